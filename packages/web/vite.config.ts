import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The dev server binds loopback only; the emulator hosts come from VITE_* variables set by `pnpm dev`.
export default defineConfig({
  plugins: [react()],
  server: { host: '127.0.0.1', port: Number(process.env.WEB_PORT ?? 5173), strictPort: true },
  preview: { host: '127.0.0.1', port: Number(process.env.WEB_PORT ?? 4173), strictPort: true },
  build: { target: 'es2022', sourcemap: false },
});

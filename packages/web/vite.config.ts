import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { appCheckBuildProblem } from './src/app/appCheckBuildCheck.js';

const source = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/** Fails a production build without the App Check site key (src/app/appCheckBuildCheck.ts). */
const requireAppCheckSiteKey = (): Plugin => ({
  name: 'speiseplaner:app-check-site-key',
  apply: 'build',
  configResolved({ env }) {
    const problem = appCheckBuildProblem(env);
    if (problem) throw new Error(problem);
  },
});

// The dev server binds loopback only; the emulator hosts come from VITE_* variables set by `pnpm dev`.
export default defineConfig({
  plugins: [react(), requireAppCheckSiteKey()],
  // Workspace packages by source path, so content's own import of shared resolves from here too.
  resolve: {
    alias: [
      { find: /^@speiseplaner\/shared$/, replacement: source('../shared/src/index.ts') },
      { find: /^@speiseplaner\/content$/, replacement: source('../content/src/index.ts') },
      { find: /^@speiseplaner\/content\/(.*)$/, replacement: `${source('../content/')}$1` },
    ],
  },
  server: { host: '127.0.0.1', port: Number(process.env.WEB_PORT ?? 5173), strictPort: true },
  preview: { host: '127.0.0.1', port: Number(process.env.WEB_PORT ?? 4173), strictPort: true },
  build: {
    target: 'es2022',
    sourcemap: false,
    // Article images stay files: inlined as data URLs they would all sit in the entry chunk of every page.
    assetsInlineLimit: 0,
    rolldownOptions: {
      output: {
        // Everything the first page loads statically goes into one chunk: one file compresses better than
        // the two dozen small shared chunks automatic splitting makes of it (7 kB gzip less on / and articles).
        codeSplitting: { groups: [{ name: 'first-load', tags: ['$initial'] }] },
      },
    },
  },
});

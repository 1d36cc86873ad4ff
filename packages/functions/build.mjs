// Bundles the functions with esbuild: `@speiseplaner/shared` and zod are inlined, because a deploy installs
// dependencies from the registry where `workspace:` links do not resolve. firebase-* stay external (real deps).
// The target is the deploy runtime (firebase.json `runtime`, docs/operations.md "Runtime").
import { build, context } from 'esbuild';

const options = {
  entryPoints: ['src/index.ts'],
  outfile: 'lib/index.js',
  bundle: true,
  platform: 'node',
  target: 'node22',
  format: 'cjs',
  sourcemap: true,
  external: ['firebase-functions', 'firebase-functions/*', 'firebase-admin', 'firebase-admin/*'],
  logLevel: 'warning',
};

if (process.argv.includes('--watch')) {
  const ctx = await context(options);
  await ctx.watch();
  console.log('functions: build watch started');
} else {
  await build(options);
}

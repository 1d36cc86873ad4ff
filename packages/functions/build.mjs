// Bundles the functions with esbuild into deploy/lib, the folder Cloud Build installs (stage.mjs writes its
// manifest and lockfile first): `@speiseplaner/shared` and zod are inlined, because the deploy installs
// registry packages only; firebase-* and sharp (native: Cloud Build installs its prebuilt binary from the
// registry) stay external (the manifest's dependencies). The target is the deploy runtime (firebase.json
// `runtime`, docs/operations.md "Runtime").
import { build, context } from 'esbuild';
import { stageDeployFolder } from './stage.mjs';

const options = {
  entryPoints: ['src/index.ts'],
  outfile: 'deploy/lib/index.js',
  bundle: true,
  platform: 'node',
  target: 'node22',
  format: 'cjs',
  sourcemap: true,
  external: ['firebase-functions', 'firebase-functions/*', 'firebase-admin', 'firebase-admin/*', 'sharp'],
  logLevel: 'warning',
};

stageDeployFolder();
if (process.argv.includes('--watch')) {
  const ctx = await context(options);
  await ctx.watch();
  console.log('functions: build watch started');
} else {
  await build(options);
}

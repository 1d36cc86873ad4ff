// Bundles the functions with esbuild into deploy/lib, the folder Cloud Build installs (stage.mjs writes its
// manifest and lockfile first): `@speiseplaner/shared` and zod are inlined, because the deploy installs
// registry packages only; firebase-* and sharp (native: Cloud Build installs its prebuilt binary from the
// registry) stay external (the manifest's dependencies). The target is the deploy runtime (firebase.json
// `runtime`, docs/operations.md "Runtime").
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
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

/**
 * A one-off build writes only the files whose bytes changed. Every local stack builds before it starts, and
 * a Functions emulator reloads all its functions when a file in deploy/ is written, even with the same
 * bytes; the test lanes run stacks side by side, so an unchanged rewrite from one lane stalled the other
 * lane's running emulator for a minute (docs/testing.md, "Test time").
 */
async function buildChangedOnly() {
  const { outputFiles } = await build({ ...options, write: false });
  for (const file of outputFiles) {
    if (existsSync(file.path) && readFileSync(file.path).equals(file.contents)) continue;
    writeFileSync(file.path, file.contents);
  }
}

stageDeployFolder();
if (process.argv.includes('--watch')) {
  const ctx = await context(options);
  await ctx.watch();
  console.log('functions: build watch started');
} else {
  await buildChangedOnly();
}

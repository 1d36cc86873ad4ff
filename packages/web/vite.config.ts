import { gzipSync } from 'node:zlib';
import { defineConfig, loadEnv, type Plugin, type Rollup } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { appCheckBuildProblem } from './src/platform/build/appCheckBuildCheck.js';
import { prerenderPublicPages } from './src/prerender/prerenderPlugin.js';
import { articleModules } from './src/platform/build/articleModules.js';
import { operatorBuildDetails } from './src/platform/build/operatorBuildCheck.js';
import type { OperatorDetails } from '../content/src/site/operator.js';
import { pwaPlugins } from './src/platform/pwa/pwaPlugin.js';

const source = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/** Fails a production build without the App Check site key (src/platform/build/appCheckBuildCheck.ts). */
const requireAppCheckSiteKey = (): Plugin => ({
  name: 'speiseplaner:app-check-site-key',
  apply: 'build',
  configResolved({ env }) {
    const problem = appCheckBuildProblem(env);
    if (problem) throw new Error(problem);
  },
});

/**
 * Reads the operator details the legal pages show; fails a production build whose details are missing or
 * placeholders (src/platform/build/operatorBuildCheck.ts). The article plugin fills them into the articles at
 * build time (src/platform/build/articleModules.ts), so they reach the browser only as article text.
 * OPERATOR_* is no VITE_* prefix on purpose: the details stay out of import.meta.env, which
 * platform/firebase/firebase.ts reads whole into the first-load chunk.
 */
let operator: OperatorDetails | undefined;
const operatorDetails = (): Plugin => ({
  name: 'speiseplaner:operator-details',
  config(_config, { mode, command }) {
    const env = { ...loadEnv(mode, source('.'), ['VITE_', 'OPERATOR_']), MODE: mode };
    const result = operatorBuildDetails(env, command);
    if ('problem' in result) throw new Error(result.problem);
    operator = result.details;
  },
});
const articles = articleModules(() => {
  if (!operator) throw new Error('Die Betreiberangaben sind noch nicht gelesen.');
  return operator;
});

/**
 * The charts' own copy of reselect (docs/architecture.md, "Charts"): MUI X Charts reaches reselect through
 * @base-ui/utils, and sharing Redux Toolkit's copy would put the functions only the charts use into the
 * first-load chunk (0.55 kB gzip measured), as a module cannot be split between chunks. A query makes the
 * charts' import a module of its own, which stays in the lazy chart chunk.
 */
const chartsOwnReselect = (): Plugin => ({
  name: 'speiseplaner:charts-own-reselect',
  apply: 'build',
  enforce: 'pre',
  async resolveId(source, importer) {
    if (source !== 'reselect' || !importer?.includes('/@base-ui/utils/')) return null;
    const resolved = await this.resolve(source, importer, { skipSelf: true });
    return resolved ? { ...resolved, id: `${resolved.id}?charts` } : null;
  },
});

type OutputBundle = Rollup.OutputBundle;
type OutputChunk = Rollup.OutputChunk;

/** The chunks every page loads first: the entry chunks and, transitively, their static imports. */
function firstLoadChunks(bundle: OutputBundle): OutputChunk[] {
  const queue = Object.values(bundle)
    .filter((chunk) => chunk.type === 'chunk' && chunk.isEntry && chunk.fileName.startsWith('assets/'))
    .map((chunk) => chunk.fileName);
  const seen = new Map<string, OutputChunk>();
  while (queue.length > 0) {
    const chunk = bundle[queue.pop()!];
    if (!chunk || chunk.type !== 'chunk' || seen.has(chunk.fileName)) continue;
    seen.set(chunk.fileName, chunk);
    queue.push(...chunk.imports);
  }
  return [...seen.values()];
}

/**
 * Fails the build when zod reaches what every page loads first (the entry chunk and its static imports):
 * one value import of a module that sits beside a schema is enough to pull in zod and every schema, 35 kB
 * gzip (docs/architecture.md, "What keeps zod out of the first load").
 */
const firstLoadWithoutZod = (): Plugin => ({
  name: 'speiseplaner:first-load-without-zod',
  apply: 'build',
  // After writing, not in generateBundle: the prerender's closeBundle reads the written files, and its
  // error would hide this one.
  writeBundle(_options, bundle) {
    for (const chunk of firstLoadChunks(bundle)) {
      const zod = Object.keys(chunk.modules).find(
        (id) =>
          /[\\/]node_modules[\\/](\.pnpm[\\/][^\\/]+[\\/]node_modules[\\/])?zod[\\/]/.test(id) &&
          chunk.modules[id]!.renderedLength > 0,
      );
      if (zod)
        this.error(
          `zod ist im ersten Laden jeder Seite (${chunk.fileName}, ${zod}). Ein Modul der ersten Seite ` +
            'importiert einen Wert aus einem Modul mit zod-Schemas; siehe docs/architecture.md, ' +
            '„What keeps zod out of the first load“.',
        );
    }
  },
});

/**
 * The ceiling of what every page loads first, gzip (zlib level 6, 1 kB = 1000 bytes, as `pnpm bench:web`
 * counts): a ratchet, not the goal. Issue #32's goal is 170 kB for a whole public route; on 2026-11-29 the
 * first load alone measured 177.0 kB (docs/testing.md, "`pnpm bench:web`"). Lower it with every cut, never
 * raise it without a reason in the docs.
 */
export const FIRST_LOAD_GZIP_CEILING = 180_000;

/** Fails the build when the first load grows past FIRST_LOAD_GZIP_CEILING. */
const firstLoadWithinBudget = (): Plugin => ({
  name: 'speiseplaner:first-load-budget',
  apply: 'build',
  writeBundle(_options, bundle) {
    const chunks = firstLoadChunks(bundle);
    const bytes = chunks.reduce((sum, chunk) => sum + gzipSync(chunk.code, { level: 6 }).length, 0);
    if (bytes > FIRST_LOAD_GZIP_CEILING)
      this.error(
        `Das erste Laden jeder Seite ist ${(bytes / 1000).toFixed(1)} kB gzip groß, mehr als die ` +
          `Obergrenze von ${FIRST_LOAD_GZIP_CEILING / 1000} kB (${chunks.map((c) => c.fileName).join(', ')}). ` +
          'Was nur der Planer braucht, gehört in einen Chunk, der später lädt; Ziel sind 170 kB je ' +
          'öffentlicher Seite (docs/testing.md, „`pnpm bench:web`“).',
      );
  },
});

/**
 * `/fotos/**` to the Functions emulator's `photos` function, as Hosting's rewrite does in production
 * (firebase.json; docs/architecture.md, "Recipe photos"): only when `pnpm dev` names the emulator.
 */
function photosProxy() {
  const host = process.env.VITE_FUNCTIONS_EMULATOR_HOST;
  const project = process.env.VITE_FIREBASE_PROJECT_ID;
  if (!host || !project) return undefined;
  return {
    '/fotos/': {
      target: `http://${host}`,
      rewrite: (path: string) => `/${project}/europe-west3/photos${path}`,
    },
  };
}

// The dev server binds loopback only; the emulator hosts come from VITE_* variables set by `pnpm dev`.
export default defineConfig({
  plugins: [
    react(),
    requireAppCheckSiteKey(),
    operatorDetails(),
    articles,
    prerenderPublicPages(),
    chartsOwnReselect(),
    firstLoadWithoutZod(),
    firstLoadWithinBudget(),
    ...pwaPlugins(),
  ],
  // Workspace packages by source path, so content's own import of shared resolves from here too.
  resolve: {
    alias: [
      { find: /^@speiseplaner\/shared$/, replacement: source('../shared/src/index.ts') },
      { find: /^@speiseplaner\/content$/, replacement: source('../content/src/index.ts') },
      { find: /^@speiseplaner\/content\/(.*)$/, replacement: `${source('../content/')}$1` },
    ],
  },
  server: {
    host: '127.0.0.1',
    port: Number(process.env.WEB_PORT ?? 5173),
    strictPort: true,
    proxy: photosProxy(),
  },
  preview: {
    host: '127.0.0.1',
    port: Number(process.env.WEB_PORT ?? 4173),
    strictPort: true,
    proxy: photosProxy(),
  },
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

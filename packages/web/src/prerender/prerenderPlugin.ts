/**
 * Vite plugin of the production build: after the browser build it builds src/prerender/entryServer.tsx for
 * Node (Vite's SSR build), renders every public page (publicPages.ts) into the build folder as the file
 * Hosting serves for its path with `cleanUrls` (index.html, artikel/<slug>.html, …), and writes
 * sitemap.xml and robots.txt. The template's own index.html stays, untouched, as spa.html: Hosting's
 * fallback for every other path (firebase.json), whose root the browser renders from scratch.
 */
import { copyFileSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Plugin, ResolvedConfig } from 'vite';
import type * as EntryServer from './entryServer';
import { siteOriginOf } from './siteOrigin';

const ENTRY = 'src/prerender/entryServer.tsx';
export const SPA_SHELL = 'spa.html';

/** The template with the page's head tags, its styles and its markup in #root. */
export function pageHtml(
  template: string,
  page: { path: string; head: string; styles: string; html: string; now: number },
): string {
  const withHead = template
    .replace(/<title>[\s\S]*?<\/title>/, '')
    .replace(/<meta\s+name="description"[\s\S]*?\/>/, page.head)
    .replace('</head>', `${page.styles}\n  </head>`);
  const root = `<div id="root" data-prerendered="${page.path}" data-rendered-at="${page.now}">`;
  if (!withHead.includes('<div id="root"></div>'))
    throw new Error('index.html hat kein leeres <div id="root">.');
  return withHead.replace('<div id="root"></div>', () => `${root}${page.html}</div>`);
}

export function prerenderPublicPages(): Plugin {
  let config: ResolvedConfig;
  let origin = '';
  return {
    name: 'speiseplaner:prerender',
    // Only the browser build; the SSR build below loads this config again.
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(resolved) {
      config = resolved;
      const site = siteOriginOf(resolved.env, process.env.WEB_PORT);
      if ('problem' in site) throw new Error(site.problem);
      origin = site.origin;
    },
    // Before any closeBundle hook: the service worker's precache (vite-plugin-pwa) can list spa.html.
    writeBundle() {
      const outDir = resolve(config.root, config.build.outDir);
      copyFileSync(join(outDir, 'index.html'), join(outDir, SPA_SHELL));
    },
    async closeBundle() {
      const { build } = await import('vite');
      const outDir = resolve(config.root, config.build.outDir);
      // Inside node_modules: the bundle's few imports left to Node resolve from the web package. One folder
      // per build process: two builds at once (a test lane and a developer's build) removed each other's.
      const ssrDir = resolve(config.root, `node_modules/.prerender-${process.pid}`);
      await build({
        configFile: config.configFile,
        mode: config.mode,
        logLevel: 'warn',
        ssr: { noExternal: true },
        build: { ssr: ENTRY, outDir: ssrDir, emptyOutDir: true, copyPublicDir: false },
      });
      const entryFile = readdirSync(ssrDir).find((file) => /^entryServer\.m?js$/.test(file));
      if (!entryFile) throw new Error(`Vorrendern: ${ENTRY} wurde nicht gebaut.`);
      const entry = (await import(pathToFileURL(join(ssrDir, entryFile)).href)) as typeof EntryServer;

      const template = readFileSync(join(outDir, SPA_SHELL), 'utf8');
      const now = Date.now();
      const pages = entry.publicPages(now);
      for (const page of pages) {
        const { html, styles } = await entry.renderPage(page.path, now);
        const file = join(outDir, entry.pageFile(page.path));
        mkdirSync(dirname(file), { recursive: true });
        writeFileSync(
          file,
          pageHtml(template, { path: page.path, head: entry.pageHead(origin, page), styles, html, now }),
        );
      }
      const paths = pages.map((page) => page.path);
      writeFileSync(join(outDir, 'sitemap.xml'), entry.sitemapXml(origin, paths));
      writeFileSync(join(outDir, 'robots.txt'), entry.robotsTxt(origin));
      rmSync(ssrDir, { recursive: true, force: true });
      config.logger.info(`Vorgerendert: ${pages.length} Seiten, sitemap.xml und robots.txt (${origin}).`);
    },
  };
}

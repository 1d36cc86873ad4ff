/**
 * The server entry of the build's prerender (prerenderPlugin.ts builds it with Vite's SSR build): renders
 * one public page with the app's own routes, providers and a store without backend, waits for every lazy
 * page, article and Suspense boundary (react-dom/static), and hands back the HTML with the MUI styles it
 * used. The browser hydrates this HTML (main.tsx).
 */
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import AppProviders from '../app/AppProviders';
import { viteArticleSources } from '../app/contentGlobs';
import { setRenderedAt } from '../platform/renderedAt';
import AppRoutes from '../app/routes';
import { makeStore } from '../app/store';
import { createEmotionCache } from './emotionCache';

export { publicPages, pageFile } from './publicPages';
export { pageHead } from './pageHead';
export { robotsTxt, sitemapXml } from './sitemap';

export interface RenderedPage {
  /** The markup inside #root. */
  html: string;
  /** `<style data-emotion>` tags with the styles the markup uses. */
  styles: string;
}

/** Renders `path` as the app would at `now` (the time workshop lists count from). */
export async function renderPage(path: string, now: number): Promise<RenderedPage> {
  setRenderedAt(now);
  const cache = createEmotionCache();
  // Before rendering: it switches the cache to collecting styles instead of inlining <style> tags.
  const { extractCriticalToChunks, constructStyleTagsFromChunks } = createEmotionServer(cache);
  const errors: unknown[] = [];
  const { prelude } = await prerender(
    <CacheProvider value={cache}>
      <AppProviders store={makeStore()} sources={viteArticleSources}>
        <StaticRouter location={path}>
          <AppRoutes />
        </StaticRouter>
      </AppProviders>
    </CacheProvider>,
    {
      // Every boundary inline, complete: outlined ones would need React's inline scripts, which the CSP blocks.
      progressiveChunkSize: Number.MAX_SAFE_INTEGER,
      onError: (error) => void errors.push(error),
    },
  );
  const html = await new Response(prelude).text();
  if (errors.length > 0) throw new Error(`${path}: ${String(errors[0])}`, { cause: errors[0] });
  return { html, styles: constructStyleTagsFromChunks(extractCriticalToChunks(html)) };
}

/** sitemap.xml and robots.txt of the prerendered site (unit-tested in sitemap.test.ts). */
import { escapeHtml, pageUrl } from './pageHead';

/** Every prerendered public address, one <url> each. */
export function sitemapXml(origin: string, paths: readonly string[]): string {
  const urls = paths.map((path) => `  <url><loc>${escapeHtml(pageUrl(origin, path))}</loc></url>`);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/** The planner's pages and the sign-in are for signed-in kitchens, not for search engines. */
export const DISALLOWED_PATHS = ['/app', '/login', '/statistik', '/verwaltung', '/_app'];

export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    ...DISALLOWED_PATHS.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${pageUrl(origin, '/sitemap.xml')}`,
    '',
  ].join('\n');
}

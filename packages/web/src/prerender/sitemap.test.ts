import { robotsTxt, sitemapXml } from './sitemap';

const ORIGIN = 'https://speiseplaner.example';

describe('sitemapXml', () => {
  it('lists each page once with its absolute address', () => {
    const xml = sitemapXml(ORIGIN, ['/', '/artikel/speiseplan', '/newsletter']);
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset')).toBe(true);
    expect([...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1])).toEqual([
      'https://speiseplaner.example/',
      'https://speiseplaner.example/artikel/speiseplan',
      'https://speiseplaner.example/newsletter',
    ]);
  });
});

describe('robotsTxt', () => {
  const lines = robotsTxt(ORIGIN).split('\n');

  it('keeps crawlers out of the planner, the sign-in and the Verwaltung', () => {
    expect(lines).toEqual(
      expect.arrayContaining([
        'User-agent: *',
        'Disallow: /app',
        'Disallow: /login',
        'Disallow: /verwaltung',
      ]),
    );
  });

  it('names the sitemap by its absolute address', () => {
    expect(lines).toContain('Sitemap: https://speiseplaner.example/sitemap.xml');
  });
});

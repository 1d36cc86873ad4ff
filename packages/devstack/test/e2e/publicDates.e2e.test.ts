/**
 * The date rule of docs/product.md ("Daten und Uhrzeiten"): texts for the public write dates in words,
 * never as yyyy-MM-dd. Every page sitemap.xml lists (home, articles, the workshops still to come, Mediathek,
 * newsletter) is read as Hosting sends it, prerendered; its visible text, title and description are
 * scanned, and the test names each page with the ISO dates found. Addresses (a workshop's slug ends in its
 * date) are no text a reader reads and stay out. The mails are scanned by functions' mailDates.test.ts.
 */
import { appUrl } from './support/pages';

jest.setTimeout(90_000);

const ISO_DATE = /\d{4}-\d{2}-\d{2}/g;
const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", '#x27': "'" };
const decode = (text: string) =>
  text.replace(/&(amp|lt|gt|quot|#39|#x27);/g, (_, name: string) => ENTITIES[name]!);

/** What a reader of the page sees: the body's text without scripts and styles, the title, the description. */
export function readableText(html: string): string {
  const body = html
    .slice(html.indexOf('<body'))
    .replace(/<(script|style)\b[\s\S]*?<\/\1>/g, ' ')
    .replace(/<!--[\s\S]*?-->/g, ' ')
    .replace(/<[^>]+>/g, ' ');
  const title = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '';
  const description = /<meta name="description" content="([^"]*)"/.exec(html)?.[1] ?? '';
  return decode(`${title} ${description} ${body}`).replace(/\s+/g, ' ');
}

const fetchText = async (url: string) => {
  const res = await fetch(url, { redirect: 'manual' });
  expect([url, res.status]).toEqual([url, 200]);
  return res.text();
};

it('no public page shows a date as yyyy-MM-dd', async () => {
  const sitemap = await fetchText(appUrl('/sitemap.xml'));
  const urls = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => decode(m[1]!));
  // Home, articles and at least one upcoming workshop: the scan reads what it is meant to read.
  expect(urls).toEqual(
    expect.arrayContaining([
      appUrl('/'),
      expect.stringContaining('/artikel/'),
      expect.stringContaining('/workshops/'),
    ]),
  );
  const offenders: Record<string, string[]> = {};
  for (const url of urls) {
    const html = await fetchText(url);
    expect(html).toContain('data-prerendered=');
    const found = readableText(html).match(ISO_DATE);
    if (found) offenders[new URL(url).pathname] = [...new Set(found)];
  }
  expect(offenders).toEqual({});
});

it('a workshop page says its date and its deadline in words', async () => {
  const sitemap = await fetchText(appUrl('/sitemap.xml'));
  const workshop = [...sitemap.matchAll(/<loc>([^<]+\/workshops\/[^<]+)<\/loc>/g)].map((m) =>
    decode(m[1]!),
  )[0]!;
  const text = readableText(await fetchText(workshop));
  expect(text).toMatch(
    /(Montag|Dienstag|Mittwoch|Donnerstag|Freitag|Samstag|Sonntag), \d{1,2}\. [A-Za-zä]+ \d{4}, \d{2}:\d{2}–\d{2}:\d{2} Uhr/,
  );
});

it('the scan finds an ISO date in the text but not in an address', () => {
  const html =
    '<html><head><title>T</title></head><body><a href="/workshops/brot-2027-02-24">Brot</a><p>Anmeldeschluss: 2027-02-03</p><script>x="2026-01-01"</script></body></html>';
  expect(readableText(html).match(ISO_DATE)).toEqual(['2027-02-03']);
});

import { escapeHtml, pageHead, pageUrl } from './pageHead';

const ORIGIN = 'https://speiseplaner.example';

describe('pageHead', () => {
  const head = pageHead(ORIGIN, {
    path: '/artikel/speiseplan',
    title: 'Der Speiseplaner – Speiseplaner',
    description: 'Pläne „für Kita & Schule“ <kurz>',
    type: 'article',
  });

  it('writes title, description and the canonical address of the page', () => {
    expect(head).toContain('<title>Der Speiseplaner – Speiseplaner</title>');
    expect(head).toContain(
      '<meta name="description" content="Pläne „für Kita &amp; Schule“ &lt;kurz&gt;" />',
    );
    expect(head).toContain('<link rel="canonical" href="https://speiseplaner.example/artikel/speiseplan" />');
  });

  it('writes every Open Graph tag a link preview reads, in German', () => {
    const og = Object.fromEntries(
      [...head.matchAll(/<meta property="og:([a-z_]+)" content="([^"]*)" \/>/g)].map((m) => [m[1], m[2]]),
    );
    expect(og).toEqual({
      title: 'Der Speiseplaner – Speiseplaner',
      description: 'Pläne „für Kita &amp; Schule“ &lt;kurz&gt;',
      url: 'https://speiseplaner.example/artikel/speiseplan',
      type: 'article',
      locale: 'de_DE',
      site_name: 'Speiseplaner',
    });
  });

  it('gives the home page the origin with its slash, and never a double slash', () => {
    expect(pageUrl(ORIGIN, '/')).toBe('https://speiseplaner.example/');
    expect(pageUrl(`${ORIGIN}/`, '/mediathek')).toBe('https://speiseplaner.example/mediathek');
  });

  it('escapes quotes, so a title cannot end its attribute', () => {
    expect(escapeHtml(`Er sagt "ja" & 'nein'`)).toBe('Er sagt &quot;ja&quot; &amp; &#39;nein&#39;');
  });
});

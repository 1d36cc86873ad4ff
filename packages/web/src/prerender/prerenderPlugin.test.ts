import { pageHtml } from './prerenderPlugin';

const TEMPLATE = `<!doctype html>
<html lang="de">
  <head>
    <meta
      name="description"
      content="Vorlage"
    />
    <title>Vorlage</title>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

describe('pageHtml', () => {
  const html = pageHtml(TEMPLATE, {
    path: '/artikel/speiseplan',
    head: '<title>Artikel – Speiseplaner</title>\n    <meta name="description" content="Text" />',
    styles: '<style data-emotion="css abc">.css-abc{color:red}</style>',
    html: '<h1>Kosten $& Preise</h1>',
    now: 1795659557810,
  });

  it('puts the page’s head in place of the template’s title and description', () => {
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toContain('<title>Artikel – Speiseplaner</title>');
    expect(html).not.toContain('Vorlage');
  });

  it('adds the styles at the end of the head', () => {
    expect(html).toContain('<style data-emotion="css abc">.css-abc{color:red}</style>\n  </head>');
  });

  it('fills the root with the markup as it is, marked with its path and render time', () => {
    expect(html).toContain(
      '<div id="root" data-prerendered="/artikel/speiseplan" data-rendered-at="1795659557810"><h1>Kosten $& Preise</h1></div>',
    );
  });

  it('refuses a template without an empty root', () => {
    expect(() =>
      pageHtml('<html><head></head><body></body></html>', {
        path: '/',
        head: '',
        styles: '',
        html: '',
        now: 0,
      }),
    ).toThrow('index.html hat kein leeres <div id="root">.');
  });
});

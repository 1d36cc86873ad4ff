import { parseArticle } from '../../src/articles/parseArticle';
import { EXAMPLE_OPERATOR as OPERATOR } from '../../src/site/operator';
import { articleSource } from './articleSource';

const blocksOf = (...body: string[]) => parseArticle(articleSource(body)).blocks;

describe('parseArticle: front matter', () => {
  it('reads every field, the weight as a number', () => {
    const { meta } = parseArticle(
      articleSource(['Text.'], { weight: '150', title: 'Küche & Team: So geht’s' }),
    );
    expect(meta).toEqual({
      slug: 'testartikel',
      category: 'Küchenmanagement',
      title: 'Küche & Team: So geht’s',
      teaser: 'Ein kurzer Anreißer.',
      image: 'a-kochtopf-800x450.svg',
      weight: 150,
    });
  });

  it('accepts an empty image and Windows line endings, and refuses underscores in slugs', () => {
    const source = articleSource(['Text.'], { image: '', slug: 'klima-und-umweltbewusste-mensa' }).replace(
      /\n/g,
      '\r\n',
    );
    const { meta, blocks } = parseArticle(source);
    expect(meta.image).toBe('');
    expect(meta.slug).toBe('klima-und-umweltbewusste-mensa');
    expect(blocks).toEqual([{ kind: 'paragraph', inlines: [{ kind: 'text', text: 'Text.' }] }]);
    expect(() =>
      parseArticle(articleSource(['Text.'], { slug: 'klima_und_umweltbewusste_mensa' })),
    ).toThrow();
  });
});

describe('parseArticle: text blocks', () => {
  it('joins consecutive lines into one paragraph and splits paragraphs at blank lines', () => {
    expect(blocksOf('Erste Zeile', 'zweite Zeile.', '', 'Neuer Absatz.')).toEqual([
      { kind: 'paragraph', inlines: [{ kind: 'text', text: 'Erste Zeile zweite Zeile.' }] },
      { kind: 'paragraph', inlines: [{ kind: 'text', text: 'Neuer Absatz.' }] },
    ]);
  });

  it('reads ## and ### headings', () => {
    expect(blocksOf('## Einkauf planen', '### Mit **Liste**')).toEqual([
      { kind: 'heading', level: 2, inlines: [{ kind: 'text', text: 'Einkauf planen' }] },
      {
        kind: 'heading',
        level: 3,
        inlines: [
          { kind: 'text', text: 'Mit ' },
          { kind: 'strong', text: 'Liste' },
        ],
      },
    ]);
  });

  it('splits bold, italic, links and escaped characters', () => {
    const [paragraph] = blocksOf(
      'Bio ist **wichtig**, *saisonal* auch; siehe [Nachhaltigkeit](/artikel/nachhaltigkeit) oder',
      '[Mail](mailto:info@example.org). Preis 3 \\* 2 € \\[sic].',
    );
    expect(paragraph).toEqual({
      kind: 'paragraph',
      inlines: [
        { kind: 'text', text: 'Bio ist ' },
        { kind: 'strong', text: 'wichtig' },
        { kind: 'text', text: ', ' },
        { kind: 'em', text: 'saisonal' },
        { kind: 'text', text: ' auch; siehe ' },
        { kind: 'link', href: '/artikel/nachhaltigkeit', text: 'Nachhaltigkeit' },
        { kind: 'text', text: ' oder ' },
        { kind: 'link', href: 'mailto:info@example.org', text: 'Mail' },
        { kind: 'text', text: '. Preis 3 * 2 € [sic].' },
      ],
    });
  });

  it('keeps a bracket that starts no link as text', () => {
    expect(blocksOf('Portionen [Kita] zählen.')).toEqual([
      { kind: 'paragraph', inlines: [{ kind: 'text', text: 'Portionen [Kita] zählen.' }] },
    ]);
  });

  it('keeps a colon before a word or number as text', () => {
    expect(blocksOf('Ausgabe 11:30 Uhr, Hinweis:Text bleibt.')).toEqual([
      { kind: 'paragraph', inlines: [{ kind: 'text', text: 'Ausgabe 11:30 Uhr, Hinweis:Text bleibt.' }] },
    ]);
  });

  it('reads unordered and ordered lists, with continued items', () => {
    expect(blocksOf('- Gemüse', '- **Obst**', '  frisch', '', '1. Planen', '2. Einkaufen')).toEqual([
      {
        kind: 'list',
        ordered: false,
        items: [
          [{ kind: 'text', text: 'Gemüse' }],
          [
            { kind: 'strong', text: 'Obst' },
            { kind: 'text', text: ' frisch' },
          ],
        ],
      },
      {
        kind: 'list',
        ordered: true,
        items: [[{ kind: 'text', text: 'Planen' }], [{ kind: 'text', text: 'Einkaufen' }]],
      },
    ]);
  });

  it('starts a new list when the list kind changes', () => {
    const blocks = blocksOf('- eins', '1. zwei');
    expect(blocks.map((block) => block.kind === 'list' && block.ordered)).toEqual([false, true]);
  });

  it('merges consecutive quote lines into one quote', () => {
    expect(blocksOf('> Frisch gekocht', '> schmeckt besser.', '', 'Danach.')).toEqual([
      { kind: 'quote', inlines: [{ kind: 'text', text: 'Frisch gekocht schmeckt besser.' }] },
      { kind: 'paragraph', inlines: [{ kind: 'text', text: 'Danach.' }] },
    ]);
  });
});

describe('parseArticle: embeds', () => {
  it('reads the image size from the file name', () => {
    expect(blocksOf('::image{src="a-kochtopf-800x450.svg" alt="Ein Kochtopf"}')).toEqual([
      { kind: 'image', src: 'a-kochtopf-800x450.svg', alt: 'Ein Kochtopf', width: 800, height: 450 },
    ]);
  });

  it('reads video, thema and workshops with and without type', () => {
    expect(
      blocksOf(
        '::video{id="abc123" title="Planer in 5 Minuten"}',
        '::thema{kategorie="Nachhaltigkeit"}',
        '::workshops{typ="kleinkinder"}',
        '::workshops',
        '::workshops{}',
      ),
    ).toEqual([
      { kind: 'video', id: 'abc123', title: 'Planer in 5 Minuten' },
      { kind: 'thema', category: 'Nachhaltigkeit' },
      { kind: 'workshops', type: 'kleinkinder' },
      { kind: 'workshops' },
      { kind: 'workshops' },
    ]);
  });

  it('builds columns with their widths and inner blocks', () => {
    const blocks = blocksOf(
      'Vorher.',
      '::::spalten',
      ':::spalte{breite="60"}',
      '## Links',
      'Text links.',
      ':::',
      ':::spalte{breite="40"}',
      '::image{src="a-teller-400x400.svg" alt="Teller"}',
      ':::',
      '::::',
      'Nachher.',
    );
    expect(blocks).toEqual([
      { kind: 'paragraph', inlines: [{ kind: 'text', text: 'Vorher.' }] },
      {
        kind: 'columns',
        columns: [
          {
            width: 60,
            blocks: [
              { kind: 'heading', level: 2, inlines: [{ kind: 'text', text: 'Links' }] },
              { kind: 'paragraph', inlines: [{ kind: 'text', text: 'Text links.' }] },
            ],
          },
          {
            width: 40,
            blocks: [{ kind: 'image', src: 'a-teller-400x400.svg', alt: 'Teller', width: 400, height: 400 }],
          },
        ],
      },
      { kind: 'paragraph', inlines: [{ kind: 'text', text: 'Nachher.' }] },
    ]);
  });
});

describe('parseArticle: operator placeholders', () => {
  it('fills operator details from site/operator.ts into text and link targets', () => {
    const [paragraph] = blocksOf('Betreiber: {{operator.name}}, [Mail](mailto:{{operator.email}})');
    expect(paragraph).toEqual({
      kind: 'paragraph',
      inlines: [
        { kind: 'text', text: `Betreiber: ${OPERATOR.name}, ` },
        { kind: 'link', href: `mailto:${OPERATOR.email}`, text: 'Mail' },
      ],
    });
  });

  it('keeps brackets in a substituted value as plain text and accepts other values', () => {
    const source = articleSource(['**{{operator.name}}** – {{ operator.phone }}']);
    const { blocks } = parseArticle(source, {
      'operator.name': '[Verein] e. V.',
      'operator.phone': '089 123',
    });
    expect(blocks).toEqual([
      {
        kind: 'paragraph',
        inlines: [
          { kind: 'strong', text: '[Verein] e. V.' },
          { kind: 'text', text: ' – 089 123' },
        ],
      },
    ]);
  });
});

describe('parseArticle: text for one kind of operator', () => {
  const body = [
    'Vorher.',
    '',
    ':::betreiber{art="privat"}',
    'Privat: {{operator.name}}.',
    '',
    '- Marktüberwachung',
    ':::',
    '',
    ':::betreiber{art="bund"}',
    'Bund.',
    ':::',
    '',
    ':::betreiber{art="land"}',
    'Land.',
    ':::',
    'Nachher.',
  ];
  const texts = (kind: string) =>
    parseArticle(articleSource(body), { 'operator.name': 'Träger e. V.', 'operator.kind': kind }).blocks.map(
      (block) => (block.kind === 'paragraph' ? block.inlines[0]!.text : block.kind),
    );

  it('keeps only the blocks of the configured kind, with the text around them', () => {
    expect(texts('privat')).toEqual(['Vorher.', 'Privat: Träger e. V..', 'list', 'Nachher.']);
    expect(texts('bund')).toEqual(['Vorher.', 'Bund.', 'Nachher.']);
    expect(texts('land')).toEqual(['Vorher.', 'Land.', 'Nachher.']);
  });

  it('checks the blocks of the other kinds too, and needs a kind to choose', () => {
    const broken = articleSource([':::betreiber{art="bund"}', '{{operator.fax}}', ':::']);
    expect(() => parseArticle(broken, { 'operator.kind': 'privat' })).toThrow(/operator.fax/);
    expect(() => parseArticle(articleSource(body), { 'operator.name': 'Träger e. V.' })).toThrow(
      /Art des Betreibers/,
    );
  });
});

import {
  MAX_USER_PRICES,
  parseGermanNumber,
  parsePriceListCsv,
  priceListTemplateCsv,
  type PriceListIngredient,
} from '../../src';

const catalogue: PriceListIngredient[] = [
  { slug: 'moehren', name: 'Möhren', unit: 'g' },
  { slug: 'milch', name: 'Milch', unit: 'ml' },
  { slug: 'ei', name: 'Ei', unit: 'St.' },
  { slug: 'butter', name: 'Butter', unit: 'g' },
];

const csv = (...lines: string[]) => lines.join('\r\n');

describe('parsePriceListCsv', () => {
  it('reads German numbers, kg and l, names and slugs, a BOM and CRLF', () => {
    const { rows, errors } = parsePriceListCsv(
      '\uFEFF' +
        csv(
          'Zutat;Preis;Menge;Einheit',
          'Möhren;1,29;1;kg',
          'milch;1.234,50;1000;l',
          'Ei;0.25;1;St.',
          'Butter;7;250;g',
        ),
      catalogue,
    );
    expect(errors).toEqual([]);
    expect(rows).toEqual([
      { line: 2, slug: 'moehren', name: 'Möhren', price: 1.29, amount: 1000 },
      { line: 3, slug: 'milch', name: 'Milch', price: 1234.5, amount: 1_000_000 },
      { line: 4, slug: 'ei', name: 'Ei', price: 0.25, amount: 1 },
      { line: 5, slug: 'butter', name: 'Butter', price: 7, amount: 250 },
    ]);
  });

  it('takes the columns in any order and case, tabs, LF, quotes and empty lines', () => {
    const text = [
      'einheit\tMENGE\tZutat\tPreis',
      '',
      'g\t500\t"Möhren"\t"0,99 €"',
      'ml\t1000\t"Milch"\t"1,05"',
      '',
    ].join('\n');
    const { rows, errors } = parsePriceListCsv(text, catalogue);
    expect(errors).toEqual([]);
    expect(rows).toEqual([
      { line: 3, slug: 'moehren', name: 'Möhren', price: 0.99, amount: 500 },
      { line: 4, slug: 'milch', name: 'Milch', price: 1.05, amount: 1000 },
    ]);
  });

  it('reads a quoted cell with the separator and a doubled quote', () => {
    const withQuote: PriceListIngredient[] = [{ slug: 'kaese', name: 'Käse "Gouda"; jung', unit: 'g' }];
    const { rows, errors } = parsePriceListCsv(
      csv('Zutat;Preis;Menge;Einheit', '"Käse ""Gouda""; jung";12,90;1;kg'),
      withQuote,
    );
    expect(errors).toEqual([]);
    expect(rows).toEqual([{ line: 2, slug: 'kaese', name: 'Käse "Gouda"; jung', price: 12.9, amount: 1000 }]);
  });

  it('gives one German error per bad row, naming its line, and keeps the good rows', () => {
    const { rows, errors } = parsePriceListCsv(
      csv(
        'Zutat;Preis;Menge;Einheit',
        'Trüffel;9,00;100;g',
        'Möhren;billig;1;kg',
        'Milch;-1,00;1;l',
        'Ei;0,30;0;St.',
        'Butter;7,00;250;ml',
        'Möhren;1,10;1;kg',
        'möhren;1,10;1;kg',
        'Möhren;1,20;1;kg',
        'Milch;1.250;1;l',
      ),
      catalogue,
    );
    expect(rows).toEqual([{ line: 7, slug: 'moehren', name: 'Möhren', price: 1.1, amount: 1000 }]);
    expect(errors).toEqual([
      {
        line: 2,
        message:
          'Zeile 2: Die Zutat „Trüffel“ gibt es nicht im Zutatenkatalog. Bitte schreiben Sie den Namen wie in der Vorlage.',
      },
      { line: 3, message: 'Zeile 3: Der Preis „billig“ ist keine Zahl (Beispiel: 1,29).' },
      { line: 4, message: 'Zeile 4: Der Preis von „Milch“ darf nicht negativ sein.' },
      { line: 5, message: 'Zeile 5: Die Menge von „Ei“ muss größer als 0 sein.' },
      {
        line: 6,
        message: 'Zeile 6: Die Einheit „ml“ passt nicht zu „Butter“; sie wird in g (oder kg) gerechnet.',
      },
      // Matched exactly after trimming: lower case is not the catalogue's name.
      {
        line: 8,
        message:
          'Zeile 8: Die Zutat „möhren“ gibt es nicht im Zutatenkatalog. Bitte schreiben Sie den Namen wie in der Vorlage.',
      },
      {
        line: 9,
        message: 'Zeile 9: „Möhren“ steht schon in Zeile 7; jede Zutat darf nur einmal vorkommen.',
      },
      {
        line: 10,
        message:
          'Zeile 10: Der Preis „1.250“ ist mehrdeutig: Ist 1,250 oder 1250 gemeint? Bitte schreiben Sie 1,250 oder 1.250,00.',
      },
    ]);
  });

  it('counts lines of a quoted cell that spans two lines', () => {
    const { errors } = parsePriceListCsv(
      csv('Zutat;Preis;Menge;Einheit', '"Mö\nhren";1;1;kg', 'Ei;x;1;St.'),
      catalogue,
    );
    expect(errors.map((e) => e.line)).toEqual([2, 4]);
  });

  it('skips a row without a price (the template lists every ingredient)', () => {
    const { rows, errors } = parsePriceListCsv(
      csv('Zutat;Preis;Menge;Einheit', 'Möhren;;100;g', 'Ei;0,3;1;St.'),
      catalogue,
    );
    expect(errors).toEqual([]);
    expect(rows.map((r) => r.slug)).toEqual(['ei']);
  });

  it('refuses a file without the header row or with a missing column', () => {
    expect(parsePriceListCsv(csv('Möhren;1,29;1;kg'), catalogue)).toEqual({
      rows: [],
      errors: [
        {
          line: 1,
          message:
            'Zeile 1: In der Kopfzeile fehlen die Spalten „Zutat“, „Preis“, „Menge“, „Einheit“. Die erste Zeile muss „Zutat;Preis;Menge;Einheit“ lauten (getrennt durch Semikolon oder Tabulator).',
        },
      ],
    });
    expect(parsePriceListCsv('Zutat;Preis;Menge\r\nMöhren;1;1', catalogue).errors[0]!.message).toMatch(
      /fehlt die Spalte „Einheit“/,
    );
    expect(parsePriceListCsv('\uFEFF\r\n\r\n', catalogue).errors).toEqual([
      {
        line: 0,
        message: 'Die Datei ist leer. Bitte laden Sie die Vorlage herunter und füllen Sie sie aus.',
      },
    ]);
  });

  it(`reads at most ${MAX_USER_PRICES} rows and says where it stopped`, () => {
    const many: PriceListIngredient[] = Array.from({ length: MAX_USER_PRICES + 5 }, (_, i) => ({
      slug: `z${i}`,
      name: `Zutat ${i}`,
      unit: 'g',
    }));
    const text = csv('Zutat;Preis;Menge;Einheit', ...many.map((z) => `${z.name};1;100;g`));
    const { rows, errors } = parsePriceListCsv(text, many);
    expect(rows).toHaveLength(MAX_USER_PRICES);
    expect(errors).toEqual([
      {
        line: MAX_USER_PRICES + 2,
        message: `Zeile ${MAX_USER_PRICES + 2}: Mehr als 2.000 Preise: Diese Zeile und alle folgenden wurden nicht gelesen. Bitte teilen Sie die Liste auf die wichtigsten Zutaten auf.`,
      },
    ]);
  });
});

describe('parseGermanNumber', () => {
  it.each([
    ['1,29', 1.29],
    ['1.234,50', 1234.5],
    ['1234', 1234],
    ['1.234.567', 1234567],
    ['1.29', 1.29],
    ['0.5', 0.5],
    ['12,5 €', 12.5],
    ['-3,5', -3.5],
  ])('reads %s as %d', (text, value) => {
    expect(parseGermanNumber(text)).toEqual({ value });
  });

  it.each([
    ['1.250', 'ambiguous'],
    ['1,2,3', 'notANumber'],
    ['1.23,4', 'notANumber'],
    ['abc', 'notANumber'],
    ['', 'empty'],
  ])('refuses %s (%s)', (text, problem) => {
    expect(parseGermanNumber(text)).toEqual({ problem });
  });
});

describe('priceListTemplateCsv', () => {
  const withPrices = [
    {
      slug: 'moehren',
      name: 'Möhren',
      unit: 'g' as const,
      referenceAmount: 100,
      prices: [{ price: 0.129, fromDate: '2025-01-01', referenceAmount: 100 }],
    },
    { slug: 'ei', name: 'Ei', unit: 'St.' as const, referenceAmount: 1, prices: [] },
  ];

  it('lists every ingredient with its current price: BOM, semicolons, decimal comma, CRLF', () => {
    expect(priceListTemplateCsv(withPrices, '2026-11-23')).toBe(
      '\uFEFF"Zutat";"Preis";"Menge";"Einheit"\r\n"Möhren";0,129;100;"g"\r\n"Ei";;1;"St."\r\n',
    );
  });

  it('reads back into the same prices (rows without a price are skipped)', () => {
    const { rows, errors } = parsePriceListCsv(priceListTemplateCsv(withPrices, '2026-11-23'), withPrices);
    expect(errors).toEqual([]);
    expect(rows).toEqual([{ line: 2, slug: 'moehren', name: 'Möhren', price: 0.129, amount: 100 }]);
  });
});

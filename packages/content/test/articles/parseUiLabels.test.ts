import { parseArticle } from '../../src/articles/parseArticle';
import { articleSource, bodyLine } from './articleSource';

const inlinesOf = (text: string) => {
  const [block] = parseArticle(articleSource([text])).blocks;
  if (block?.kind !== 'paragraph') throw new Error('expected a paragraph');
  return block.inlines;
};

describe('parseArticle: screen labels :ui[…]', () => {
  it('reads a label between plain text', () => {
    expect(inlinesOf('Klicken Sie auf :ui[Aushang drucken], dann auf :ui[Drucken].')).toEqual([
      { kind: 'text', text: 'Klicken Sie auf ' },
      { kind: 'ui', text: 'Aushang drucken', parts: ['Aushang drucken'] },
      { kind: 'text', text: ', dann auf ' },
      { kind: 'ui', text: 'Drucken', parts: ['Drucken'] },
      { kind: 'text', text: '.' },
    ]);
  });

  it('splits a path at „→“ into its steps, trimmed', () => {
    expect(inlinesOf(':ui[Konto-Menü →  Mein Konto]')).toEqual([
      { kind: 'ui', text: 'Konto-Menü →  Mein Konto', parts: ['Konto-Menü', 'Mein Konto'] },
    ]);
  });

  it('reads labels in list items and headings', () => {
    const blocks = parseArticle(
      articleSource(['## Unter :ui[Einkauf]', '', '- :ui[Neue Einkaufsliste]']),
    ).blocks;
    expect(blocks).toEqual([
      {
        kind: 'heading',
        level: 2,
        inlines: [
          { kind: 'text', text: 'Unter ' },
          { kind: 'ui', text: 'Einkauf', parts: ['Einkauf'] },
        ],
      },
      {
        kind: 'list',
        ordered: false,
        items: [[{ kind: 'ui', text: 'Neue Einkaufsliste', parts: ['Neue Einkaufsliste'] }]],
      },
    ]);
  });

  it('leaves an escaped or lone colon as text', () => {
    expect(inlinesOf('Uhrzeit: 12\\:ui[x] Uhr')).toEqual([{ kind: 'text', text: 'Uhrzeit: 12:ui[x] Uhr' }]);
  });

  it.each([
    [':ui[Speichern', 'Bezeichnung „:ui[“ wird nicht mit „]“ geschlossen.'],
    [':ui[]', 'Bezeichnung „:ui[]“ ist leer oder hat einen leeren Schritt vor oder nach „→“.'],
    [
      ':ui[Konto-Menü → ]',
      'Bezeichnung „:ui[Konto-Menü → ]“ ist leer oder hat einen leeren Schritt vor oder nach „→“.',
    ],
  ])('refuses %s', (text, message) => {
    expect(() => parseArticle(articleSource([text]))).toThrow(`Zeile ${bodyLine(0)}: ${message}`);
  });
});

import { parseArticle } from '../../src/articles/parseArticle';
import { readArticleFiles } from '../../scripts/articleFiles';
import { articleSource } from './articleSource';
import { missingLabels, readScreenSources, uiLabelParts } from './screenLabels';

/**
 * Articles name buttons, fields, pages and menus as `:ui[…]`; each such label (each step of a path) must
 * still be a text of the web app, so a renamed button makes this test fail until the article follows.
 */
describe('screen labels in articles', () => {
  const sources = readScreenSources();

  it.each(readArticleFiles().map((file) => [file.fileSlug, file.source]))(
    '%s names only labels the app has',
    (_slug, source) => {
      expect(missingLabels(uiLabelParts(parseArticle(source).blocks), sources)).toEqual([]);
    },
  );

  it('are found in the sources, and a label the app does not have is reported', () => {
    const blocks = parseArticle(
      articleSource([
        'Unter :ui[Einkauf] wählen Sie :ui[Konto-Menü → Knopf, den es nicht gibt].',
        '::::spalten',
        ':::spalte{breite="50"}',
        '- :ui[Aushang drucken]',
        ':::',
        '::::',
      ]),
    ).blocks;
    const parts = uiLabelParts(blocks);
    expect(parts).toEqual(['Einkauf', 'Konto-Menü', 'Knopf, den es nicht gibt', 'Aushang drucken']);
    expect(missingLabels(parts, ["label: 'Einkauf'", "'Aushang drucken'", 'Konto-Menü'])).toEqual([
      'Knopf, den es nicht gibt',
    ]);
  });

  it('reads the app without its tests', () => {
    const all = sources.join('\n');
    expect(all).toContain('Aushang drucken');
    expect(all).not.toContain("describe('");
  });
});

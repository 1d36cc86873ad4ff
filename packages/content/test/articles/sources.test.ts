/**
 * Sources the articles cite (issue #19, "Sources"): the current DGE editions, the official name of the
 * Bio-AHVV, no unsourced claims, and no promise of a video that does not exist. The editions and the date
 * they were checked are in docs/domain-rules.md.
 */
import { readArticleFiles } from '../../scripts/articleFiles';

/** The current editions (docs/domain-rules.md, "DGE check"): title as cited → edition as cited. */
const DGE_EDITIONS = {
  '„DGE-Qualitätsstandard für die Verpflegung in Kitas“': '(6. Auflage, 2020)',
  '„DGE-Qualitätsstandard für die Verpflegung in Schulen“': '(5. Auflage, 2020)',
};

const articles = readArticleFiles();
/** Body text of every article, one paragraph per entry (blank lines split). */
const paragraphs = articles.flatMap(({ fileSlug, source }) =>
  source.split(/\n\s*\n/).map((text) => ({ fileSlug, text: text.replace(/\s+/g, ' ') })),
);

describe('article sources', () => {
  it('cite the DGE standards by their current edition', () => {
    let cited = 0;
    for (const { fileSlug, text } of paragraphs) {
      for (const [title, edition] of Object.entries(DGE_EDITIONS)) {
        for (const at of text.split(title).slice(1)) {
          cited += 1;
          expect({ fileSlug, title, edition: at.trimStart().slice(0, edition.length) }).toEqual({
            fileSlug,
            title,
            edition,
          });
        }
      }
    }
    expect(cited).toBeGreaterThanOrEqual(4);
  });

  it('give no energy per lunch from superseded editions as if current', () => {
    const stale = paragraphs.filter(
      ({ text }) => /\b(320|380|520)\s?(kcal|Kilokalorien)/.test(text) && !text.includes('früheren Auflagen'),
    );
    expect(stale.map((p) => p.fileSlug)).toEqual([]);
  });

  it('make no claim of a DGE rule "seit 2023" without a source', () => {
    const claims = paragraphs.filter(({ text }) => /seit 2023 verlangt|verlangt[^.]*seit 2023/i.test(text));
    expect(claims.map((p) => p.fileSlug)).toEqual([]);
  });

  it('name the Bio-AHVV by its official short title', () => {
    const wrong = paragraphs.filter(({ text }) =>
      /Außer-Haus-Verpflegungs-Verordnung|Bio-AHV-Verordnung|Bio-Außer-Haus-Verordnung/.test(text),
    );
    expect(wrong.map((p) => p.fileSlug)).toEqual([]);
    expect(
      paragraphs.some(({ text }) => text.includes('Bio-Außer-Haus-Verpflegung-Verordnung (Bio-AHVV)')),
    ).toBe(true);
  });

  it('announce no video in the text before an embed (unpublished videos are not shown)', () => {
    const leadIns = articles.flatMap(({ fileSlug, source }) => {
      const lines = source.split('\n');
      return lines.flatMap((line, i) => {
        if (!line.startsWith('::video{')) return [];
        const before =
          lines
            .slice(0, i)
            .reverse()
            .find((l) => l.trim() !== '') ?? '';
        return before.trim().endsWith(':') && !before.startsWith(':') ? [{ fileSlug, before }] : [];
      });
    });
    expect(leadIns).toEqual([]);
  });
});

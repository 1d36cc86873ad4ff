import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ARTICLE_INDEX } from '../../src/articles/articleIndex';
import { ARTICLE_REDIRECTS, renamedArticleSlug } from '../../src/articles/articleRedirects';
import { CONTENT_ROOT, readArticleFiles } from '../../scripts/articleFiles';

const slugs = new Set(ARTICLE_INDEX.map((article) => article.slug));
const oldSlugs = Object.keys(ARTICLE_REDIRECTS);

interface HostingRedirect {
  source: string;
  destination: string;
  type: number;
}
const firebase = JSON.parse(readFileSync(join(CONTENT_ROOT, '..', '..', 'firebase.json'), 'utf8')) as {
  hosting: { redirects?: HostingRedirect[] };
};

/** Umlaut words of a title as the slug must not spell them: "Über" → "uber" (it must be "ueber"). */
function foldedUmlautWords(title: string): string[] {
  return (title.toLowerCase().match(/[\p{L}]+/gu) ?? [])
    .filter((word) => /[äöü]/.test(word))
    .map((word) => word.normalize('NFD').replace(/\p{M}/gu, ''));
}

describe('article slugs and redirects from the old ones', () => {
  it('spells Umlaute as ae/oe/ue and uses no underscores in any slug', () => {
    for (const { slug, title } of ARTICLE_INDEX) {
      expect(slug).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
      const words = slug.split('-');
      for (const folded of foldedUmlautWords(title))
        expect({ slug, folded: words.includes(folded) }).toEqual({ slug, folded: false });
    }
  });

  it('redirects every old slug to an existing article, and no old slug is an article', () => {
    expect(oldSlugs.length).toBeGreaterThan(0);
    for (const old of oldSlugs) {
      expect({ old, exists: slugs.has(old) }).toEqual({ old, exists: false });
      expect({ old, target: slugs.has(renamedArticleSlug(old)!) }).toEqual({ old, target: true });
    }
    expect(renamedArticleSlug('speiseplan')).toBeUndefined();
    expect(renamedArticleSlug('toString')).toBeUndefined();
  });

  it('answers every old slug with a 301 in the hosting configuration', () => {
    const articleRedirects = (firebase.hosting.redirects ?? []).filter((r) =>
      r.source.startsWith('/artikel/'),
    );
    expect(articleRedirects).toEqual(
      oldSlugs.map((old) => ({
        source: `/artikel/${old}`,
        destination: `/artikel/${ARTICLE_REDIRECTS[old]}`,
        type: 301,
      })),
    );
  });

  it('has no article linking to an old slug', () => {
    for (const { fileSlug, source } of readArticleFiles()) {
      const linked = oldSlugs.filter((old) => new RegExp(`/artikel/${old}(?![\\w-])`).test(source));
      expect({ fileSlug, linked }).toEqual({ fileSlug, linked: [] });
    }
  });
});

import type { ArticleMeta } from '../../src/articles/articleTypes';
import {
  articlesByCategory,
  featuredArticleMetas,
  sidebarArticleMetas,
  themaModuleName,
} from '../../scripts/articleSelections';
import { renderArticleIndex } from '../../scripts/renderArticleIndex';
import { propertyKey, quote } from '../../scripts/renderLiterals';

function meta(slug: string, category: ArticleMeta['category'], weight: number, title = slug): ArticleMeta {
  return { slug, category, title, teaser: `Über ${title}.`, image: `${slug}-800x450.svg`, weight };
}

const METAS = [
  meta('impressum', 'Sonstige', 200),
  meta('kochen', 'Küchenmanagement', 90),
  meta('team', 'Über uns', 120),
  meta('beta', 'Planer', 100, 'Beta'),
  meta('alpha', 'Planer', 100, 'Alpha'),
  meta('einkauf', 'Küchenmanagement', 110),
];

describe('featured articles', () => {
  it('takes the highest weights, equal weights by title, and leaves "Sonstige" out however heavy', () => {
    expect(featuredArticleMetas(METAS, 4).map((m) => m.slug)).toEqual(['team', 'einkauf', 'alpha', 'beta']);
  });

  it('takes all there are when there are fewer than asked for', () => {
    expect(featuredArticleMetas(METAS).map((m) => m.slug)).toHaveLength(5);
  });
});

describe('sidebar articles', () => {
  it('gives slug and title of each linked article once, in sidebar order', () => {
    const groups = { Eins: ['team', 'alpha'], Zwei: ['alpha', 'kochen'] };
    expect(sidebarArticleMetas(METAS, groups)).toEqual([
      { slug: 'team', title: 'team' },
      { slug: 'alpha', title: 'Alpha' },
      { slug: 'kochen', title: 'kochen' },
    ]);
  });

  it('fails with the slug when the sidebar links to a missing article', () => {
    expect(() => sidebarArticleMetas(METAS, { Eins: ['gibt-es-nicht'] })).toThrow(
      'Die Seitenleiste verweist auf „gibt-es-nicht“, doch diesen Artikel gibt es nicht.',
    );
  });
});

describe('Thema lists by category', () => {
  it('holds only categories with articles, each highest weight first', () => {
    expect(
      articlesByCategory(METAS).map(({ category, module, articles }) => [
        category,
        module,
        articles.map((m) => m.slug),
      ]),
    ).toEqual([
      ['Sonstige', 'themaSonstige', ['impressum']],
      ['Küchenmanagement', 'themaKuechenmanagement', ['einkauf', 'kochen']],
      ['Über uns', 'themaUeberUns', ['team']],
      ['Planer', 'themaPlaner', ['alpha', 'beta']],
    ]);
  });

  it('names modules in ASCII camel case', () => {
    expect(themaModuleName('Schulung und Beratung')).toBe('themaSchulungUndBeratung');
    expect(themaModuleName('Über uns')).toBe('themaUeberUns');
    expect(themaModuleName('Größe & Maß')).toBe('themaGroesseMass');
  });

  it('writes one module per category and a loader for each, and no other', () => {
    const files = renderArticleIndex(METAS, { Eins: ['team'] });
    expect(Object.keys(files).sort()).toEqual([
      'articleIndex.ts',
      'articleNavIndex.ts',
      'featuredArticles.ts',
      'thema/themaKuechenmanagement.ts',
      'thema/themaPlaner.ts',
      'thema/themaSonstige.ts',
      'thema/themaUeberUns.ts',
      'themaLoaders.ts',
    ]);
    expect(files['themaLoaders.ts']).toContain(
      "  Küchenmanagement: () => import('./thema/themaKuechenmanagement'),",
    );
    expect(files['themaLoaders.ts']).toContain("  'Über uns': () => import('./thema/themaUeberUns'),");
    expect(files['themaLoaders.ts']).not.toContain('Nachhaltigkeit');
  });
});

describe('literals', () => {
  it('quotes keys only where needed, as Prettier does', () => {
    expect(propertyKey('speiseplan')).toBe('speiseplan');
    expect(propertyKey('Küchenmanagement')).toBe('Küchenmanagement');
    expect(propertyKey('Über uns')).toBe("'Über uns'");
    expect(propertyKey('planer-einkauf')).toBe("'planer-einkauf'");
  });

  it('escapes quotes and backslashes', () => {
    expect(quote("Kita's \\ Küche")).toBe("'Kita\\'s \\\\ Küche'");
  });
});

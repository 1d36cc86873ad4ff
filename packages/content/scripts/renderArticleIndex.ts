/**
 * The generated article lists, each sized for the page that loads it: the frame's few sidebar titles, the
 * home page's featured cards, one module per category for `::thema` cards, and the whole index for Node
 * and tests (the web app does not load it).
 */
import type { ArticleMeta } from '../src/articles/articleTypes';
import { SIDEBAR_GROUP_SLUGS } from '../src/articles/sidebarArticles';
import { sortArticleMetas } from '../src/articles/sortArticleMetas';
import { articlesByCategory, featuredArticleMetas, sidebarArticleMetas } from './articleSelections';
import { GENERATED_HEADER, objectLiteral, propertyKey } from './renderLiterals';

/** Front matter fields in schema order (ArticleMetaSchema). */
const META_FIELDS = [
  'slug',
  'category',
  'title',
  'teaser',
  'image',
  'weight',
] as const satisfies readonly (keyof ArticleMeta)[];

/** Folder of the per-category modules, relative to src/articles. */
export const THEMA_FOLDER = 'thema';

/**
 * TypeScript source of every generated file, by path relative to src/articles (Prettier-compatible).
 * Throws when the sidebar names an article that does not exist.
 */
export function renderArticleIndex(
  metas: readonly ArticleMeta[],
  sidebar: Readonly<Record<string, readonly string[]>> = SIDEBAR_GROUP_SLUGS,
): Record<string, string> {
  const categories = articlesByCategory(metas);
  const files: Record<string, string> = {
    'articleIndex.ts': source(
      ["import type { ArticleMeta } from './articleTypes';"],
      [
        '/** Front matter of every article, highest weight first (Node and tests; the web app loads smaller lists). */',
        ...metaArray('export const ARTICLE_INDEX: readonly ArticleMeta[]', sortArticleMetas(metas)),
        '',
        '/** Every article slug, in index order. */',
        'export const articleSlugs: readonly string[] = ARTICLE_INDEX.map((article) => article.slug);',
      ],
    ),
    'articleNavIndex.ts': source(
      ["import type { ArticleNavMeta } from './articleTypes';"],
      [
        '/** Slug and title of the articles the sidebar links to (SIDEBAR_GROUP_SLUGS): what the frame needs. */',
        'export const ARTICLE_NAV_INDEX: readonly ArticleNavMeta[] = [',
        ...sidebarArticleMetas(metas, sidebar).map((meta) =>
          objectLiteral('  ', '', [
            ['slug', meta.slug],
            ['title', meta.title],
          ]),
        ),
        '];',
      ],
    ),
    'featuredArticles.ts': source(
      ["import type { ArticleMeta } from './articleTypes';"],
      [
        '/** The home page\'s articles with teaser and image: the highest weights, "Sonstige" left out. */',
        ...metaArray('export const FEATURED_ARTICLES: readonly ArticleMeta[]', featuredArticleMetas(metas)),
      ],
    ),
    'themaLoaders.ts': source(
      ["import type { ThemaModule } from './articleTypes';"],
      [
        '/** Loads the articles of one category for its `::thema` cards: one chunk per category in the web app. */',
        'export const THEMA_LOADERS: Readonly<Record<string, () => Promise<ThemaModule>>> = {',
        ...categories.map(
          ({ category, module }) =>
            `  ${propertyKey(category)}: () => import('./${THEMA_FOLDER}/${module}'),`,
        ),
        '};',
      ],
    ),
  };
  for (const { category, module, articles } of categories) {
    files[`${THEMA_FOLDER}/${module}.ts`] = source(
      ["import type { ArticleMeta } from '../articleTypes';"],
      [
        `/** The articles of the category ${category}, highest weight first (loaded through THEMA_LOADERS). */`,
        ...metaArray('const articles: readonly ArticleMeta[]', articles),
        'export default articles;',
      ],
    );
  }
  return files;
}

function source(imports: string[], body: string[]): string {
  return [...GENERATED_HEADER, ...imports, '', ...body, ''].join('\n');
}

function metaArray(declaration: string, metas: readonly ArticleMeta[]): string[] {
  return [
    `${declaration} = [`,
    ...metas.map((meta) =>
      objectLiteral(
        '  ',
        '',
        META_FIELDS.map((key) => [key, meta[key]]),
      ),
    ),
    '];',
  ];
}

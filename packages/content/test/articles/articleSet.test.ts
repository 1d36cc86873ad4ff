import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ARTICLE_INDEX, articleSlugs } from '../../src/articles/articleIndex';
import { ARTICLE_NAV_INDEX } from '../../src/articles/articleNavIndex';
import { FEATURED_ARTICLES } from '../../src/articles/featuredArticles';
import { SIDEBAR_GROUP_SLUGS } from '../../src/articles/sidebarArticles';
import { THEMA_LOADERS } from '../../src/articles/themaLoaders';
import { ARTICLE_CATEGORY_IDS, WORKSHOP_TYPE_IDS, WORKSHOP_TYPES } from '@speiseplaner/shared';
import type { Block, Inline } from '../../src/articles/articleTypes';
import { parseArticle } from '../../src/articles/parseArticle';
import { sortArticleMetas } from '../../src/articles/sortArticleMetas';
import { ARTICLE_SOURCES_DIR, IMAGES_DIR, readArticleFiles } from '../../scripts/articleFiles';
import { renderArticleIndex, THEMA_FOLDER } from '../../scripts/renderArticleIndex';

/** Every block of an article, column contents included. */
function allBlocks(blocks: Block[]): Block[] {
  return blocks.flatMap((block) =>
    block.kind === 'columns'
      ? [block, ...block.columns.flatMap((column) => allBlocks(column.blocks))]
      : [block],
  );
}

function allInlines(blocks: Block[]): Inline[] {
  return allBlocks(blocks).flatMap((block) => {
    if (block.kind === 'heading' || block.kind === 'paragraph' || block.kind === 'quote')
      return block.inlines;
    if (block.kind === 'list') return block.items.flat();
    return [];
  });
}

const files = readArticleFiles();
const failures: string[] = [];
const parsed = files.flatMap((file) => {
  try {
    return [{ file, ...parseArticle(file.source) }];
  } catch (error) {
    failures.push(`articles/${file.fileSlug}.md: ${(error as Error).message}`);
    return [];
  }
});
const slugs = new Set(parsed.map((article) => article.meta.slug));

/**
 * Articles the navigation, the workshop widget and the legal footer link to (docs/product.md, "Articles").
 */
const REQUIRED_SLUGS = [
  'speiseplan',
  'schulung-und-beratung',
  'ueber-den-planer',
  'kuechenmanagement',
  'nachhaltigkeit',
  'ueber-uns',
  'einfuehrung-in-das-neue-online-tool',
  'nachhaltige-verpflegung-in-kita-und-schule-oekologischer-und-ernaehrungsphysiologischer-hintergrund',
  'speiseplanung-unter-der-lupe',
  'klima-und-umweltbewusste-mensa',
  'kinder-unter-3-jahren-im-blick',
  'kochen-mit-getreide',
  'allergien-unvertraeglichkeiten',
  'gutes-essen-in-kita-und-schule',
  'brot-brotaufstriche',
  'datenschutz',
  'impressum',
  'kontakt',
  'agbs',
];

describe('the article set', () => {
  it('holds every article the site links to', () => {
    expect(REQUIRED_SLUGS.filter((slug) => !slugs.has(slug))).toEqual([]);
  });

  it('parses every file', () => {
    expect(files.length).toBeGreaterThanOrEqual(REQUIRED_SLUGS.length);
    expect(failures).toEqual([]);
  });

  it('names every file after its slug', () => {
    expect(
      parsed.filter(({ file, meta }) => file.fileSlug !== meta.slug).map(({ file }) => file.fileSlug),
    ).toEqual([]);
  });

  it('uses only the six categories and numeric weights', () => {
    for (const { meta } of parsed) {
      expect(ARTICLE_CATEGORY_IDS).toContain(meta.category);
      expect(Number.isFinite(meta.weight)).toBe(true);
    }
  });

  it('links internally only to existing articles', () => {
    const broken = parsed.flatMap(({ meta, blocks }) =>
      allInlines(blocks)
        .filter((inline) => inline.kind === 'link' && inline.href.startsWith('/artikel/'))
        .map((inline) => (inline.kind === 'link' ? inline.href.slice('/artikel/'.length) : ''))
        .filter((target) => !slugs.has(target))
        .map((target) => `${meta.slug} → ${target}`),
    );
    expect(broken).toEqual([]);
  });

  it('shows only images that exist in images/, embedded and as teaser image', () => {
    const missing = parsed.flatMap(({ meta, blocks }) => [
      ...(meta.image && !existsSync(join(IMAGES_DIR, meta.image)) ? [`${meta.slug}: ${meta.image}`] : []),
      ...allBlocks(blocks)
        .filter((block) => block.kind === 'image')
        .map((block) => (block.kind === 'image' ? block.src : ''))
        .filter((src) => !existsSync(join(IMAGES_DIR, src)))
        .map((src) => `${meta.slug}: ${src}`),
    ]);
    expect(missing).toEqual([]);
  });

  it('lists topics (::thema) only for categories that have articles', () => {
    const categoriesWithArticles = new Set(parsed.map(({ meta }) => meta.category));
    const empty = parsed.flatMap(({ meta, blocks }) =>
      allBlocks(blocks)
        .filter((block) => block.kind === 'thema' && !categoriesWithArticles.has(block.category as never))
        .map((block) => `${meta.slug}: ${block.kind === 'thema' ? block.category : ''}`),
    );
    expect(empty).toEqual([]);
  });

  it('embeds workshops only with known workshop types', () => {
    const types = parsed.flatMap(({ blocks }) =>
      allBlocks(blocks).flatMap((block) => (block.kind === 'workshops' && block.type ? [block.type] : [])),
    );
    for (const type of types) expect(WORKSHOP_TYPE_IDS).toContain(type);
  });

  it.each(WORKSHOP_TYPES.map((type) => [type.id, type.articleSlug]))(
    'lists the dates of workshop type %s in article %s',
    (type, slug) => {
      const article = parsed.find(({ meta }) => meta.slug === slug);
      const embedded = allBlocks(article?.blocks ?? []).filter((block) => block.kind === 'workshops');
      expect(embedded).toContainEqual({ kind: 'workshops', type });
    },
  );

  it('has up-to-date generated index files (regenerate with scripts/buildArticleIndex.ts)', () => {
    const generated = renderArticleIndex(parsed.map(({ meta }) => meta));
    const onDisk = Object.fromEntries(
      Object.keys(generated).map((path) => {
        const file = join(ARTICLE_SOURCES_DIR, path);
        return [path, existsSync(file) ? readFileSync(file, 'utf8') : '(fehlt)'];
      }),
    );
    expect(onDisk).toEqual(generated);
    // No module left over from a category that has no articles any more.
    const themaFiles = readdirSync(join(ARTICLE_SOURCES_DIR, THEMA_FOLDER)).map(
      (name) => `${THEMA_FOLDER}/${name}`,
    );
    expect(themaFiles.sort()).toEqual(
      Object.keys(generated)
        .filter((path) => path.startsWith(`${THEMA_FOLDER}/`))
        .sort(),
    );
  });

  it('indexes every article, highest weight first', () => {
    expect(ARTICLE_INDEX).toEqual(sortArticleMetas(parsed.map(({ meta }) => meta)));
    expect(articleSlugs).toEqual(ARTICLE_INDEX.map((meta) => meta.slug));
  });

  it('gives the frame the title of every sidebar article, and nothing more', () => {
    const sidebarSlugs = Object.values(SIDEBAR_GROUP_SLUGS).flat();
    expect(ARTICLE_NAV_INDEX).toEqual(
      sidebarSlugs.map((slug) => ({ slug, title: ARTICLE_INDEX.find((meta) => meta.slug === slug)?.title })),
    );
  });

  it('features the six heaviest articles outside "Sonstige" on the home page, with teaser and image', () => {
    expect(FEATURED_ARTICLES).toEqual(
      sortArticleMetas(ARTICLE_INDEX.filter((meta) => meta.category !== 'Sonstige')).slice(0, 6),
    );
  });

  it('loads the articles of each category for its Thema cards, highest weight first', async () => {
    const categories = [...new Set(ARTICLE_INDEX.map((meta) => meta.category))];
    expect(Object.keys(THEMA_LOADERS).sort()).toEqual([...categories].sort());
    for (const category of categories) {
      const { default: articles } = await THEMA_LOADERS[category]!();
      expect(articles).toEqual(ARTICLE_INDEX.filter((meta) => meta.category === category));
    }
  });
});

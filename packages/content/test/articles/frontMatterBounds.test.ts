/**
 * The article parser checks the bounds of ArticleMetaSchema by hand (the article page does not load zod).
 * These tests hold both to the same figures: what one accepts the other accepts, at and past each bound,
 * and every article of the site passes the schema.
 */
import {
  ArticleMetaSchema,
  MAX_ARTICLE_TEASER_LENGTH,
  MAX_ARTICLE_WEIGHT,
  MAX_NAME_LENGTH,
} from '@speiseplaner/shared';
import { parseArticle } from '../../src/articles/parseArticle';
import { articleSource } from './articleSource';
import { readArticleFiles } from '../../scripts/articleFiles';

const word = (length: number) => 'a'.repeat(length);

const CASES: [string, Record<string, string>, boolean][] = [
  ['title at the bound', { title: word(MAX_NAME_LENGTH) }, true],
  ['title past the bound', { title: word(MAX_NAME_LENGTH + 1) }, false],
  ['teaser at the bound', { teaser: word(MAX_ARTICLE_TEASER_LENGTH) }, true],
  ['teaser past the bound', { teaser: word(MAX_ARTICLE_TEASER_LENGTH + 1) }, false],
  ['slug at the bound', { slug: word(MAX_NAME_LENGTH) }, true],
  ['slug past the bound', { slug: word(MAX_NAME_LENGTH + 1) }, false],
  ['weight at the upper bound', { weight: String(MAX_ARTICLE_WEIGHT) }, true],
  ['weight past the lower bound', { weight: String(-MAX_ARTICLE_WEIGHT - 1) }, false],
];

describe('front matter bounds: parser and ArticleMetaSchema agree', () => {
  it.each(CASES)('%s', (_name, overrides, accepted) => {
    const parse = () => parseArticle(articleSource(['Text.'], overrides));
    if (!accepted) {
      expect(parse).toThrow(/Feld „(title|teaser|slug|weight)“ ist ungültig: erlaubt sind/);
      return;
    }
    const { meta } = parse();
    expect(ArticleMetaSchema.safeParse(meta).success).toBe(true);
  });

  it('refuses past each bound what the schema refuses', () => {
    for (const [, overrides, accepted] of CASES.filter(([, , ok]) => !ok)) {
      const { meta } = parseArticle(articleSource(['Text.']));
      const key = Object.keys(overrides)[0] as keyof typeof meta;
      const value = key === 'weight' ? Number(overrides[key]) : overrides[key];
      expect(ArticleMetaSchema.safeParse({ ...meta, [key]: value }).success).toBe(accepted);
    }
  });

  it('every article of the site passes the schema with its parsed front matter', () => {
    const files = readArticleFiles();
    expect(files.length).toBeGreaterThan(40);
    for (const { source } of files) {
      const { meta } = parseArticle(source);
      expect(ArticleMetaSchema.parse(meta)).toEqual(meta);
    }
  });
});

/** Article meta (docs/domain-shapes.md); videos are in video.ts. */
import { z } from './zod';
import { ARTICLE_CATEGORY_IDS } from '../catalogues/articleCategories';
import { NameSchema, SlugSchema, TextSchema } from './common';
import { MAX_ARTICLE_IMAGE_LENGTH, MAX_ARTICLE_TEASER_LENGTH, MAX_ARTICLE_WEIGHT } from './limits';

export const ArticleMetaSchema = z.strictObject({
  // Like every slug, hyphens only (the old underscore slugs redirect; docs/product.md, "Articles").
  slug: SlugSchema,
  category: z.enum(ARTICLE_CATEGORY_IDS),
  title: NameSchema,
  teaser: TextSchema.max(MAX_ARTICLE_TEASER_LENGTH).default(''),
  image: z.string().max(MAX_ARTICLE_IMAGE_LENGTH).default(''),
  /** Higher weight first. */
  weight: z.number().int().min(-MAX_ARTICLE_WEIGHT).max(MAX_ARTICLE_WEIGHT).default(0),
});
export type ArticleMeta = z.infer<typeof ArticleMetaSchema>;

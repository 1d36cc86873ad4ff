/** Article meta and video (docs/domain-shapes.md). */
import { z } from './zod';
import { ARTICLE_CATEGORY_IDS } from '../catalogues/articleCategories';
import { ArticleSlugSchema, NameSchema, SlugSchema, TextSchema } from './common';
import { MAX_ARTICLE_IMAGE_LENGTH, MAX_ARTICLE_TEASER_LENGTH, MAX_ARTICLE_WEIGHT } from './limits';

export const ArticleMetaSchema = z.strictObject({
  slug: ArticleSlugSchema,
  category: z.enum(ARTICLE_CATEGORY_IDS),
  title: NameSchema,
  teaser: TextSchema.max(MAX_ARTICLE_TEASER_LENGTH).default(''),
  image: z.string().max(MAX_ARTICLE_IMAGE_LENGTH).default(''),
  /** Higher weight first. */
  weight: z.number().int().min(-MAX_ARTICLE_WEIGHT).max(MAX_ARTICLE_WEIGHT).default(0),
});
export type ArticleMeta = z.infer<typeof ArticleMetaSchema>;

export const VideoSchema = z.strictObject({
  id: SlugSchema,
  title: NameSchema,
  topic: NameSchema,
  durationSeconds: z.number().int().nonnegative().max(36_000),
  /** Hosting id; '' until the operator fills it in. */
  videoId: z
    .string()
    .max(64)
    .regex(/^[A-Za-z0-9_-]*$/)
    .default(''),
});
export type Video = z.infer<typeof VideoSchema>;

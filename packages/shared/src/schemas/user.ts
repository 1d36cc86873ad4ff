/** User (one kitchen / institution) with default heads, own prices and feature flags. */
import { z } from './zod';
import { FEATURE_FLAG_IDS } from '../catalogues/featureFlags';
import { DEFAULT_HEADS, HeadcountsSchema, IdSchema, ShortTextSchema, SlugSchema, UrlSchema } from './common';
import { UserPriceSchema } from './ingredient';
import { MenuLineSchema } from './menuLine';

/** Longest letterhead text on printed pages (two or three short lines). */
export const MAX_LETTERHEAD_LENGTH = 300;

/** Most own prices one user keeps. */
export const MAX_USER_PRICES = 2000;

/** zod's record silently drops a `__proto__` key; we refuse the whole map instead. */
const PlainMapSchema = z.custom<Record<string, unknown>>(
  (v) =>
    typeof v === 'object' &&
    v !== null &&
    !Array.isArray(v) &&
    !Object.prototype.hasOwnProperty.call(v, '__proto__'),
  { message: 'Ungültige Preisliste' },
);

export const UserPricesSchema = PlainMapSchema.pipe(z.record(SlugSchema, UserPriceSchema)).refine(
  (m) => Object.keys(m).length <= MAX_USER_PRICES,
  { message: 'Zu viele eigene Preise' },
);
export type UserPrices = z.infer<typeof UserPricesSchema>;

const featureFlag = z.boolean().optional();
export const FeaturesSchema = z.strictObject({
  masterplan: featureFlag,
  plan: featureFlag,
  recipes: featureFlag,
  shopping: featureFlag,
  ingredients: featureFlag,
  usage: featureFlag,
  videos: featureFlag,
});
export type Features = z.infer<typeof FeaturesSchema>;
// The object above must list exactly the catalogue's flags.
const _flagsMatch: Record<(typeof FEATURE_FLAG_IDS)[number], unknown> = FeaturesSchema.shape;

export const UserSchema = z.strictObject({
  id: IdSchema,
  /** Institution name (free text). */
  name: ShortTextSchema.default(''),
  /** Optional text under the institution name on printed pages (address, phone; no logo). */
  letterhead: z.string().max(MAX_LETTERHEAD_LENGTH).default(''),
  /** Code of the kitchen's organic control body ("DE-ÖKO-006"); '' = not certified, no "Bio" on prints. */
  bioControlCode: z.string().max(40).default(''),
  /** Menülinie: 'mixed' (Mischkost) or 'vegetarian' (ovo-lacto-vegetarisch); decides the DGE criteria. */
  menuLine: MenuLineSchema.default('mixed'),
  nickName: ShortTextSchema.default(''),
  email: z.string().max(254).default(''),
  photoUrl: UrlSchema.default(''),
  heads: HeadcountsSchema.default(() => ({ ...DEFAULT_HEADS })),
  prices: UserPricesSchema.default(() => ({})),
  features: FeaturesSchema.default(() => ({})),
  admin: z.boolean().default(false),
});
export type User = z.infer<typeof UserSchema>;
export type UserInput = z.input<typeof UserSchema>;

/**
 * The signed-in person in their current kitchen, as every answer carries it: the person (nickName, email,
 * photoUrl, admin) and the kitchen's settings (institution, letterhead, heads, own prices, own allergen marks,
 * feature flags, version), with the role and the list of the person's kitchens. Stored apart:
 * docs/data-model.md, "Kitchens and people".
 */
import { z } from './zod';
import { ALLERGEN_IDS } from '../catalogues/allergens';
import { FEATURE_FLAG_IDS } from '../catalogues/featureFlags';
import {
  DEFAULT_HEADS,
  HeadcountsSchema,
  IdSchema,
  ShortTextSchema,
  SlugSchema,
  UrlSchema,
  VersionSchema,
} from './common';
import { UserPriceSchema } from './ingredient';
import { MenuLineSchema } from './menuLine';
import { singleLine } from './plainText';
import { KitchenEntrySchema, KitchenRoleSchema, MAX_KITCHENS_PER_PERSON } from './kitchen';
import { MAX_ORGANISATIONS_PER_PERSON, OrganisationEntrySchema, OrganisationRefSchema } from './organisation';

/** Longest letterhead text on printed pages (two or three short lines). */
export const MAX_LETTERHEAD_LENGTH = 300;

/** Most own prices one user keeps. */
export const MAX_USER_PRICES = 2000;

/** Most ingredients with own allergen marks one user keeps. */
export const MAX_USER_ALLERGENS = 500;

/** Longest reason of own allergen marks ("Fladenbrot vom Bäcker Yilmaz: mit Sesam"). */
export const MAX_ALLERGEN_REASON_LENGTH = 200;

/** zod's record silently drops a `__proto__` key; we refuse the whole map instead. */
const plainMapSchema = (message: string) =>
  z.custom<Record<string, unknown>>(
    (v) =>
      typeof v === 'object' &&
      v !== null &&
      !Array.isArray(v) &&
      !Object.prototype.hasOwnProperty.call(v, '__proto__'),
    { message },
  );
const PlainMapSchema = plainMapSchema('Ungültige Preisliste');

export const UserPricesSchema = PlainMapSchema.pipe(z.record(SlugSchema, UserPriceSchema)).refine(
  (m) => Object.keys(m).length <= MAX_USER_PRICES,
  { message: 'Zu viele eigene Preise' },
);
export type UserPrices = z.infer<typeof UserPricesSchema>;

const AllergenIdListSchema = z.array(z.enum(ALLERGEN_IDS)).max(ALLERGEN_IDS.length);

/** The reason a kitchen gives for its own allergen marks of an ingredient (trimmed, 1–200 characters, one line). */
export const AllergenReasonSchema = singleLine(
  z
    .string()
    .trim()
    .min(1, 'Bitte nennen Sie den Grund (z. B. das Produkt und seinen Hersteller).')
    .max(
      MAX_ALLERGEN_REASON_LENGTH,
      `Der Grund darf höchstens ${MAX_ALLERGEN_REASON_LENGTH} Zeichen lang sein.`,
    ),
);

/**
 * A kitchen's own allergen marks of one ingredient: what its product carries beyond the catalogue (`add`)
 * and what it lacks (`remove`), with the reason. Kept as a difference, so a later catalogue change of
 * other marks still reaches the kitchen (docs/domain-rules.md, "A kitchen's own allergen marks").
 */
export const UserAllergenSchema = z.strictObject({
  add: AllergenIdListSchema,
  remove: AllergenIdListSchema,
  reason: AllergenReasonSchema,
});
export type UserAllergen = z.infer<typeof UserAllergenSchema>;

export const UserAllergensSchema = plainMapSchema('Ungültige Allergenliste')
  .pipe(z.record(SlugSchema, UserAllergenSchema))
  .refine((m) => Object.keys(m).length <= MAX_USER_ALLERGENS, { message: 'Zu viele eigene Allergenangaben' });
export type UserAllergens = z.infer<typeof UserAllergensSchema>;

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
  /** The Aushang shows a cover photo per day (issue #33); off until the Küchenleitung switches it on. */
  noticePhotos: z.boolean().default(false),
  /** Menülinie: 'mixed' (Mischkost) or 'vegetarian' (ovo-lacto-vegetarisch); decides the DGE criteria. */
  menuLine: MenuLineSchema.default('mixed'),
  nickName: ShortTextSchema.default(''),
  email: z.string().max(254).default(''),
  photoUrl: UrlSchema.default(''),
  heads: HeadcountsSchema.default(() => ({ ...DEFAULT_HEADS })),
  prices: UserPricesSchema.default(() => ({})),
  /**
   * The price list of the Träger the current kitchen belongs to (a copy kept on the kitchen document;
   * {} = none): under the kitchen's own prices, over the catalogue (shared prices/inheritedPrices.ts).
   */
  organisationPrices: UserPricesSchema.default(() => ({})),
  /** Own allergen marks of the kitchen's products, `slug → { add, remove, reason }` (user/allergens). */
  allergens: UserAllergensSchema.default(() => ({})),
  features: FeaturesSchema.default(() => ({})),
  admin: z.boolean().default(false),
  /**
   * Version of the profile fields the kitchen edits (name, letterhead, bioControlCode, noticePhotos,
   * menuLine, heads): user/updateProfile checks and raises it. A document stored before it existed has
   * none and counts as version 0 (docs/data-model.md, "users").
   */
  version: VersionSchema.default(0),
  /**
   * The kitchen this answer is about (the caller's current kitchen; docs/data-model.md, "Kitchens and
   * people"): the fields above from `name` to `version` (except nickName, email, photoUrl and admin, which
   * are the person's) are that kitchen's. '' = the person belongs to no kitchen yet.
   */
  kitchenId: z.union([IdSchema, z.literal('')]).default(''),
  /** The person's role in that kitchen. */
  role: KitchenRoleSchema.default('lead'),
  /** Every kitchen the person belongs to (the kitchen switcher). */
  kitchens: z
    .array(KitchenEntrySchema)
    .max(MAX_KITCHENS_PER_PERSON)
    .default(() => []),
  /** The Träger the current kitchen belongs to (null: none; docs/data-model.md, "Organisations (Träger)"). */
  organisation: OrganisationRefSchema.nullable().default(null),
  /** Every Träger the person leads as Träger-Leitung (the Träger menu). */
  organisations: z
    .array(OrganisationEntrySchema)
    .max(MAX_ORGANISATIONS_PER_PERSON)
    .default(() => []),
});
export type User = z.infer<typeof UserSchema>;
export type UserInput = z.input<typeof UserSchema>;

/** Ingredient with its price history, the user's own price, and a price change (docs/domain-shapes.md). */
import { z } from './zod';
import { ALLERGEN_IDS } from '../catalogues/allergens';
import { FOOD_GROUP_IDS } from '../catalogues/foodGroups';
import { UNIT_IDS } from '../catalogues/units';
import {
  AmountSchema,
  DateStringSchema,
  MoneySchema,
  NameSchema,
  PositiveAmountSchema,
  SlugSchema,
  UrlSchema,
  VersionSchema,
} from './common';

/** Most price entries one ingredient keeps. */
export const MAX_PRICE_ENTRIES = 500;

export const PriceEntrySchema = z.strictObject({
  /** Euro for `referenceAmount` units, from `fromDate` on. */
  price: MoneySchema,
  fromDate: DateStringSchema,
  referenceAmount: PositiveAmountSchema,
});
export type PriceEntry = z.infer<typeof PriceEntrySchema>;

/** A user's own purchase price: `price` euro for `amount` units. */
export const UserPriceSchema = z.strictObject({ price: MoneySchema, amount: PositiveAmountSchema });
export type UserPrice = z.infer<typeof UserPriceSchema>;

/** A price change as the price dialog sends it. */
export const PriceChangeSchema = z.strictObject({
  slug: SlugSchema,
  price: MoneySchema,
  amount: PositiveAmountSchema,
  fromDate: DateStringSchema,
});
export type PriceChange = z.infer<typeof PriceChangeSchema>;

const per100 = AmountSchema.max(100_000);
export const ComponentsSchema = z.strictObject({
  protein: per100.default(0),
  carbs: per100.default(0),
  fat: per100.default(0),
  fiber: per100.default(0),
  salt: per100.default(0),
});
export type Components = z.infer<typeof ComponentsSchema>;

const flag = z.boolean().optional();

/** The ingredient's fields without the cross-field check (for deriving drafts). */
export const IngredientFieldsSchema = z.strictObject({
  slug: SlugSchema,
  name: NameSchema,
  link: UrlSchema.default(''),
  unit: z.enum(UNIT_IDS),
  /** Amount of `unit` a price refers to (base 100). */
  referenceAmount: PositiveAmountSchema.default(100),
  /** Edible part of `referenceAmount` after peeling/cleaning. */
  netReferenceAmount: PositiveAmountSchema,
  /** Grams of `referenceAmount`. */
  referenceAmountInG: PositiveAmountSchema,
  prices: z
    .array(PriceEntrySchema)
    .max(MAX_PRICE_ENTRIES)
    .default(() => []),
  /** kcal per 100 g. */
  calories: AmountSchema.max(1000).default(0),
  components: ComponentsSchema.default(() => ({ protein: 0, carbs: 0, fat: 0, fiber: 0, salt: 0 })),
  foodGroup: z.enum(FOOD_GROUP_IDS).default('other'),
  allergens: z
    .array(z.enum(ALLERGEN_IDS))
    .max(ALLERGEN_IDS.length)
    .default(() => []),
  isCereal: flag,
  isRice: flag,
  isPotato: flag,
  isLegume: flag,
  isMeat: flag,
  isNotVegetarian: flag,
  isNotVegan: flag,
  isNoodle: flag,
  isWholeGrain: flag,
  isPotatoProduct: flag,
  isFish: flag,
  isFattyFish: flag,
  isLeanMeat: flag,
  isSweet: flag,
  notForInfants: flag,
  isFatProduct: flag,
  notAgricultural: flag,
  isOrganic: z.boolean().default(true),
  version: VersionSchema.default(0),
});

export const IngredientSchema = IngredientFieldsSchema.refine(
  (i) => i.netReferenceAmount <= i.referenceAmount,
  {
    message: 'Die essbare Menge darf nicht größer als die Bezugsmenge sein',
    path: ['netReferenceAmount'],
  },
);
export type Ingredient = z.infer<typeof IngredientSchema>;
/** An ingredient as written by hand or sent by a client: defaults may be left out. */
export type IngredientInput = z.input<typeof IngredientSchema>;

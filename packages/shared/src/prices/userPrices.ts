/** A user's own purchase prices override the shared price, for that user only. */
import { DomainError } from '../errors';
import { IngredientSchema, UserPriceSchema, type PriceEntry, type UserPrice } from '../schemas/ingredient';
import { parseOrThrow } from '../schemas/validate';
import { SlugSchema } from '../schemas/common';
import { UserPricesSchema, type UserPrices } from '../schemas/user';
import { currentPriceEntry } from './currentPrice';

export type PriceSource = 'user' | 'catalogue' | 'none';

export interface EffectivePrice {
  /** Euro for `amount` units of the ingredient's unit. */
  price: number;
  amount: number;
  source: PriceSource;
}

/** The price that counts for a user: own price first, else the current shared price, else 0 ('none'). */
export function effectivePrice(
  ingredientData: unknown,
  userPriceData: unknown,
  today: string,
): EffectivePrice {
  const ingredient = parseOrThrow(IngredientSchema, ingredientData, 'Zutat');
  const userPrices =
    userPriceData === undefined ? undefined : parseOrThrow(UserPricesSchema, userPriceData, 'eigene Preise');
  const own =
    userPrices && Object.prototype.hasOwnProperty.call(userPrices, ingredient.slug)
      ? userPrices[ingredient.slug]
      : undefined;
  if (own) return { price: own.price, amount: own.amount, source: 'user' };
  const entry: PriceEntry | undefined = currentPriceEntry(ingredient.prices, today);
  if (entry) return { price: entry.price, amount: entry.referenceAmount, source: 'catalogue' };
  return { price: 0, amount: ingredient.referenceAmount, source: 'none' };
}

/** A new price map with the user's own price for one ingredient set (the price dialog saves the whole map). */
export function setUserPrice(userPriceMap: UserPrices, slug: string, price: UserPrice): UserPrices {
  const userPrices = parseOrThrow(UserPricesSchema, userPriceMap, 'eigene Preise');
  if (!SlugSchema.safeParse(slug).success)
    throw new DomainError('invalid-argument', `Ungültige Zutat: ${slug}.`);
  const checked = UserPriceSchema.safeParse(price);
  if (!checked.success)
    throw new DomainError(
      'invalid-argument',
      'Der eigene Preis braucht einen Preis ab 0 und eine Menge über 0.',
    );
  return { ...userPrices, [slug]: checked.data };
}

/** A new price map without the user's own price for one ingredient (the shared price applies again). */
export function removeUserPrice(userPrices: UserPrices, slug: string): UserPrices {
  const next = { ...parseOrThrow(UserPricesSchema, userPrices, 'eigene Preise') };
  delete next[slug];
  return next;
}

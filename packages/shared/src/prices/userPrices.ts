/** A user's own purchase prices override the shared price, for that user only. */
import { DomainError } from '../errors';
import {
  isAmount,
  isPositiveAmount,
  positiveAmount,
  refuseAmount,
  refusePositiveAmount,
} from '../schemas/guards';
import { UserPriceSchema, type Ingredient, type PriceEntry, type UserPrice } from '../schemas/ingredient';
import { SlugSchema } from '../schemas/common';
import { MAX_USER_PRICES, type UserPrices } from '../schemas/user';
import { currentPriceEntry } from './currentPrice';

/** Where a price came from: the kitchen's own, its Träger's list, the catalogue, or none (0 €). */
export type PriceSource = 'user' | 'organisation' | 'catalogue' | 'none';

export interface EffectivePrice {
  /** Euro for `amount` units of the ingredient's unit. */
  price: number;
  amount: number;
  source: PriceSource;
}

/**
 * The price that counts for a kitchen: own price first, else its Träger's price (`organisationPrices`), else
 * the current shared price, else 0 ('none'). Refuses a price below 0 or not a number, and an amount not
 * above 0 (the cost divides by it).
 */
export function effectivePrice(
  ingredient: Pick<Ingredient, 'slug' | 'prices' | 'referenceAmount'>,
  userPrices: UserPrices | undefined,
  today: string,
  organisationPrices?: UserPrices,
): EffectivePrice {
  const own = listedPrice(userPrices, ingredient.slug);
  if (own) {
    if (!isAmount(own.price)) refuseAmount('eigener Preis', own.price, `${ingredient.slug}.price`);
    if (!isPositiveAmount(own.amount))
      refusePositiveAmount('Menge des eigenen Preises', own.amount, `${ingredient.slug}.amount`);
    return { price: own.price, amount: own.amount, source: 'user' };
  }
  const inherited = listedPrice(organisationPrices, ingredient.slug);
  if (inherited) {
    if (!isAmount(inherited.price))
      refuseAmount('Preis des Trägers', inherited.price, `${ingredient.slug}.price`);
    if (!isPositiveAmount(inherited.amount))
      refusePositiveAmount('Menge des Trägerpreises', inherited.amount, `${ingredient.slug}.amount`);
    return { price: inherited.price, amount: inherited.amount, source: 'organisation' };
  }
  const entry: PriceEntry | undefined = currentPriceEntry(ingredient.prices, today);
  if (entry) return { price: entry.price, amount: entry.referenceAmount, source: 'catalogue' };
  return {
    price: 0,
    amount: positiveAmount(ingredient.referenceAmount, 'Bezugsmenge der Zutat', 'referenceAmount'),
    source: 'none',
  };
}

function listedPrice(prices: UserPrices | undefined, slug: string): UserPrice | undefined {
  return prices && Object.prototype.hasOwnProperty.call(prices, slug) ? prices[slug] : undefined;
}

/**
 * A new price map with the user's own price for one ingredient set (the price dialog saves the whole map).
 * The new price is what a user typed, so it is checked here against the schema; the map is taken as it is.
 */
export function setUserPrice(userPrices: UserPrices, slug: string, price: UserPrice): UserPrices {
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
  const next = { ...userPrices };
  delete next[slug];
  return next;
}

/** One change of the own prices as the client sends it: a new own price, or `null` to remove it. */
export interface UserPriceChange {
  slug: string;
  price: UserPrice | null;
}

/** Keys that must never become a property name in a map (prototype pollution, reserved `__x__` names). */
export function isDangerousKey(key: string): boolean {
  return key === '__proto__' || key === 'constructor' || key === 'prototype' || /^__.*__$/.test(key);
}

/**
 * The price map with `changes` applied one after the other; every other entry stays as stored, so two
 * devices changing different ingredients both keep their prices. Refuses (nothing changes) a dangerous key,
 * a slug that is not a slug, and an ingredient the catalogue does not know; removing a stored price of an
 * ingredient that left the catalogue is allowed.
 */
export function applyUserPriceChanges(
  userPrices: UserPrices,
  changes: readonly UserPriceChange[],
  inCatalogue: (slug: string) => boolean,
): UserPrices {
  let next: UserPrices = { ...userPrices };
  for (const { slug, price } of changes) {
    if (isDangerousKey(slug))
      throw new DomainError('invalid-argument', `Unzulässiger Zutatenname „${slug}“.`);
    if (!SlugSchema.safeParse(slug).success)
      throw new DomainError('invalid-argument', `Ungültige Zutat: ${slug}.`);
    const stored = Object.prototype.hasOwnProperty.call(next, slug);
    if (!inCatalogue(slug) && !(price === null && stored))
      throw new DomainError(
        'invalid-argument',
        `Die Zutat „${slug}“ gibt es nicht im Zutatenkatalog; ihr Preis wurde nicht gespeichert.`,
      );
    next = price === null ? removeUserPrice(next, slug) : setUserPrice(next, slug, price);
  }
  if (Object.keys(next).length > MAX_USER_PRICES)
    throw new DomainError('invalid-argument', `Höchstens ${MAX_USER_PRICES} eigene Preise.`);
  return next;
}

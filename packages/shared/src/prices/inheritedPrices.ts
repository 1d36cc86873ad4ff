/**
 * The prices a kitchen of a Träger works with (docs/domain-rules.md, "Prices"): its own prices, under
 * them the Träger's price list, under that the catalogue. effectivePrice (userPrices.ts) says which
 * source a price came from; PRICE_SOURCE_LABELS names the sources on screen.
 */
import { DomainError } from '../errors';
import { MAX_USER_PRICES, type UserPrices } from '../schemas/user';
import { isDangerousKey, type PriceSource } from './userPrices';

/**
 * The kitchen's own prices over the Träger's: one map to cost with (own wins per ingredient). A kitchen of
 * no Träger has `{}` as organisation prices and gets its own prices unchanged.
 */
export function kitchenPrices(own: UserPrices, organisation: UserPrices | undefined): UserPrices {
  if (!organisation || Object.keys(organisation).length === 0) return own;
  return { ...organisation, ...own };
}

/** How the screens name where a price came from. */
export const PRICE_SOURCE_LABELS: Readonly<Record<PriceSource, string>> = {
  user: 'eigene',
  organisation: 'Träger',
  catalogue: 'Katalog',
  none: 'ohne Preis',
};

/**
 * Refuses a Träger's price list (org/savePrices; nothing is written then): more than MAX_USER_PRICES
 * entries, a key that must never become a property name, an ingredient the catalogue does not know.
 */
export function assertOrganisationPrices(prices: UserPrices, inCatalogue: (slug: string) => boolean): void {
  const slugs = Object.keys(prices);
  if (slugs.length > MAX_USER_PRICES)
    throw new DomainError(
      'invalid-argument',
      `Die Preisliste des Trägers darf höchstens ${MAX_USER_PRICES} Preise enthalten.`,
    );
  const dangerous = slugs.find(isDangerousKey);
  if (dangerous !== undefined)
    throw new DomainError('invalid-argument', `Unzulässiger Zutatenname „${dangerous}“.`);
  const unknown = slugs.filter((slug) => !inCatalogue(slug));
  if (unknown.length > 0) {
    const named = unknown
      .slice(0, 3)
      .map((slug) => `„${slug}“`)
      .join(', ');
    const more = unknown.length > 3 ? ` und ${unknown.length - 3} weitere` : '';
    const what = unknown.length === 1 ? 'Die Zutat' : 'Die Zutaten';
    throw new DomainError(
      'invalid-argument',
      `${what} ${named}${more} gibt es nicht im Zutatenkatalog; die Preisliste wurde nicht gespeichert.`,
    );
  }
}

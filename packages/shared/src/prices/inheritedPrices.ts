/**
 * The prices a kitchen of a Träger works with (docs/domain-rules.md, "Prices"): its own prices, under
 * them the Träger's price list, under that the catalogue. effectivePrice (userPrices.ts) says which
 * source a price came from; PRICE_SOURCE_LABELS names the sources on screen.
 */
import type { UserPrices } from '../schemas/user';
import type { PriceSource } from './userPrices';

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

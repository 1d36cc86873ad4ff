/**
 * user/prices: changes of the caller's own purchase prices, one per ingredient (a price, or null to remove
 * it). They are applied to the stored map inside a transaction, so two devices that change different
 * ingredients both keep their prices. Only ingredients of the catalogue get a price; dangerous keys and
 * unknown ingredients are refused with a German message, and then nothing is written.
 */
import { applyUserPriceChanges } from '@speiseplaner/shared';
import { defineHandler } from '../../lib/action';
import { updateOwnCatalogueField } from '../../lib/ownCatalogueField';

export const setUserPrices = defineHandler('user/prices', {
  handler: ({ changes }, ctx) =>
    updateOwnCatalogueField(ctx, 'prices', (stored, items) => {
      const known = new Set(items.map((i) => i.slug));
      return applyUserPriceChanges(stored, changes, (slug) => known.has(slug));
    }),
});

/**
 * user/allergens: changes of the caller's own allergen marks, one per ingredient (every mark its product
 * carries and why, or null to follow the catalogue again). Stored as the difference to the catalogue's
 * marks, applied to the stored map inside a transaction like user/prices, so two devices that change
 * different ingredients both keep theirs. Unknown ingredients, dangerous keys and a missing reason are
 * refused with a German message, and then nothing is written (docs/domain-rules.md, "A kitchen's own
 * allergen marks").
 */
import { applyUserAllergenChanges } from '@speiseplaner/shared';
import { defineHandler } from '../../lib/action';
import { updateOwnCatalogueField } from '../../lib/ownCatalogueField';

export const setUserAllergens = defineHandler('user/allergens', {
  handler: ({ changes }, ctx) =>
    updateOwnCatalogueField(ctx, 'allergens', (stored, items) => {
      const bySlug = new Map(items.map((i) => [i.slug, i]));
      return applyUserAllergenChanges(stored, changes, (slug) => bySlug.get(slug));
    }),
});

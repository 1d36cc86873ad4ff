/**
 * org/savePrices (Träger-Leitung): replaces the Träger's whole price list (`{}` removes it). Only
 * catalogue ingredients (shared assertOrganisationPrices); a save naming an older version than the stored
 * one is refused, the same list again is answered unchanged. In one transaction it writes
 * `organisations/{orgId}/meta/prices` and the copy `organisationPrices` on every member kitchen that still
 * names this Träger, so each kitchen's costs use the new prices from its next save on (docs/product.md,
 * "Träger"). Reads: the catalogue, then in the transaction the Träger (checking the caller leads it) and
 * the price list, then the member kitchens (at most MAX_KITCHENS_PER_ORGANISATION) in one getAll;
 * docs/data-model.md, "Reads per action".
 */
import { assertOrganisationPrices, sameContent } from '@speiseplaner/shared';
import { defineHandler } from '../../lib/action';
import { staleVersion } from '../../lib/errors';
import { PATHS } from '../../lib/paths';
import { kitchenDocOf, organisationDocOf } from '../../lib/profile';
import { readDocs } from '../../lib/reads';
import { plain } from '../../lib/sameContent';
import { readCatalogue } from '../ingredients/catalogue';
import { organisationPricesAnswer, organisationPricesOf } from './prices';

export const saveOrganisationPrices = defineHandler('org/savePrices', {
  profile: 'handler',
  handler: async ({ organisationId, prices, version }, ctx) => {
    const { db } = ctx;
    const catalogue = await readCatalogue(db);
    const known = new Set(catalogue.items.map((i) => i.slug));
    const organisationRef = ctx.organisationRef!;
    const pricesRef = db.doc(PATHS.organisationPrices(organisationId));
    return db.runTransaction(async (tx) => {
      const [organisationSnap, pricesSnap] = await readDocs([organisationRef, pricesRef], tx);
      ctx.authorize(organisationSnap?.data());
      const organisation = organisationDocOf(organisationSnap?.data())!;
      const stored = organisationPricesOf(pricesSnap?.data());
      if (sameContent(stored.prices, prices)) return organisationPricesAnswer(stored);
      if (version !== stored.version) throw staleVersion('Die Preisliste des Trägers');
      assertOrganisationPrices(prices, (slug) => known.has(slug));
      const kitchenIds = Object.keys(organisation.kitchens);
      const kitchenRefs = kitchenIds.map((id) => db.doc(PATHS.kitchen(id)));
      const kitchenSnaps = kitchenRefs.length > 0 ? await readDocs(kitchenRefs, tx) : [];
      const saved = {
        prices: plain(prices),
        version: stored.version + 1,
        updatedAt: Date.now(),
        updatedBy: ctx.auth!.uid,
      };
      tx.set(pricesRef, saved);
      kitchenSnaps.forEach((snap, i) => {
        // A kitchen that left meanwhile or is gone gets no copy.
        if (kitchenDocOf(snap?.data())?.organisation?.id === organisationId)
          tx.update(kitchenRefs[i]!, 'organisationPrices', saved.prices);
      });
      return organisationPricesAnswer(saved);
    });
  },
});

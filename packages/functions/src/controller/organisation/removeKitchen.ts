/**
 * org/removeKitchen (Träger-Leitung): a kitchen no longer belongs to the Träger. In one transaction the
 * org document loses its `kitchens` entry (its version rises) and the kitchen its `organisation` and its
 * copy of the Träger's prices, when it still names this Träger. The kitchen's summaries stay (history);
 * the overview lists only the org document's kitchens. docs/data-model.md, "Organisations (Träger)".
 */
import { FieldValue } from 'firebase-admin/firestore';
import { removeKitchenRefusal } from '@speiseplaner/shared';
import { defineHandler } from '../../lib/action';
import { keepOrganisationRecipes } from '../../lib/organisationRecipeCopies';
import { PATHS } from '../../lib/paths';
import { kitchenDocOf, organisationDocOf } from '../../lib/profile';
import { readDocs } from '../../lib/reads';
import { refuseIf } from '../team/team';
import { organisationKitchenField } from './organisation';

export const removeOrganisationKitchen = defineHandler('org/removeKitchen', {
  profile: 'handler',
  handler: async ({ organisationId, kitchenId }, ctx) => {
    const { db } = ctx;
    const organisationRef = ctx.organisationRef!;
    const kitchenRef = db.doc(PATHS.kitchen(kitchenId));
    await db.runTransaction(async (tx) => {
      const [organisationSnap, kitchenSnap] = await readDocs([organisationRef, kitchenRef], tx);
      ctx.authorize(organisationSnap?.data());
      const organisation = organisationDocOf(organisationSnap?.data())!;
      refuseIf(removeKitchenRefusal(organisation, kitchenId));
      // Reads before the writes: the Träger's recipes the kitchen keeps (lib/organisationRecipeCopies.ts).
      if (kitchenDocOf(kitchenSnap?.data())?.organisation?.id === organisationId)
        await keepOrganisationRecipes(tx, db, {
          kitchenId,
          organisationId,
          organisationName: organisation.name,
          guest: false,
          byLead: true,
        });
      tx.update(
        organisationRef,
        organisationKitchenField(kitchenId),
        FieldValue.delete(),
        'version',
        organisation.version + 1,
      );
      const kitchen = kitchenDocOf(kitchenSnap?.data());
      if (kitchen?.organisation?.id === organisationId)
        tx.update(kitchenRef, 'organisation', FieldValue.delete(), 'organisationPrices', {});
    });
    return { kitchenId };
  },
});

/**
 * org/leave (Küchenleitung of the current kitchen): the current kitchen leaves its Träger. In one
 * transaction the kitchen loses `organisation` and its copy of the Träger's prices, and the org document
 * its `kitchens` entry (its version rises). The kitchen's summaries stay (history); the overview lists
 * only the org document's kitchens.
 * The kitchen keeps the Träger's listed recipes as own ones (lib/organisationRecipeCopies.ts).
 * docs/data-model.md, "Organisations (Träger)".
 */
import { FieldValue } from 'firebase-admin/firestore';
import { leaveOrganisationRefusal, type KitchenDoc, type PersonDoc } from '@speiseplaner/shared';
import { defineHandler } from '../../lib/action';
import { notFound, userMissing } from '../../lib/errors';
import { isGuest } from '../../lib/kitchenCaps';
import { keepOrganisationRecipes } from '../../lib/organisationRecipeCopies';
import { PATHS } from '../../lib/paths';
import { kitchenDocOf, organisationDocOf, personOf } from '../../lib/profile';
import { readDoc, readDocs } from '../../lib/reads';
import { currentKitchen, refuseIf, userIn } from '../team/team';
import { organisationKitchenField } from './organisation';

export const leaveOrganisation = defineHandler('org/leave', {
  profile: 'handler',
  handler: async (_payload, ctx) => {
    const { db } = ctx;
    const uid = ctx.auth!.uid;
    const { kitchenId, kitchenRef } = currentKitchen(ctx);
    const personRef = db.doc(PATHS.person(uid));
    const left = await db.runTransaction(async (tx): Promise<{ kitchen: KitchenDoc; person: PersonDoc }> => {
      const [kitchenSnap, personSnap] = await readDocs([kitchenRef, personRef], tx);
      ctx.authorize(kitchenSnap?.data());
      const kitchen = kitchenDocOf(kitchenSnap?.data());
      if (!kitchen) throw notFound('Die Küche');
      const person = personOf(personSnap?.data());
      if (!person) throw userMissing();
      refuseIf(leaveOrganisationRefusal(kitchen));
      const organisationRef = db.doc(PATHS.organisation(kitchen.organisation!.id));
      const organisation = organisationDocOf((await readDoc(organisationRef, tx)).data());
      // Reads before the writes: the Träger's recipes the kitchen keeps, so its weeks still save.
      await keepOrganisationRecipes(tx, db, {
        kitchenId,
        organisationId: kitchen.organisation!.id,
        organisationName: organisation?.name || kitchen.organisation!.name,
        guest: isGuest(ctx),
        byLead: false,
      });
      tx.update(kitchenRef, 'organisation', FieldValue.delete(), 'organisationPrices', {});
      if (organisation?.kitchens[kitchenId])
        tx.update(
          organisationRef,
          organisationKitchenField(kitchenId),
          FieldValue.delete(),
          'version',
          organisation.version + 1,
        );
      const rest = { ...kitchen, organisationPrices: {} };
      delete rest.organisation;
      return { kitchen: rest, person };
    });
    return { user: await userIn(db, uid, left.person, { id: kitchenId, doc: left.kitchen }) };
  },
});

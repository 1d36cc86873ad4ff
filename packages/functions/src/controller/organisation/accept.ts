/**
 * org/accept (Küchenleitung of the current kitchen): the current kitchen joins the Träger of an
 * invitation's link. The shared rule decides (joinOrganisationRefusal): the link works (not used,
 * withdrawn or expired), the caller's address is the invited one and confirmed (the sign-in token's
 * `email_verified`), the kitchen belongs to no Träger yet, the Träger has room. In one transaction the
 * kitchen gets `organisation` and a copy of the Träger's prices (`organisationPrices`, one more read), the
 * org document a `kitchens` entry (its version rises), and the invitation is deleted: a link works once.
 * A kitchen that already belongs to this Träger is answered as joined.
 * Afterwards the kitchen's last 12 months are written into the Träger's summaries (lib/
 * organisationSummary.ts); a failure there is logged, the joining stands. docs/data-model.md,
 * "Organisations (Träger)".
 */
import { logger } from 'firebase-functions/logger';
import { joinOrganisationRefusal, type KitchenDoc, type PersonDoc } from '@speiseplaner/shared';
import { defineHandler } from '../../lib/action';
import { notFound, userMissing } from '../../lib/errors';
import { backfillKitchenSummaries } from '../../lib/organisationSummary';
import { PATHS } from '../../lib/paths';
import { kitchenDocOf, organisationDocOf, personOf } from '../../lib/profile';
import { readDocs } from '../../lib/reads';
import { invitationIdOf } from '../team/invite';
import { currentKitchen, refuseIf, userIn } from '../team/team';
import { kitchenInvitationOf, organisationKitchenField } from './organisation';
import { organisationPricesOf } from './prices';

export const acceptKitchenInvitation = defineHandler('org/accept', {
  profile: 'handler',
  handler: async ({ organisationId, token }, ctx) => {
    const { db } = ctx;
    const uid = ctx.auth!.uid;
    const claims = ctx.auth!.token;
    const caller = {
      email: typeof claims.email === 'string' ? claims.email : '',
      emailVerified: claims.email_verified === true,
    };
    const { kitchenId, kitchenRef } = currentKitchen(ctx);
    const organisationRef = db.doc(PATHS.organisation(organisationId));
    const invitationRef = db.doc(PATHS.organisationInvitation(organisationId, invitationIdOf(token)));
    const personRef = db.doc(PATHS.person(uid));
    const pricesRef = db.doc(PATHS.organisationPrices(organisationId));
    const joined = await db.runTransaction(
      async (tx): Promise<{ kitchen: KitchenDoc; person: PersonDoc; isNew: boolean }> => {
        const now = Date.now();
        const [kitchenSnap, organisationSnap, invitationSnap, personSnap, pricesSnap] = await readDocs(
          [kitchenRef, organisationRef, invitationRef, personRef, pricesRef],
          tx,
        );
        ctx.authorize(kitchenSnap?.data());
        const kitchen = kitchenDocOf(kitchenSnap?.data());
        if (!kitchen) throw notFound('Die Küche');
        const person = personOf(personSnap?.data());
        if (!person) throw userMissing();
        const organisation = organisationDocOf(organisationSnap?.data());
        const invitation = organisation ? kitchenInvitationOf(invitationSnap?.data()) : null;
        if (organisation && kitchen.organisation?.id === organisationId && organisation.kitchens[kitchenId]) {
          // A second click: joined already. The invitation goes when it was this caller's.
          if (invitation && invitation.email === caller.email.trim().toLowerCase()) tx.delete(invitationRef);
          return { kitchen, person, isNew: false };
        }
        refuseIf(
          joinOrganisationRefusal({
            invitation,
            caller,
            kitchen,
            kitchenCount: Object.keys(organisation?.kitchens ?? {}).length,
            now,
          }),
        );
        // The rule passed, so the invitation and with it the Träger exist.
        const found = organisation!;
        const entry = { id: organisationId, name: found.name };
        const organisationPrices = organisationPricesOf(pricesSnap?.data()).prices;
        tx.update(kitchenRef, 'organisation', entry, 'organisationPrices', organisationPrices);
        tx.update(
          organisationRef,
          organisationKitchenField(kitchenId),
          { name: kitchen.name, since: now },
          'version',
          found.version + 1,
        );
        tx.delete(invitationRef);
        return { kitchen: { ...kitchen, organisation: entry, organisationPrices }, person, isNew: true };
      },
    );
    if (joined.isNew) {
      try {
        await backfillKitchenSummaries(db, organisationId, kitchenId, joined.kitchen);
      } catch (err) {
        logger.warn('Träger-Zusammenfassungen der beigetretenen Küche fehlgeschlagen (der Beitritt gilt)', {
          cause: err instanceof Error ? err.message : String(err),
        });
      }
    }
    return { user: await userIn(db, uid, joined.person, { id: kitchenId, doc: joined.kitchen }) };
  },
});

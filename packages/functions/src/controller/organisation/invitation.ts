/**
 * org/invitation (a person action): what the acceptance page shows of a kitchen invitation — the Träger's
 * name, who invited and until when. The invitation is found by the SHA-256 of the link's secret, so a
 * guessed Träger id alone finds nothing; an unknown, expired, used or withdrawn link gets one text that
 * does not say which (shared kitchenInvitationRefusal). Reads: the person, then the Träger and the
 * invitation in one getAll.
 */
import { HttpsError } from 'firebase-functions/v2/https';
import { kitchenInvitationRefusal, ORGANISATION_TEXTS } from '@speiseplaner/shared';
import { defineHandler } from '../../lib/action';
import { PATHS } from '../../lib/paths';
import { organisationDocOf } from '../../lib/profile';
import { readDocs } from '../../lib/reads';
import { invitationIdOf } from '../team/invite';
import { kitchenInvitationOf } from './organisation';

export const showKitchenInvitation = defineHandler('org/invitation', {
  handler: async ({ organisationId, token }, ctx) => {
    const { db } = ctx;
    const [organisationSnap, invitationSnap] = await readDocs([
      db.doc(PATHS.organisation(organisationId)),
      db.doc(PATHS.organisationInvitation(organisationId, invitationIdOf(token))),
    ]);
    const organisation = organisationDocOf(organisationSnap?.data());
    const invitation = organisation ? kitchenInvitationOf(invitationSnap?.data()) : null;
    const refusal = kitchenInvitationRefusal(invitation, Date.now());
    if (refusal || !organisation || !invitation)
      throw new HttpsError('not-found', ORGANISATION_TEXTS.invitationGone);
    return { name: organisation.name, invitedBy: invitation.invitedBy, expiresAt: invitation.expiresAt };
  },
});

/**
 * org/get (Träger-Leitung): the Träger as its Leitung sees it. The router read the person and the Träger
 * in one getAll and checked the caller leads it; here only the pending invitations are read (one read
 * each, at least one). docs/data-model.md, "Reads per action".
 */
import { organisationViewOf } from '@speiseplaner/shared';
import { defineHandler } from '../../lib/action';
import { pendingKitchenInvitations } from './organisation';

export const getOrganisation = defineHandler('org/get', {
  handler: async (_payload, ctx) => {
    const { id, doc } = ctx.organisation!;
    const now = Date.now();
    const invitations = await pendingKitchenInvitations(ctx.db, id, now);
    return { organisation: organisationViewOf(id, doc, invitations, now) };
  },
});

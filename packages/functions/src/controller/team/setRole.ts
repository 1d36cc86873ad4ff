/**
 * team/setRole (Küchenleitung): gives a member another role, also the caller themselves, as long as
 * another Küchenleitung remains (shared roleChangeRefusal). The kitchen's `members` entry and the person's
 * copy in `kitchens` change in one transaction. A hand-over of the kitchen: make another member
 * Küchenleitung, then change one's own role.
 */
import { roleChangeRefusal } from '@speiseplaner/shared';
import { defineHandler } from '../../lib/action';
import { notFound } from '../../lib/errors';
import { PATHS } from '../../lib/paths';
import { kitchenDocOf, personOf } from '../../lib/profile';
import { readDocs } from '../../lib/reads';
import { kitchenField, memberField, refuseIf, teamMemberOf, currentKitchen } from './team';

export const setMemberRole = defineHandler('team/setRole', {
  profile: 'handler',
  handler: async ({ uid, role }, ctx) => {
    const { db } = ctx;
    const { kitchenId, kitchenRef } = currentKitchen(ctx);
    const personRef = db.doc(PATHS.person(uid));
    return db.runTransaction(async (tx) => {
      const [kitchenSnap, personSnap] = await readDocs([kitchenRef, personRef], tx);
      ctx.authorize(kitchenSnap?.data());
      const kitchen = kitchenDocOf(kitchenSnap?.data());
      if (!kitchen) throw notFound('Die Küche');
      refuseIf(roleChangeRefusal(kitchen.members, uid, role));
      const member = { ...kitchen.members[uid]!, role };
      if (kitchen.members[uid]!.role !== role) {
        tx.update(kitchenRef, memberField(uid), member);
        // The person's copy; a person document that is missing has nothing to copy into.
        if (personOf(personSnap?.data())) tx.update(personRef, kitchenField(kitchenId), role);
      }
      return { member: teamMemberOf(uid, member) };
    });
  },
});

/**
 * team/remove (Küchenleitung): removes a member, not oneself (that is team/leave) and never the last
 * Küchenleitung (shared removalRefusal). The kitchen's `members` entry and the person's `kitchens` entry go
 * in one transaction; the router refuses the removed member's next call in this kitchen (NOT_A_MEMBER).
 */
import { FieldValue } from 'firebase-admin/firestore';
import { kitchenAfterLeaving, removalRefusal } from '@speiseplaner/shared';
import { defineHandler } from '../../lib/action';
import { notFound } from '../../lib/errors';
import { PATHS } from '../../lib/paths';
import { kitchenDocOf, personOf } from '../../lib/profile';
import { readDocs } from '../../lib/reads';
import { kitchenField, memberField, refuseIf, currentKitchen } from './team';

export const removeMember = defineHandler('team/remove', {
  profile: 'handler',
  handler: async ({ uid }, ctx) => {
    const { db } = ctx;
    const { kitchenId, kitchenRef } = currentKitchen(ctx);
    const personRef = db.doc(PATHS.person(uid));
    await db.runTransaction(async (tx) => {
      const [kitchenSnap, personSnap] = await readDocs([kitchenRef, personRef], tx);
      ctx.authorize(kitchenSnap?.data());
      const kitchen = kitchenDocOf(kitchenSnap?.data());
      if (!kitchen) throw notFound('Die Küche');
      refuseIf(removalRefusal(kitchen.members, ctx.auth!.uid, uid));
      tx.update(kitchenRef, memberField(uid), FieldValue.delete());
      const person = personOf(personSnap?.data());
      if (person) {
        tx.update(
          personRef,
          kitchenField(kitchenId),
          FieldValue.delete(),
          'lastKitchen',
          kitchenAfterLeaving(person.kitchens, kitchenId, person.lastKitchen),
        );
      }
    });
    return { uid };
  },
});

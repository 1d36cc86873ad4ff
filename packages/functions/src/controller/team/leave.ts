/**
 * team/leave: the caller leaves the current kitchen; the last Küchenleitung cannot and is asked to hand
 * over first (shared leaveRefusal). Both documents change in one transaction; the last used kitchen moves
 * to another of the person's kitchens (or '' when none is left), and the answer is the person there.
 */
import { FieldValue } from 'firebase-admin/firestore';
import { kitchenAfterLeaving, leaveRefusal, type PersonDoc } from '@speiseplaner/shared';
import { defineHandler } from '../../lib/action';
import { notFound, userMissing } from '../../lib/errors';
import { PATHS } from '../../lib/paths';
import { kitchenDocOf, personOf } from '../../lib/profile';
import { readDoc, readDocs } from '../../lib/reads';
import { kitchenField, memberField, refuseIf, userIn, currentKitchen } from './team';

export const leaveKitchen = defineHandler('team/leave', {
  profile: 'handler',
  handler: async (_payload, ctx) => {
    const { db } = ctx;
    const uid = ctx.auth!.uid;
    const { kitchenId, kitchenRef } = currentKitchen(ctx);
    const personRef = db.doc(PATHS.person(uid));
    const person = await db.runTransaction(async (tx): Promise<PersonDoc> => {
      const [kitchenSnap, personSnap] = await readDocs([kitchenRef, personRef], tx);
      ctx.authorize(kitchenSnap?.data());
      const kitchen = kitchenDocOf(kitchenSnap?.data());
      if (!kitchen) throw notFound('Die Küche');
      const stored = personOf(personSnap?.data());
      if (!stored) throw userMissing();
      refuseIf(leaveRefusal(kitchen.members, uid));
      const next = kitchenAfterLeaving(stored.kitchens, kitchenId, stored.lastKitchen);
      tx.update(kitchenRef, memberField(uid), FieldValue.delete());
      tx.update(personRef, kitchenField(kitchenId), FieldValue.delete(), 'lastKitchen', next);
      const kitchens = { ...stored.kitchens };
      delete kitchens[kitchenId];
      return { ...stored, kitchens, lastKitchen: next };
    });
    const next = person.lastKitchen;
    const nextDoc = next ? kitchenDocOf((await readDoc(db.doc(PATHS.kitchen(next)))).data()) : null;
    return { user: await userIn(db, uid, person, nextDoc ? { id: next, doc: nextDoc } : null) };
  },
});

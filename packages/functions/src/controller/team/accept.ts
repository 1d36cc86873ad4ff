/**
 * team/accept (a person action: no current kitchen needed): joins the kitchen of an invitation's link. The
 * invitation is found by the SHA-256 of the link's secret, so a guessed kitchen id alone finds nothing.
 * The shared rules decide (acceptRefusal, joinRefusal): not used or withdrawn, not expired, the caller's
 * address is the invited one and confirmed (the sign-in token's `email_verified`). In one transaction the
 * kitchen's `members` gets the person, the person's `kitchens` the kitchen (and it becomes the last used
 * one), and the invitation is deleted: a link works once. A member already is answered as joined, with the
 * role unchanged. A `name` given on joining (a person without one, docs/product.md, "Teams") becomes the
 * person's name and their name in the team. docs/data-model.md, "Teams and invitations".
 */
import {
  acceptRefusal,
  joinRefusal,
  memberNameOf,
  type KitchenDoc,
  type PersonDoc,
} from '@speiseplaner/shared';
import { defineHandler } from '../../lib/action';
import { userMissing } from '../../lib/errors';
import { PATHS } from '../../lib/paths';
import { kitchenDocOf, personOf } from '../../lib/profile';
import { readDocs } from '../../lib/reads';
import { invitationIdOf } from './invite';
import { invitationOf, kitchenField, memberField, refuseIf, userIn } from './team';

export const acceptInvitation = defineHandler('team/accept', {
  handler: async ({ kitchenId, token, name }, ctx) => {
    const { db } = ctx;
    const uid = ctx.auth!.uid;
    const claims = ctx.auth!.token;
    const caller = {
      email: typeof claims.email === 'string' ? claims.email : '',
      emailVerified: claims.email_verified === true,
    };
    const personRef = db.doc(PATHS.person(uid));
    const kitchenRef = db.doc(PATHS.kitchen(kitchenId));
    const invitationRef = db.doc(PATHS.invitation(kitchenId, invitationIdOf(token)));
    const joined = await db.runTransaction(async (tx) => {
      const now = Date.now();
      const [personSnap, kitchenSnap, invitationSnap] = await readDocs(
        [personRef, kitchenRef, invitationRef],
        tx,
      );
      const person = personOf(personSnap?.data());
      if (!person) throw userMissing();
      const kitchen = kitchenDocOf(kitchenSnap?.data());
      const invitation = kitchen ? invitationOf(invitationSnap?.data()) : null;
      const already = kitchen?.members[uid];
      if (kitchen && already) {
        // A second click, or a member invited again: joined, the role stays as it is.
        if (invitation && invitation.email === caller.email.trim().toLowerCase()) tx.delete(invitationRef);
        const kitchens = { ...person.kitchens, [kitchenId]: already.role };
        tx.update(personRef, kitchenField(kitchenId), already.role, 'lastKitchen', kitchenId);
        return { person: { ...person, kitchens, lastKitchen: kitchenId }, kitchen };
      }
      refuseIf(acceptRefusal({ invitation, caller, now }));
      // acceptRefusal passed, so both exist.
      const found = { kitchen: kitchen!, invitation: invitation! };
      refuseIf(joinRefusal(Object.keys(found.kitchen.members).length, Object.keys(person.kitchens).length));
      const role = found.invitation.role;
      const nickName = name ?? person.nickName;
      const member = {
        role,
        name: memberNameOf({ nickName, email: found.invitation.email }),
        email: found.invitation.email,
        since: now,
      };
      tx.update(kitchenRef, memberField(uid), member);
      if (name)
        tx.update(personRef, kitchenField(kitchenId), role, 'lastKitchen', kitchenId, 'nickName', name);
      else tx.update(personRef, kitchenField(kitchenId), role, 'lastKitchen', kitchenId);
      tx.delete(invitationRef);
      const updatedKitchen: KitchenDoc = {
        ...found.kitchen,
        members: { ...found.kitchen.members, [uid]: member },
      };
      const updatedPerson: PersonDoc = {
        ...person,
        nickName,
        kitchens: { ...person.kitchens, [kitchenId]: role },
        lastKitchen: kitchenId,
      };
      return { person: updatedPerson, kitchen: updatedKitchen };
    });
    return { user: await userIn(db, uid, joined.person, { id: kitchenId, doc: joined.kitchen }) };
  },
});

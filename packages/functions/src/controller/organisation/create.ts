/**
 * org/create (a person action): creates a Träger with the caller as its first Träger-Leitung. The shared
 * rule decides (createOrganisationRefusal): a confirmed e-mail address (the sign-in token's
 * `email_verified`), fewer than MAX_ORGANISATIONS_PER_PERSON Träger led. In one transaction the org
 * document (a new random id) gets its Leitung and the person's `organisations` a copy of the entry.
 * docs/data-model.md, "Organisations (Träger)".
 */
import {
  createOrganisationRefusal,
  memberNameOf,
  organisationViewOf,
  type OrganisationDoc,
  type PersonDoc,
} from '@speiseplaner/shared';
import { defineHandler } from '../../lib/action';
import { userMissing } from '../../lib/errors';
import { PATHS } from '../../lib/paths';
import { personOf } from '../../lib/profile';
import { readDoc } from '../../lib/reads';
import { refuseIf } from '../team/team';
import { ledOrganisationField, userInKitchen } from './organisation';

export const createOrganisation = defineHandler('org/create', {
  profile: 'handler',
  handler: async ({ name }, ctx) => {
    const { db } = ctx;
    const uid = ctx.auth!.uid;
    const claims = ctx.auth!.token;
    const caller = {
      email: typeof claims.email === 'string' ? claims.email.trim().toLowerCase() : '',
      emailVerified: claims.email_verified === true,
    };
    const personRef = db.doc(PATHS.person(uid));
    const organisationRef = db.collection(PATHS.organisations).doc();
    const created = await db.runTransaction(async (tx) => {
      const now = Date.now();
      const personSnap = await readDoc(personRef, tx);
      ctx.authorize(personSnap.data());
      const person = personOf(personSnap.data());
      if (!person) throw userMissing();
      refuseIf(createOrganisationRefusal({ caller, led: Object.keys(person.organisations).length }));
      const doc: OrganisationDoc = {
        name,
        version: 1,
        createdAt: now,
        members: {
          [uid]: {
            role: 'orgLead',
            name: memberNameOf({ nickName: person.nickName, email: caller.email }),
            email: caller.email,
            since: now,
          },
        },
        kitchens: {},
      };
      tx.create(organisationRef, doc);
      tx.update(personRef, ledOrganisationField(organisationRef.id), { role: 'orgLead', name });
      const updated: PersonDoc = {
        ...person,
        organisations: { ...person.organisations, [organisationRef.id]: { role: 'orgLead', name } },
      };
      return { doc, person: updated, now };
    });
    const kitchenId = ctx.requestedKitchen ?? created.person.lastKitchen;
    return {
      organisation: organisationViewOf(organisationRef.id, created.doc, [], created.now),
      user: await userInKitchen(db, uid, created.person, kitchenId || null),
    };
  },
});

/**
 * The role matrix (issue #29; docs/data-model.md, "Who may do what"): every action of ACTIONS that works
 * on a kitchen (`role`) is sent by the kitchen's Küchenleitung, a cook and a reader, by a stranger who
 * belongs to another kitchen but names this one, and by a signed-in person without any kitchen. A caller
 * whose role is too small gets permission-denied with the shared roleRefusal text, a non-member
 * permission-denied with NOT_A_MEMBER; a caller whose role suffices passes the access check (the action
 * answers, or refuses for a reason of its own, never with permission-denied). Everyone is an admin with
 * every flag here, so only membership and role decide. A member removed straight in Firestore is refused on
 * the next call. Every Träger action (`organisation: 'orgLead'`, issue #30) is sent by the Träger's
 * Leitung, by the Küchenleitung and a cook of a kitchen of the Träger, by the Leitung of another Träger
 * (naming this one, and naming their own for this one's data), and by a person without any kitchen: only the
 * Leitung passes, everyone else gets permission-denied with NOT_AN_ORGANISATION_LEAD.
 */
import {
  ACTIONS,
  NOT_A_MEMBER,
  NOT_AN_ORGANISATION_LEAD,
  roleRefusal,
  type ActionType,
  type KitchenRole,
} from '@speiseplaner/shared';
import { call, refusal, type Kitchen } from '../helpers/call';
import { seedCatalogue } from '../helpers/catalogue';
import { EXAMPLE_PAYLOADS } from '../helpers/examples';
import { addMember, ALL_FEATURES, createKitchen, testDb } from '../helpers/kitchens';
import { createOrganisation } from '../helpers/organisations';
import { FieldValue } from 'firebase-admin/firestore';

const KITCHEN_ACTIONS = (Object.keys(ACTIONS) as ActionType[]).flatMap((type) => {
  const spec = ACTIONS[type] as { role?: KitchenRole };
  return spec.role ? [{ type, need: spec.role }] : [];
});

const ROLES: KitchenRole[] = ['lead', 'cook', 'reader'];
const RANK: Record<KitchenRole, number> = { reader: 0, cook: 1, lead: 2 };

/** A kitchen with a member of each role, a stranger from another kitchen and a person without any. */
async function team() {
  const lead = await createKitchen({ name: 'Kita Matrix', features: ALL_FEATURES, admin: true });
  const members: Record<KitchenRole, Kitchen> = {
    lead,
    cook: await addMember(lead, 'cook', { admin: true }),
    reader: await addMember(lead, 'reader', { admin: true }),
  };
  const other = await createKitchen({ name: 'Kita Fremd', features: ALL_FEATURES, admin: true });
  const stranger: Kitchen = { ...other, kitchenId: lead.kitchenId };
  const homeless = await createKitchen({ withoutProfile: true });
  await testDb()
    .doc(`users/${homeless.uid}`)
    .set({ nickName: 'Ohne Küche', email: '', admin: true, kitchens: {}, lastKitchen: '' });
  return {
    kitchenId: lead.kitchenId,
    members,
    stranger,
    homeless: { ...homeless, kitchenId: lead.kitchenId },
  };
}

let invited = 0;
/** The example payload; an invitation goes to a new address each time (mails are rate-limited by address). */
function payloadOf(type: ActionType): unknown {
  if (type !== 'team/invite') return EXAMPLE_PAYLOADS[type];
  invited += 1;
  return { email: `matrix-${invited}-${Date.now()}@kita.test`, role: 'cook' };
}

/** Passes the access check: answers, or refuses for a reason of the action's own (not permission-denied). */
async function passesAccess(type: ActionType, caller: Kitchen, payload = payloadOf(type)): Promise<string> {
  try {
    await call(type, payload, caller);
    return 'ok';
  } catch (err) {
    const e = err as { code?: string; message: string; httpErrorCode?: unknown };
    if (!e.httpErrorCode) throw err;
    return e.code === 'permission-denied' ? `permission-denied: ${e.message}` : 'passed';
  }
}

beforeAll(seedCatalogue);

it('every kitchen action has an example payload', () => {
  expect(KITCHEN_ACTIONS.length).toBeGreaterThan(25);
  expect(KITCHEN_ACTIONS.filter(({ type }) => !(type in EXAMPLE_PAYLOADS))).toEqual([]);
});

describe.each(KITCHEN_ACTIONS)('$type (needs $need)', ({ type, need }) => {
  it('refuses strangers and people without a kitchen; each role as the shared table says', async () => {
    const { members, stranger, homeless } = await team();
    const notAMember = { code: 'permission-denied', message: NOT_A_MEMBER };
    expect(await refusal(type, payloadOf(type), stranger)).toEqual(notAMember);
    expect(await refusal(type, payloadOf(type), homeless)).toEqual(notAMember);
    // Without naming the kitchen, the person without any is refused the same way.
    expect(await refusal(type, payloadOf(type), { uid: homeless.uid, token: homeless.token })).toEqual(
      notAMember,
    );
    // The lowest role first: a team/leave of a member does not take the next caller's membership.
    for (const role of [...ROLES].reverse()) {
      if (RANK[role] >= RANK[need])
        expect(await passesAccess(type, members[role])).not.toMatch(/^permission/);
      else
        expect(await refusal(type, payloadOf(type), members[role])).toEqual({
          code: 'permission-denied',
          message: roleRefusal(role, need),
        });
    }
  });
});

it('refuses a member removed from the kitchen on the next call, and the person’s copy does not help', async () => {
  const lead = await createKitchen({ name: 'Kita Abschied' });
  const cook = await addMember(lead, 'cook');
  await call('plan/listWeeks', {}, cook);
  await testDb()
    .doc(`kitchens/${lead.kitchenId}`)
    .update({ [`members.${cook.uid}`]: FieldValue.delete() });
  // users/{uid}.kitchens still names the kitchen: only the kitchen's members count.
  expect((await testDb().doc(`users/${cook.uid}`).get()).data()?.kitchens).toEqual({
    [lead.kitchenId]: 'cook',
  });
  for (const caller of [cook, { uid: cook.uid, token: cook.token }])
    expect(await refusal('plan/listWeeks', {}, caller)).toEqual({
      code: 'permission-denied',
      message: NOT_A_MEMBER,
    });
  expect(await refusal('plan/saveNewWeek', EXAMPLE_PAYLOADS['plan/saveNewWeek'], cook)).toEqual({
    code: 'permission-denied',
    message: NOT_A_MEMBER,
  });
  expect(await refusal('shoppingLists/save', EXAMPLE_PAYLOADS['shoppingLists/save'], cook)).toEqual({
    code: 'permission-denied',
    message: NOT_A_MEMBER,
  });
  // user/validate answers the person without that kitchen.
  const validated = await call<{ user: { kitchenId: string } }>('user/validate', {}, cook);
  expect(validated.payload.user.kitchenId).toBe('');
});

it('reads the person and the kitchen in one getAll when the request names the kitchen', async () => {
  const lead = await createKitchen();
  const cook = await addMember(lead, 'cook');
  // recipes/list: two summary documents + person + kitchen.
  expect((await call('recipes/list', {}, cook)).meta?.reads).toBe(4);
});

const ORGANISATION_ACTIONS = (Object.keys(ACTIONS) as ActionType[]).filter(
  (type) => (ACTIONS[type] as { organisation?: string }).organisation === 'orgLead',
);

/** The example payload naming Träger `organisationId` (and the kitchen `kitchenId` where it names one). */
function organisationPayloadOf(type: ActionType, organisationId: string, kitchenId: string): unknown {
  const example = payloadOf(type) as Record<string, unknown>;
  if (type === 'org/inviteKitchen') {
    invited += 1;
    return { organisationId, email: `traeger-matrix-${invited}-${Date.now()}@kita.test` };
  }
  return { ...example, organisationId, ...('kitchenId' in example ? { kitchenId } : {}) };
}

it('has the Träger actions of the contract, each with an example payload', () => {
  expect([...ORGANISATION_ACTIONS].sort()).toEqual(
    [
      'org/get',
      'org/inviteKitchen',
      'org/overview',
      'org/prices',
      'org/recipes',
      'org/removeKitchen',
      'org/savePrices',
      'org/shareRecipe',
      'org/withdrawInvitation',
      'org/withdrawRecipe',
    ].sort(),
  );
  expect(ORGANISATION_ACTIONS.filter((type) => !(type in EXAMPLE_PAYLOADS))).toEqual([]);
});

describe.each(ORGANISATION_ACTIONS)('%s (needs the Träger-Leitung)', (type) => {
  it('refuses the Träger’s kitchens, another Träger’s Leitung and people without a kitchen', async () => {
    const kitchen = await createKitchen({ name: 'Kita im Träger', features: ALL_FEATURES, admin: true });
    const cook = await addMember(kitchen, 'cook', { admin: true });
    const { organisationId, lead } = await createOrganisation({ name: 'Träger Matrix', kitchens: [kitchen] });
    const otherKitchen = await createKitchen({
      name: 'Kita Fremdträger',
      features: ALL_FEATURES,
      admin: true,
    });
    const other = await createOrganisation({ name: 'Träger Fremd', kitchens: [otherKitchen] });
    const homeless = await createKitchen({ withoutProfile: true });
    await testDb()
      .doc(`users/${homeless.uid}`)
      .set({ nickName: 'Ohne Küche', email: '', admin: true, kitchens: {}, lastKitchen: '' });
    const denied = { code: 'permission-denied', message: NOT_AN_ORGANISATION_LEAD };
    const here = () => organisationPayloadOf(type, organisationId, kitchen.kitchenId);
    for (const caller of [kitchen, cook, other.lead, otherKitchen, homeless])
      expect(await refusal(type, here(), caller)).toEqual(denied);
    // The Leitung of the other Träger with its own id but this Träger's kitchen: no refusal of access,
    // and this Träger's kitchen stays untouched (org/removeKitchen finds it not among its kitchens).
    expect(
      await passesAccess(
        type,
        other.lead,
        organisationPayloadOf(type, other.organisationId, kitchen.kitchenId),
      ),
    ).not.toMatch(/^permission/);
    expect((await testDb().doc(`kitchens/${kitchen.kitchenId}`).get()).data()?.organisation).toEqual({
      id: organisationId,
      name: 'Träger Matrix',
    });
    // A Träger that does not exist answers the same as one the caller does not lead.
    expect(
      await refusal(type, organisationPayloadOf(type, 'o-gibt-es-nicht', kitchen.kitchenId), lead),
    ).toEqual(denied);
    // The Leitung passes.
    expect(await passesAccess(type, lead, here())).not.toMatch(/^permission/);
  });
});

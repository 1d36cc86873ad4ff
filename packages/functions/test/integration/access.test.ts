/**
 * Access checks for every action of both tables, generated from the tables themselves: signed out,
 * missing feature flag, non-admin on admin actions, guests (anonymous sign-in) and accounts whose e-mail
 * is not confirmed. Each refusal must leave the database unchanged.
 */
import { CONTROLLER_ACTIONS } from '../../src/controller/actions';
import { WORKSHOP_ACTIONS } from '../../src/workshops/actions';
import { featureFlagLabel, NEW_KITCHEN_FEATURES } from '@speiseplaner/shared';
import { call, refusal, type Kitchen } from '../helpers/call';
import { seedCatalogue } from '../helpers/catalogue';
import { EXAMPLE_PAYLOADS } from '../helpers/examples';
import { ALL_FEATURES, createAdmin, createKitchen, KITCHEN_FEATURES, testDb } from '../helpers/kitchens';
import { changedOutside, snapshot, wholeDatabase } from '../helpers/snapshot';

const TABLE = { ...CONTROLLER_ACTIONS, ...WORKSHOP_ACTIONS };
const entries = Object.entries(TABLE);

beforeAll(seedCatalogue);

it('has an example payload for every action', () => {
  expect(Object.keys(EXAMPLE_PAYLOADS).sort()).toEqual(Object.keys(TABLE).sort());
});

describe.each(entries.filter(([, a]) => !a.public))('%s', (type) => {
  it('refuses signed-out callers and writes nothing', async () => {
    const before = await snapshot([]);
    expect(await refusal(type, EXAMPLE_PAYLOADS[type], null)).toEqual({
      code: 'unauthenticated',
      message: 'Bitte melden Sie sich an.',
    });
    expect(await snapshot([])).toEqual(before);
  });
});

/** The flags that each open an action (a list: any one of them suffices). */
const anyOf = (feature: string | readonly string[]) =>
  typeof feature === 'string' ? [feature] : [...feature];

describe.each(entries.filter(([, a]) => a.feature))('%s', (type, action) => {
  const flags = anyOf(action.feature!);
  it(`refuses a kitchen without the ${flags.join(' or ')} feature`, async () => {
    const features = { ...ALL_FEATURES, ...Object.fromEntries(flags.map((flag) => [flag, false])) };
    const kitchen = await createKitchen({ features, admin: action.admin === true });
    const before = await snapshot([kitchen.uid]);
    const result = await refusal(type, EXAMPLE_PAYLOADS[type], kitchen);
    expect(result).toEqual({
      code: 'permission-denied',
      message: `Diese Funktion ist für Ihre Küche nicht freigeschaltet (${flags.map(featureFlagLabel).join(' oder ')}).`,
    });
    expect(await snapshot([kitchen.uid])).toEqual(before);
  });
});

describe.each(entries.filter(([, a]) => a.admin))('%s', (type) => {
  it('refuses a kitchen that is not admin, even with every feature', async () => {
    const kitchen = await createKitchen({ features: ALL_FEATURES });
    const before = await snapshot([kitchen.uid]);
    expect(await refusal(type, EXAMPLE_PAYLOADS[type], kitchen)).toEqual({
      code: 'permission-denied',
      message: 'Nur Administratoren dürfen das.',
    });
    expect(await snapshot([kitchen.uid])).toEqual(before);
  });
});

/** A first sign-in of the given kind: no profile yet; user/validate creates it from the token. */
async function firstSignIn(token: Record<string, unknown>): Promise<Kitchen> {
  const { uid } = await createKitchen({ withoutProfile: true });
  const kitchen = { uid, token };
  await call('user/validate', {}, kitchen);
  return kitchen;
}

const ADMIN_ACTIONS = entries.filter(([, a]) => a.admin).map(([type]) => type);
const GUEST_TOKEN = { firebase: { sign_in_provider: 'anonymous' } };

describe('guests (anonymous sign-in)', () => {
  it('get a kitchen with the new-kitchen features, no e-mail and no admin role', async () => {
    const guest = await firstSignIn(GUEST_TOKEN);
    const person = (await testDb().doc(`users/${guest.uid}`).get()).data()!;
    expect(person).toMatchObject({ email: '', admin: false, kitchens: { [guest.uid]: 'lead' } });
    const kitchen = (await testDb().doc(`kitchens/${guest.uid}`).get()).data()!;
    expect(kitchen).toMatchObject({
      features: NEW_KITCHEN_FEATURES,
      members: { [guest.uid]: { role: 'lead' } },
    });
  });

  it.each(ADMIN_ACTIONS)('are refused the admin action %s and write nothing', async (type) => {
    const guest = await firstSignIn(GUEST_TOKEN);
    const before = await wholeDatabase();
    expect((await refusal(type, EXAMPLE_PAYLOADS[type], guest)).code).toBe('permission-denied');
    expect(changedOutside(before, await wholeDatabase(), [])).toEqual([]);
  });

  it('plan their own weeks, and cannot slip an admin flag or features into their profile', async () => {
    const guest = await firstSignIn(GUEST_TOKEN);
    expect((await call('plan/saveNewWeek', EXAMPLE_PAYLOADS['plan/saveNewWeek'], guest)).type).toBe(
      'plan/saveNewWeek/answer',
    );
    const update = (changes: Record<string, unknown>, extra: Record<string, unknown> = {}) =>
      refusal('user/updateProfile', { version: 0, changes, ...extra }, guest);
    expect((await update({ name: 'Gast', admin: true })).code).toBe('invalid-argument');
    expect((await update({ letterhead: 'Gast', features: { usage: true } })).code).toBe('invalid-argument');
    expect((await update({ bioControlCode: 'DE-ÖKO-006', email: 'chef@kita.test' })).code).toBe(
      'invalid-argument',
    );
    expect((await update({ menuLine: 'vegetarian' }, { admin: true })).code).toBe('invalid-argument');
    expect((await update({ heads: { kiga: 5 } }, { features: { usage: true } })).code).toBe(
      'invalid-argument',
    );
    expect(await update({ menuLine: 'vegan' })).toEqual({
      code: 'invalid-argument',
      message: 'Bitte wählen Sie „Mischkost“ oder „ovo-lacto-vegetarisch“.',
    });
    expect((await testDb().doc(`users/${guest.uid}`).get()).data()).toMatchObject({ admin: false });
    const stored = (await testDb().doc(`kitchens/${guest.uid}`).get()).data()!;
    expect(stored).toMatchObject({ features: NEW_KITCHEN_FEATURES, name: '' });
    // Their own profile they may change, like every kitchen.
    const saved = await call<{ user: { name: string; version: number } }>(
      'user/updateProfile',
      { version: 0, changes: { name: 'Gastküche' } },
      guest,
    );
    expect(saved.payload.user).toMatchObject({ name: 'Gastküche', version: 1 });
  });
});

describe('accounts whose e-mail is not confirmed', () => {
  const unverified = (email: string) => ({ email, email_verified: false, name: 'Erika Neuköchin' });

  it('get no e-mail stored until it is confirmed; the next sign-in after confirming fills it', async () => {
    const email = `unbestaetigt-${Date.now()}@kita.test`;
    const kitchen = await firstSignIn(unverified(email));
    expect((await testDb().doc(`users/${kitchen.uid}`).get()).data()!.email).toBe('');
    const answer = await call<{ user: { email: string } }>(
      'user/validate',
      {},
      {
        uid: kitchen.uid,
        token: { email, email_verified: true },
      },
    );
    expect(answer.payload.user.email).toBe(email);
    expect((await testDb().doc(`users/${kitchen.uid}`).get()).data()!.email).toBe(email);
  });

  it.each(ADMIN_ACTIONS)('are refused the admin action %s, even with an admin’s address', async (type) => {
    const kitchen = await firstSignIn(unverified('admin@speiseplaner.test'));
    expect((await refusal(type, EXAMPLE_PAYLOADS[type], kitchen)).code).toBe('permission-denied');
  });
});

describe('admins in the admin area', () => {
  const flags = (on: Record<string, boolean>) =>
    Object.fromEntries(Object.keys(ALL_FEATURES).map((flag) => [flag, on[flag] === true]));

  it('list the kitchens and the audit log, and that writes nothing', async () => {
    const admin = await createAdmin();
    const before = await wholeDatabase();
    expect((await call('admin/listKitchens', { limit: 5 }, admin)).type).toBe('admin/listKitchens/answer');
    expect((await call('admin/listAudit', { limit: 5 }, admin)).type).toBe('admin/listAudit/answer');
    expect(changedOutside(before, await wholeDatabase(), [])).toEqual([]);
  });

  it('set a kitchen’s flags: only the kitchen document and one audit entry change', async () => {
    const admin = await createAdmin();
    const kitchen = await createKitchen();
    const before = await wholeDatabase();
    await call(
      'admin/setAccess',
      { kitchenId: kitchen.kitchenId, features: flags({ ...KITCHEN_FEATURES, usage: true }), version: 0 },
      admin,
    );
    const changed = changedOutside(before, await wholeDatabase(), []);
    expect(changed).toHaveLength(2);
    expect(changed).toContain(`geändert: kitchens/${kitchen.kitchenId}`);
    expect(changed.filter((c) => c.startsWith('neu: auditLog/'))).toHaveLength(1);
  });
});

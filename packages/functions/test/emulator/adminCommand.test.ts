/**
 * `pnpm admin …` against the test stack's emulators: list, feature set/clear on a kitchen, make/unmake admin
 * on a person (docs/operations.md, "The first admin").
 */
import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { resolve } from 'node:path';
import { promisify } from 'node:util';
import { call, refusal } from '../helpers/call';
import { getAuth } from 'firebase-admin/auth';
import { addMember, createKitchen, testDb } from '../helpers/kitchens';

/** A sign-in account in the Auth emulator for a test kitchen (the admin tool looks e-mails up there). */
async function account(uid: string, email: string, emailVerified: boolean): Promise<void> {
  testDb(); // initialises the app
  await getAuth().createUser({ uid, email, emailVerified, password: 'geheim-123' });
}

const DEVSTACK = resolve(__dirname, '../../../devstack');
const run = promisify(execFile);

async function admin(...args: string[]): Promise<{ stdout: string; code: number; stderr: string }> {
  try {
    const { stdout, stderr } = await run(
      resolve(DEVSTACK, 'node_modules/.bin/tsx'),
      ['src/admin.ts', ...args],
      {
        cwd: DEVSTACK,
        env: { ...process.env },
      },
    );
    return { stdout, stderr, code: 0 };
  } catch (err) {
    const e = err as { stdout: string; stderr: string; code: number };
    return { stdout: e.stdout, stderr: e.stderr, code: e.code };
  }
}

const stored = async (path: string) => (await testDb().doc(path).get()).data() ?? {};

it('switches a kitchen’s feature flag and a person’s admin role, and the backend follows', async () => {
  const kitchen = await createKitchen({ features: { plan: true } });
  const email = String(kitchen.token.email);
  await account(kitchen.uid, email, true);
  expect((await refusal('plan/stats', {}, kitchen)).code).toBe('permission-denied');
  const kitchenBefore = Number((await stored(`kitchens/${kitchen.kitchenId}`)).accessVersion ?? 0);
  const personBefore = Number((await stored(`users/${kitchen.uid}`)).accessVersion ?? 0);

  // By the e-mail of the Küchenleitung: the kitchen they lead.
  const set = await admin('feature', 'set', email, 'usage');
  expect(set.stdout).toContain(
    `Küche ${kitchen.kitchenId} „Kita Testwiese“, Küchenleitung: Benutzer ${kitchen.uid}: ${email} (bestätigt), Anmeldung über password`,
  );
  expect(set.stdout).toContain('Merkmal usage eingeschaltet');
  expect((await admin('make-admin', kitchen.uid)).stdout).toContain('ist jetzt Administrator');
  expect((await call('plan/stats', {}, kitchen)).type).toBe('plan/stats/answer');

  const list = await admin('list');
  expect(list.stdout).toMatch(
    new RegExp(`${kitchen.kitchenId}\\tKita Testwiese\\tplan,usage\\t${email} \\(Küchenleitung\\)`),
  );
  expect(list.stdout).toMatch(
    new RegExp(`${kitchen.uid}\\t${email}\\t.*\\tadmin\\t${kitchen.kitchenId}:lead`),
  );

  await admin('unmake-admin', email);
  // By the kitchen's id.
  await admin('feature', 'clear', kitchen.kitchenId, 'plan');
  // Flags on the kitchen, the admin role on the person; each raised its own accessVersion.
  expect(await stored(`kitchens/${kitchen.kitchenId}`)).toMatchObject({
    features: { plan: false, usage: true },
    accessVersion: kitchenBefore + 2,
  });
  const person = await stored(`users/${kitchen.uid}`);
  expect(person).toMatchObject({ admin: false, accessVersion: personBefore + 2 });
  expect(person).not.toHaveProperty('features');
  expect((await refusal('plan/listWeeks', {}, kitchen)).code).toBe('permission-denied');
}, 180_000);

it('sets a flag on the kitchen a person leads, never on one they only belong to', async () => {
  const kitchen = await createKitchen({ features: { plan: true } });
  const cook = await addMember(kitchen, 'cook');
  const cookEmail = String(cook.token.email);
  await account(cook.uid, cookEmail, true);

  const refused = await admin('feature', 'set', cookEmail, 'shopping');
  expect(refused.code).toBe(1);
  expect(refused.stderr).toContain(
    `${cookEmail} leitet keine Küche. Die Küchen-ID angeben (pnpm admin list).`,
  );
  expect((await stored(`kitchens/${kitchen.kitchenId}`)).features).toEqual({ plan: true });

  // The cook's calls follow the kitchen's flags.
  expect((await refusal('shoppingLists/list', {}, cook)).code).toBe('permission-denied');
  expect((await admin('feature', 'set', kitchen.kitchenId, 'shopping')).code).toBe(0);
  expect((await call('shoppingLists/list', {}, cook)).type).toBe('shoppingLists/list/answer');
}, 180_000);

it('refuses flags for a kitchen not yet moved to kitchens/, and names the migration', async () => {
  const uid = `k-alt-${randomUUID().slice(0, 8)}`;
  await testDb()
    .doc(`users/${uid}`)
    .set({
      name: 'Kita Alt',
      nickName: 'Alt',
      email: '',
      photoUrl: '',
      features: { plan: true },
      admin: false,
    });
  const result = await admin('feature', 'set', uid, 'shopping');
  expect(result.code).toBe(1);
  expect(result.stderr).toContain(
    'liegt noch im alten Format unter users/: erst pnpm admin migrate-kitchens --apply.',
  );
  expect((await stored(`users/${uid}`)).features).toEqual({ plan: true });
}, 180_000);

it('explains wrong usage in German and exits with code 2', async () => {
  const result = await admin('feature', 'set', 'someone@kita.test', 'fliegen');
  expect(result.code).toBe(2);
  expect(result.stderr).toContain('Unbekanntes Merkmal „fliegen“');
  expect(result.stderr).toContain('Küche: ihre ID oder uid/E-Mail ihrer Küchenleitung');
  const unknown = await admin('make-admin', 'niemand@kita.test');
  expect(unknown.code).toBe(1);
  expect(unknown.stderr).toContain('Kein Benutzer mit niemand@kita.test');
}, 180_000);

it('finds an e-mail through the sign-in accounts, not through the e-mail stored in a profile', async () => {
  // Issue #17: an older profile may carry an address its account never verified.
  const address = `chefin-${randomUUID().slice(0, 8)}@zentrale.test`;
  const intruder = await createKitchen();
  await account(intruder.uid, `anders-${randomUUID().slice(0, 8)}@kita.test`, true);
  await testDb().doc(`users/${intruder.uid}`).update({ email: address });
  const owner = await createKitchen();
  await account(owner.uid, address, true);

  const made = await admin('make-admin', address);
  expect(made.code).toBe(0);
  expect(made.stdout).toContain(`Benutzer ${owner.uid}: ${address} (bestätigt), Anmeldung über password`);
  expect((await testDb().doc(`users/${owner.uid}`).get()).data()?.admin).toBe(true);
  expect((await testDb().doc(`users/${intruder.uid}`).get()).data()?.admin).toBe(false);
}, 180_000);

it('refuses make-admin for an account whose e-mail is not verified, and writes nothing', async () => {
  const kitchen = await createKitchen();
  const email = String(kitchen.token.email);
  await account(kitchen.uid, email, false);
  const result = await admin('make-admin', email);
  expect(result.code).toBe(1);
  expect(result.stdout).toContain(`Benutzer ${kitchen.uid}: ${email} (nicht bestätigt)`);
  expect(result.stderr).toContain(`${email} ist noch nicht bestätigt.`);
  expect((await testDb().doc(`users/${kitchen.uid}`).get()).data()?.admin).toBe(false);
}, 180_000);

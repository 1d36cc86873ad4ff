/** `pnpm admin …` against the test stack's emulators: list, feature set/clear, make/unmake admin. */
import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { resolve } from 'node:path';
import { promisify } from 'node:util';
import { call, refusal } from '../helpers/call';
import { getAuth } from 'firebase-admin/auth';
import { createKitchen, testDb } from '../helpers/kitchens';

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

it('switches a feature flag and the admin flag, and the backend follows', async () => {
  const kitchen = await createKitchen({ features: { plan: true } });
  const email = String(kitchen.token.email);
  await account(kitchen.uid, email, true);
  expect((await refusal('plan/stats', {}, kitchen)).code).toBe('permission-denied');

  const set = await admin('feature', 'set', email, 'usage');
  expect(set.stdout).toContain(`Benutzer ${kitchen.uid}: ${email} (bestätigt), Anmeldung über password`);
  expect(set.stdout).toContain('Merkmal usage eingeschaltet');
  expect((await admin('make-admin', kitchen.uid)).stdout).toContain('ist jetzt Administrator');
  expect((await call('plan/stats', {}, kitchen)).type).toBe('plan/stats/answer');

  const list = await admin('list');
  expect(list.stdout).toMatch(new RegExp(`${kitchen.uid}\\t${email}\\t.*\\tadmin\\tplan,usage`));

  await admin('unmake-admin', email);
  await admin('feature', 'clear', kitchen.uid, 'plan');
  const stored = (await testDb().doc(`users/${kitchen.uid}`).get()).data();
  expect(stored).toMatchObject({ admin: false, features: { plan: false, usage: true } });
  expect((await refusal('plan/listWeeks', {}, kitchen)).code).toBe('permission-denied');
}, 60_000);

it('explains wrong usage in German and exits with code 2', async () => {
  const result = await admin('feature', 'set', 'someone@kita.test', 'fliegen');
  expect(result.code).toBe(2);
  expect(result.stderr).toContain('Unbekanntes Merkmal „fliegen“');
  const unknown = await admin('make-admin', 'niemand@kita.test');
  expect(unknown.code).toBe(1);
  expect(unknown.stderr).toContain('Kein Benutzer mit niemand@kita.test');
}, 60_000);

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
}, 60_000);

it('refuses make-admin for an account whose e-mail is not verified, and writes nothing', async () => {
  const kitchen = await createKitchen();
  const email = String(kitchen.token.email);
  await account(kitchen.uid, email, false);
  const result = await admin('make-admin', email);
  expect(result.code).toBe(1);
  expect(result.stdout).toContain(`Benutzer ${kitchen.uid}: ${email} (nicht bestätigt)`);
  expect(result.stderr).toContain(`${email} ist noch nicht bestätigt.`);
  expect((await testDb().doc(`users/${kitchen.uid}`).get()).data()?.admin).toBe(false);
}, 60_000);

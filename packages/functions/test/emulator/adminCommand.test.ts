/** `pnpm admin …` against the test stack's emulators: list, feature set/clear, make/unmake admin. */
import { execFile } from 'node:child_process';
import { resolve } from 'node:path';
import { promisify } from 'node:util';
import { call, refusal } from '../helpers/call';
import { createKitchen, testDb } from '../helpers/kitchens';

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
  expect((await refusal('plan/stats', {}, kitchen)).code).toBe('permission-denied');

  expect((await admin('feature', 'set', email, 'usage')).stdout).toContain('Merkmal usage eingeschaltet');
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

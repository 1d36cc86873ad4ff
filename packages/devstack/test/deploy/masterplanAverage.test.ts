/**
 * `pnpm admin migrate-masterplan-average` against the local Firestore stand-in: masterplan weeks stored
 * with the legacy `averageCosts` get it as `average`, everything else stays as it is.
 */
import { execFile } from 'node:child_process';
import { resolve } from 'node:path';
import { promisify } from 'node:util';
import { migrateMasterplanAverage } from '../../src/migrations/masterplanAverage';
import { openFirestore, type ConformanceFirestore } from '../conformance/firestoreClient';

const days = [
  { recipes: ['linsen-dal'] },
  { recipes: [] },
  { recipes: [] },
  { recipes: [] },
  { recipes: [] },
];
const legacy = { id: '2026-W10', days, average: 0, averageCosts: 2.25, version: 3 };
const legacyOnly = { id: '2026-W11', days, averageCosts: 1.5, version: 1 };
const current = { id: '2026-W12', days, average: 1.75, version: 2 };
const broken = { id: '2026-W13', days, average: 0, averageCosts: -1, version: 1 };

// openFirestore's project id for the file name 'masterplan-average-cli'.
const CLI_PROJECT = 'demo-conformance-masterplan-average-cli';
let firestore: ConformanceFirestore;
let cli: ConformanceFirestore;

beforeAll(() => {
  firestore = openFirestore('masterplan-average');
  cli = openFirestore('masterplan-average-cli');
});
afterAll(async () => {
  await firestore.close();
  await cli.close();
});

async function store(db: ConformanceFirestore['db'], weeks: { id: string }[]) {
  await Promise.all(weeks.map((week) => db.doc(`masterplan/${week.id}`).set(week)));
}

const read = async (db: ConformanceFirestore['db'], id: string) =>
  (await db.doc(`masterplan/${id}`).get()).data();

it('rewrites legacy weeks with averageCosts as average, keeps their version, and leaves the rest', async () => {
  const { db } = firestore;
  await store(db, [legacy, legacyOnly, current, broken]);
  const result = await migrateMasterplanAverage(db);
  expect(result.checked).toBe(4);
  expect(result.rewritten).toEqual(['2026-W10', '2026-W11']);
  expect(result.failed.map((f) => f.id)).toEqual(['2026-W13']);
  expect(await read(db, '2026-W10')).toEqual({ id: '2026-W10', days, average: 2.25, version: 3 });
  expect(await read(db, '2026-W11')).toEqual({ id: '2026-W11', days, average: 1.5, version: 1 });
  expect(await read(db, '2026-W12')).toEqual(current);
  expect(await read(db, '2026-W13')).toEqual(broken);

  // A second run finds nothing left to do.
  const again = await migrateMasterplanAverage(db);
  expect(again.rewritten).toEqual([]);
  expect(await read(db, '2026-W10')).toEqual({ id: '2026-W10', days, average: 2.25, version: 3 });
});

it('runs as an admin command and reports in German', async () => {
  await store(cli.db, [legacy, current]);
  const devstack = resolve(__dirname, '../..');
  const { stdout } = await promisify(execFile)(
    resolve(devstack, 'node_modules/.bin/tsx'),
    ['src/admin.ts', 'migrate-masterplan-average'],
    {
      cwd: devstack,
      // The same Firestore the test's client uses (in a run with the browser tests, FIRESTORE_EMULATOR_HOST
      // names the e2e stack's).
      env: {
        ...process.env,
        GCLOUD_PROJECT: CLI_PROJECT,
        FIRESTORE_EMULATOR_HOST: process.env.CONFORMANCE_FIRESTORE_HOST,
      },
    },
  );
  expect(stdout).toContain('Masterplan: 2 Wochen geprüft, 1 umgeschrieben (2026-W10).');
  expect(await read(cli.db, '2026-W10')).toEqual({ id: '2026-W10', days, average: 2.25, version: 3 });
}, 60_000);

/**
 * Fuzz: well over 1,000 malformed payloads across every action of both tables. Each one must answer
 * invalid-argument (or not-found), the process must keep running, no prototype gets polluted, and a
 * snapshot of the database before and after must be identical.
 */
import type { z } from 'zod';
import { CONTROLLER_ACTIONS } from '../../src/controller/actions';
import { WORKSHOP_ACTIONS } from '../../src/workshops/actions';
import { call, callRaw, type Kitchen } from '../helpers/call';
import { seedCatalogue } from '../helpers/catalogue';
import { EXAMPLE_PAYLOADS, FUZZ_WORKSHOP } from '../helpers/examples';
import { recipe, shoppingList, upcomingWorkshop, week } from '../helpers/fixtures';
import { createAdmin } from '../helpers/kitchens';
import { snapshot } from '../helpers/snapshot';
import { malformed, randomSource } from './malformed';

const TABLE = { ...CONTROLLER_ACTIONS, ...WORKSHOP_ACTIONS };
const PER_ACTION = 50;

let admin: Kitchen;

beforeAll(async () => {
  await seedCatalogue();
  admin = await createAdmin();
  // Existing data, so that a wrongly accepted save would show in the snapshot.
  await call('plan/saveNewWeek', { week: week('2026-W20') }, admin);
  await call('recipes/save', { recipe: recipe('linsen-dal') }, admin);
  await call('shoppingLists/new', { shoppingList: shoppingList('liste-1') }, admin);
  await call('workshops/save', { workshop: upcomingWorkshop(FUZZ_WORKSHOP), version: 0, isNew: true }, admin);
});

async function outcome(type: string, payload: unknown): Promise<string> {
  try {
    await call(type, payload, admin);
    return 'accepted';
  } catch (err) {
    const e = err as { code?: string; httpErrorCode?: unknown; message: string };
    return e.httpErrorCode ? String(e.code) : `crash: ${e.message}`;
  }
}

it('answers every malformed payload with invalid-argument or not-found and changes nothing', async () => {
  const rnd = randomSource(20261122);
  const before = await snapshot([admin.uid], [FUZZ_WORKSHOP]);
  const codes: Record<string, number> = {};
  const wrong: string[] = [];
  let cases = 0;
  for (const [type, action] of Object.entries(TABLE)) {
    let made = 0;
    let attempts = 0;
    while (made < PER_ACTION && attempts < PER_ACTION * 10) {
      attempts += 1;
      const payload = malformed(EXAMPLE_PAYLOADS[type], rnd);
      // Variants that happen to be valid (a removed optional field) are not malformed: skip them.
      if ((action.payload as z.ZodType).safeParse(payload).success) continue;
      made += 1;
      const code = await outcome(type, payload);
      codes[code] = (codes[code] ?? 0) + 1;
      if (code !== 'invalid-argument' && code !== 'not-found')
        wrong.push(`${type}: ${code} ← ${JSON.stringify(payload)?.slice(0, 200)}`);
    }
    cases += made;
  }
  // Semantic errors the schemas cannot see: ingredients that do not exist.
  for (let i = 0; i < 40; i += 1) {
    const slug = `unbekannt-${i}`;
    const bad = recipe(`fuzz-${i}`, {
      ingredients: [
        { slug: 'karotte', amount: 1 },
        { slug, amount: i + 1 },
      ],
    });
    const code = await outcome('recipes/save', { recipe: bad });
    codes[code] = (codes[code] ?? 0) + 1;
    if (code !== 'invalid-argument') wrong.push(`recipes/save unknown ingredient: ${code}`);
    cases += 1;
  }
  // Negative, fractional and absurd headcounts wherever heads travel.
  for (const kiga of [-1, -9999, 0.5, 1e9, NaN, Infinity]) {
    const heads = { kiga };
    const headCases: [string, unknown][] = [
      ['user/updateProfile', { version: 0, changes: { heads } }],
      [
        'plan/saveWeek',
        { week: { ...week('2026-W20', [], 1), days: week('2026-W20').days.map((d) => ({ ...d, heads })) } },
      ],
      ['shoppingLists/new', { shoppingList: shoppingList('liste-3', { heads }) }],
    ];
    for (const [type, payload] of headCases) {
      const code = await outcome(type, payload);
      codes[code] = (codes[code] ?? 0) + 1;
      if (code !== 'invalid-argument') wrong.push(`${type} heads ${kiga}: ${code}`);
    }
    cases += headCases.length;
  }
  // Malformed request envelopes.
  for (const data of [
    null,
    7,
    'x',
    [],
    {},
    { type: 5 },
    { type: 'plan/stats', payload: {}, extra: 1 },
    { type: 'x'.repeat(500) },
  ]) {
    const code = await callRaw(data, admin).then(
      () => 'accepted',
      (e: { code?: string }) => String(e.code),
    );
    codes[code] = (codes[code] ?? 0) + 1;
    if (code !== 'invalid-argument') wrong.push(`envelope ${JSON.stringify(data)?.slice(0, 60)}: ${code}`);
    cases += 1;
  }
  console.info(`Fuzz: ${cases} fehlerhafte Anfragen`, codes);
  expect(wrong).toEqual([]);
  expect(cases).toBeGreaterThanOrEqual(1000);
  expect(({} as Record<string, unknown>).admin).toBeUndefined();
  expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  expect(await snapshot([admin.uid], [FUZZ_WORKSHOP])).toEqual(before);
  // Over 2,000 calls one after another through the real router take 60–80 s alone, 230 s beside the other
  // test lanes (tools/test.sh) and 1,130 s when more test runs shared the machine; the limit only stops a
  // hang, it measures nothing (speed lives in the benchmarks).
}, 1_800_000);

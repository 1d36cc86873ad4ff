/**
 * Times a full recompute — costs of every week, shopping lists (one per 6 weeks) and the DGE check of every
 * week and 4-week window — for a 6-week plan with 30 recipes and 400 ingredients, and for 2× and 4× that.
 * Prints the median per recompute and the growth ratios. Three cases:
 *   cold    – fresh planner data from already-checked input (what a price or recipe change triggers),
 *   warm    – planner data reused, per-recipe results cached (what a plan edit triggers),
 *   checked – cold plus zod validation of fresh copies of all input (what loading from the backend costs):
 *             the rules take typed values, so the weeks are parsed here, at the boundary, as the app does.
 * The sizes are timed in interleaved rounds, so load from other processes hits all of them alike, and
 * the time taken is the process's CPU time (user + system), which waiting for a busy CPU does not inflate.
 */
import { loadavg } from 'node:os';
import {
  addDays,
  buildShoppingList,
  dgeCheckPlan,
  parseOrThrow,
  periodCost,
  PlanWeekSchema,
  preparePlannerData,
  weekMonday,
  type PlannerData,
  type PlanWeek,
  type PlanWeekInput,
} from '../src';
import { syntheticKitchen, type SyntheticKitchen } from './syntheticKitchen';

const TODAY = '2026-11-23';
const ROUNDS = 25;
const SCALES = [1, 2, 4] as const;
const CASES = ['cold', 'warm', 'checked'] as const;
type Case = (typeof CASES)[number];

/** The weeks as the app holds them: parsed once when they arrive. */
function parseWeeks(weeks: readonly PlanWeekInput[]): PlanWeek[] {
  return weeks.map((w) => parseOrThrow(PlanWeekSchema, w, 'Planwoche'));
}

function recompute(data: PlannerData, weeks: readonly PlanWeek[]): number {
  const costs = periodCost(data, weeks);
  let shopping = 0;
  for (let i = 0; i < weeks.length; i += 6) {
    const block = weeks.slice(i, i + 6);
    const start = weekMonday(block[0]!.id);
    shopping += buildShoppingList(data, {
      weeks: block,
      startDate: start,
      endDate: addDays(start, block.length * 7 - 3),
    }).total;
  }
  return costs.total + shopping + dgeCheckPlan(data, weeks).weeks.length;
}

/** CPU milliseconds used by the process so far. */
function cpuMs(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
}

/** Mean CPU milliseconds per run over a batch; `prepare` runs untimed before each run. */
function batch(runs: number, prepare: () => () => unknown): number {
  let total = 0;
  for (let i = 0; i < runs; i++) {
    const run = prepare();
    const t0 = cpuMs();
    run();
    total += cpuMs() - t0;
  }
  return total / runs;
}

const median = (values: number[]) => values.slice().sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

const setups = SCALES.map((scale) => {
  const kitchen: SyntheticKitchen = syntheticKitchen(scale);
  const input = { ingredients: kitchen.ingredients, recipes: kitchen.recipes, today: TODAY };
  const warmData = preparePlannerData(input);
  const weeks = parseWeeks(kitchen.weeks);
  const cases: Record<Case, () => number> = {
    cold: () => batch(20, () => () => recompute(preparePlannerData(input), weeks)),
    warm: () => batch(20, () => () => recompute(warmData, weeks)),
    checked: () =>
      batch(3, () => {
        const fresh = structuredClone(kitchen);
        return () => recompute(preparePlannerData({ ...fresh, today: TODAY }), parseWeeks(fresh.weeks));
      }),
  };
  return { scale, cases, samples: { cold: [], warm: [], checked: [] } as Record<Case, number[]> };
});

for (let round = -3; round < ROUNDS; round++) {
  for (const setup of setups) {
    for (const c of CASES) {
      const ms = setup.cases[c]();
      if (round >= 0) setup.samples[c].push(ms); // the first rounds warm up the JIT
    }
  }
}

console.log(
  `Last (1/5/15 min): ${loadavg()
    .map((l) => l.toFixed(2))
    .join(' / ')} auf ${ROUNDS} Runden`,
);
const medians = setups.map((s) => ({
  scale: s.scale,
  m: Object.fromEntries(CASES.map((c) => [c, median(s.samples[c])])) as Record<Case, number>,
}));
for (const { scale, m } of medians) {
  console.log(
    `${String(6 * scale).padStart(2)} Wochen, ${String(30 * scale).padStart(3)} Rezepte, ${String(400 * scale).padStart(4)} Zutaten: ` +
      `cold ${m.cold.toFixed(3)} ms, warm ${m.warm.toFixed(3)} ms, mit Validierung ${m.checked.toFixed(3)} ms (CPU-Zeit, Median je Neuberechnung)`,
  );
}
const ratio = (a: number, b: number) => (b / a).toFixed(2);
for (const c of CASES) {
  const [one, two, four] = medians.map((x) => x.m[c]);
  console.log(`Wachstum ${c}: 1× → 2×: ${ratio(one!, two!)}×, 2× → 4×: ${ratio(two!, four!)}×`);
}

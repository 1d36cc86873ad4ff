/**
 * Demo kitchens start with a planned history: by default the four past weeks, this week and the next one
 * from the season's template, with their average cost, so the plan, shopping and statistics screens show
 * real figures on first sign-in. A kitchen's DemoPlan may name other weeks, the vegetarian template, a
 * shifted start in the template and a fish dish every Tuesday. Only weeks that do not exist are written (a
 * demo kitchen's edits stay).
 */
import type { Firestore } from 'firebase-admin/firestore';
import {
  addWeeks,
  isoWeekId,
  weekCost,
  weekDates,
  type ChangedBy,
  type MasterplanTemplate,
  type PlannerData,
} from '@speiseplaner/shared';
import { kitchenPath } from '../kitchens';
import type { DemoPlan } from './demoUsers';
import { seasonTemplate } from './seasonTemplate';

/** Weeks relative to this one that a demo kitchen has planned unless its DemoPlan says otherwise. */
export const DEMO_PLAN_WEEKS = [-4, -3, -2, -1, 0, 1];

/** Fish dishes of the content package (with conventional fish), one per week in turn. */
export const DEMO_FISH_DISHES = [
  'fischstaebchen-pueree-erbsen-moehren',
  'seelachs-dillsosse-kartoffeln',
  'seelachs-tomaten-zucchini-couscous',
  'kartoffel-lauch-auflauf-makrele',
];

const DAY_MS = 86_400_000;

/**
 * When a demo week or list counts as saved (its `changedBy.at`): `daysBefore` days before the Monday of
 * `weekId`, 06:00 UTC, never later than `now`.
 */
export function demoSavedAt(weekId: string, daysBefore: number, now: number): number {
  return Math.min(Date.parse(`${weekDates(weekId)[0]}T06:00:00Z`) - daysBefore * DAY_MS, now);
}

export async function seedDemoPlans(
  db: Firestore,
  kitchenId: string,
  templates: readonly MasterplanTemplate[],
  prices: PlannerData,
  plan: DemoPlan = { weeks: DEMO_PLAN_WEEKS, variant: 'mixed' },
  /** Who saved the weeks (`changedBy`); none: the weeks carry no author. */
  author?: Omit<ChangedBy, 'at'>,
  now = new Date(),
): Promise<void> {
  const template = seasonTemplate(templates, now, plan.variant);
  if (!template) return;
  const thisWeek = isoWeekId(now);
  for (const [index, offset] of plan.weeks.entries()) {
    const id = addWeeks(thisWeek, offset);
    const ref = db.doc(`${kitchenPath(kitchenId)}/weeks/${id}`);
    if ((await ref.get()).exists) continue;
    const source = template.weeks[(index + (plan.templateShift ?? 0)) % template.weeks.length]!;
    const days = source.days.map((d) => ({ recipes: [...d.recipes] }));
    const fish = DEMO_FISH_DISHES[index % DEMO_FISH_DISHES.length]!;
    if (plan.fishTuesday && prices.recipes.has(fish) && days[1]) {
      days[1] = { recipes: [fish, ...days[1].recipes.slice(1)] };
    }
    const average = weekCost(prices, { id, days }).average;
    if (!author) {
      await ref.set({ id, days, average, version: 1 });
      continue;
    }
    // Planned on the Monday of the week before, stamped as plan/saveWeek stamps a first save: the week and
    // each of its days carry the author, the days their revision 1.
    const changedBy = { ...author, at: demoSavedAt(id, 7, now.getTime()) };
    const stamped = days.map((day) => ({ ...day, rev: 1, changedBy }));
    await ref.set({ id, days: stamped, average, changedBy, version: 1 });
  }
}

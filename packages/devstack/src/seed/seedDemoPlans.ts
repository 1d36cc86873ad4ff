/**
 * Demo kitchens start with a planned history: the four past weeks, this week and the next one from the
 * season's template, with their average cost, so the plan, shopping and statistics screens show real
 * figures on first sign-in. Only weeks that do not exist are written (a demo kitchen's edits stay).
 */
import type { Firestore } from 'firebase-admin/firestore';
import {
  addWeeks,
  isoWeekId,
  weekCost,
  type MasterplanTemplate,
  type PlannerData,
} from '@speiseplaner/shared';
import { kitchenPath } from '../kitchens';
import { seasonTemplate } from './seasonTemplate';

/** Weeks relative to this one that a demo kitchen has planned. */
export const DEMO_PLAN_WEEKS = [-4, -3, -2, -1, 0, 1];

export async function seedDemoPlans(
  db: Firestore,
  kitchenId: string,
  templates: readonly MasterplanTemplate[],
  prices: PlannerData,
): Promise<void> {
  const template = seasonTemplate(templates, new Date());
  if (!template) return;
  const thisWeek = isoWeekId(new Date());
  for (const [index, offset] of DEMO_PLAN_WEEKS.entries()) {
    const id = addWeeks(thisWeek, offset);
    const ref = db.doc(`${kitchenPath(kitchenId)}/weeks/${id}`);
    if ((await ref.get()).exists) continue;
    const source = template.weeks[index % template.weeks.length]!;
    const days = source.days.map((d) => ({ recipes: [...d.recipes] }));
    await ref.set({ id, days, average: weekCost(prices, { id, days }).average, version: 1 });
  }
}

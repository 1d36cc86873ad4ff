/**
 * The per-kitchen summaries a Träger's overview reads (docs/data-model.md, "Träger summaries"):
 * `organisations/{orgId}/months/{YYYY-MM}` holds, per kitchen, one WeekSummary per plan week whose
 * Thursday lies in the month (the ISO rule) and one ListSummary per shopping list that starts in it, plus
 * the kitchen's last save of that month. The functions write a kitchen's entries after each save; the
 * overview adds them up (organisations/overview.ts). The figures come from the planner's own rules: the
 * week's costs (costs/planCosts.ts), the DGE check (dge/check.ts) and the Bio-AHVV purchases
 * (bio/bioShare.ts), so a Träger sees what the kitchen's planner shows.
 */
import { z } from '../schemas/zod';
import { bioShare, purchasesFromShoppingList } from '../bio/bioShare';
import { formatDate, monthOf } from '../calendar/dates';
import { weekDates } from '../calendar/weeks';
import { weekCost, type CostedWeek } from '../costs/planCosts';
import { dayHeads, kigaPortions } from '../costs/portions';
import { dgeCheck } from '../dge/check';
import { assertPlannerData, type PlannerData } from '../planner/plannerData';
import { DateStringSchema, IdSchema, WeekIdSchema } from '../schemas/common';
import type { MenuLine } from '../schemas/menuLine';
import type { ShoppingList } from '../schemas/shoppingList';

const Figure = z.number().finite().nonnegative();
const Count = z.number().int().nonnegative();

/**
 * One plan week of a kitchen: `cost` (€) of the Kindergarten-equivalent `portions` of its planned days at
 * the prices of the save, the planned days, and the criteria of the week's DGE check (5 days) met of those
 * counted.
 */
export const WeekSummarySchema = z.strictObject({
  cost: Figure,
  portions: Figure,
  plannedDays: Count.max(5),
  dgeMet: Count,
  dgeTotal: Count,
});
export type WeekSummary = z.infer<typeof WeekSummarySchema>;

/** One shopping list of a kitchen: the € of its organic purchases and of all (the Bio-AHVV rule's). */
export const ListSummarySchema = z.strictObject({
  organicValue: Figure,
  totalValue: Figure,
});
export type ListSummary = z.infer<typeof ListSummarySchema>;

/** One kitchen's entry of a month document. */
export const KitchenMonthSchema = z.object({
  weeks: z.record(WeekIdSchema, WeekSummarySchema).default(() => ({})),
  lists: z.record(IdSchema, ListSummarySchema).default(() => ({})),
  /** The kitchen's last save of a week or list in this month (ms since 1970); absent: none. */
  lastActivity: Count.optional(),
});
export type KitchenMonth = z.infer<typeof KitchenMonthSchema>;

/** `organisations/{orgId}/months/{YYYY-MM}`: the summaries of every kitchen that saved in it. */
export const OrganisationMonthSchema = z.object({
  kitchens: z.record(IdSchema, KitchenMonthSchema).default(() => ({})),
});
export type OrganisationMonth = z.infer<typeof OrganisationMonthSchema>;

/** Kindergarten-equivalent portions of a day's heads (the default portion factors: Kindergarten = 1). */
const DEFAULT_FACTORS = { headPortionFactors: {} };

/**
 * The summary of a plan week as its kitchen saved it. `data` holds the recipes the week names, the
 * ingredients they use, the kitchen's own prices and its default heads (a day without heads of its own
 * serves those). A planned day is one with at least one known recipe, as for the week's average: its
 * portions are its heads in Kindergarten portions (default factors), its cost the planner's cost per
 * Kindergarten portion of the day (`dayCost`) times those portions. So `cost / portions` is the week's
 * `average` when every day serves the same heads, and the mean weighted by portions otherwise. The DGE figures are the week's own 5-day check in the kitchen's menu line
 * (0 of 0 for a week without a planned day).
 */
export function weekSummaryOf(
  plannerData: PlannerData,
  week: CostedWeek,
  menuLine: MenuLine = 'mixed',
): WeekSummary {
  const data = assertPlannerData(plannerData);
  const costs = weekCost(data, week);
  let cost = 0;
  let portions = 0;
  costs.days.forEach((day, i) => {
    if (day.recipeCount === 0) return;
    const dayPortions = kigaPortions(DEFAULT_FACTORS, dayHeads(week.days[i]!, data.defaultHeads));
    cost += day.perKigaPortion * dayPortions;
    portions += dayPortions;
  });
  if (costs.plannedDays === 0) return { cost: 0, portions: 0, plannedDays: 0, dgeMet: 0, dgeTotal: 0 };
  const dge = dgeCheck(data, week.days, { variant: menuLine });
  return {
    cost,
    portions,
    plannedDays: costs.plannedDays,
    dgeMet: dge.results.length - dge.findings.length,
    dgeTotal: dge.results.length,
  };
}

/**
 * The summary of a shopping list: its purchases as the Bio share counts them (organic as the ingredient
 * says, salt and water left out; `data` needs the ingredients the list names).
 */
export function listSummaryOf(
  plannerData: PlannerData,
  list: Pick<ShoppingList, 'startDate' | 'items'>,
): ListSummary {
  const share = bioShare(purchasesFromShoppingList(plannerData, list));
  return { organicValue: share.organicValue, totalValue: share.totalValue };
}

/** The month (`yyyy-MM`) a plan week belongs to: that of its Thursday (the ISO rule). */
export function monthOfWeek(weekId: string): string {
  return monthOf(weekDates(weekId)[3]!);
}

/** The month (`yyyy-MM`) a shopping list belongs to: that of its start date. */
export function monthOfList(list: Pick<ShoppingList, 'startDate'>): string {
  return monthOf(DateStringSchema.parse(list.startDate));
}

/** The month (`yyyy-MM`, Europe/Berlin) of an instant: where a save's `lastActivity` goes. */
export function monthOfInstant(at: number): string {
  return monthOf(formatDate(at));
}

/**
 * A stored month document read leniently: a kitchen, week or list entry that does not fit its schema is
 * left out alone (a stray value never hides the other kitchens).
 */
export function organisationMonthOf(raw: unknown): OrganisationMonth {
  const kitchens: OrganisationMonth['kitchens'] = {};
  const stored = (raw as { kitchens?: unknown } | null | undefined)?.kitchens;
  if (!stored || typeof stored !== 'object') return { kitchens };
  for (const [kitchenId, entry] of Object.entries(stored as Record<string, unknown>)) {
    if (!IdSchema.safeParse(kitchenId).success || !entry || typeof entry !== 'object') continue;
    const { weeks, lists, lastActivity } = entry as Record<string, unknown>;
    kitchens[kitchenId] = {
      weeks: fitting(weeks, WeekIdSchema, WeekSummarySchema),
      lists: fitting(lists, IdSchema, ListSummarySchema),
      ...(Count.safeParse(lastActivity).success ? { lastActivity: lastActivity as number } : {}),
    };
  }
  return { kitchens };
}

function fitting<T>(raw: unknown, key: z.ZodType<string>, value: z.ZodType<T>): Record<string, T> {
  const result: Record<string, T> = {};
  if (!raw || typeof raw !== 'object') return result;
  for (const [id, entry] of Object.entries(raw as Record<string, unknown>)) {
    const parsed = value.safeParse(entry);
    if (key.safeParse(id).success && parsed.success) result[id] = parsed.data;
  }
  return result;
}

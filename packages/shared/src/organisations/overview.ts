/**
 * The Träger's overview (org/overview; docs/product.md, "Träger"): one row per kitchen over a month,
 * quarter or year, added up from the monthly summaries (organisations/summaries.ts). Every figure is a
 * ratio of sums, never a mean of means: cost per Kindergarten portion = Σ cost ÷ Σ portions of the planned
 * weeks, Bio share = Σ organic ÷ Σ total of the lists (whole percent, the Bio-AHVV rule's rounding). The
 * DGE figures count the kitchen's planned weeks among the four up to the current week (the Speiseplan's
 * DGE look-back), "next week planned" the week after the current one.
 */
import { bioLevel, type BioLevelId } from '../bio/bioShare';
import { monthParts } from '../calendar/dates';
import { addWeeks, isoWeekId } from '../calendar/weeks';
import { lookbackWeekIds } from '../dge/lookback';
import { DomainError } from '../errors';
import {
  OverviewPeriodSchema,
  type OrganisationOverview,
  type OverviewPeriod,
  type OverviewRow,
  type OverviewTotals,
  type OverviewTrendPoint,
} from '../schemas/organisation';
import { monthOfInstant, monthOfWeek, type KitchenMonth, type OrganisationMonth } from './summaries';

const MONTHS_PER_KIND = { month: 1, quarter: 3, year: 12 } as const;

/**
 * The months (`yyyy-MM`, oldest first) of a period: 1, 3 or 12 from its start; refuses a malformed period
 * with the schema's German message (a quarter starts in January, April, July or October, a year in January).
 */
export function periodMonths(period: OverviewPeriod): string[] {
  const parsed = OverviewPeriodSchema.safeParse(period);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new DomainError(
      'invalid-argument',
      issue?.message ?? 'Ungültiger Zeitraum.',
      issue ? issue.path.map(String).join('.') : '',
    );
  }
  const [year, month] = monthParts(parsed.data.start);
  return Array.from({ length: MONTHS_PER_KIND[parsed.data.kind] }, (_, i) => {
    const index = year * 12 + (month - 1) + i;
    return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
  });
}

/** The weeks the overview looks at beside the period, as of `now`. */
export interface OverviewWeeks {
  /** The current ISO week (Europe/Berlin). */
  thisWeek: string;
  /** The four weeks up to and with the current one, oldest first (the DGE look-back). */
  dgeWeeks: string[];
  nextWeek: string;
}

export function overviewWeeks(now: number): OverviewWeeks {
  const thisWeek = isoWeekId(now);
  return { thisWeek, dgeWeeks: lookbackWeekIds(thisWeek), nextWeek: addWeeks(thisWeek, 1) };
}

/**
 * The month documents org/overview reads: the period's (1, 3 or 12) and, beside them, the months of the
 * DGE look-back, of next week and of today (last activity) that the period does not hold. Those five
 * Thursdays lie within 28 days, so at most 2 months (today's lies between two of them): the overview
 * costs a fixed number of reads whatever the number of kitchens.
 */
export function overviewMonths(period: OverviewPeriod, now: number): { period: string[]; extra: string[] } {
  const inPeriod = periodMonths(period);
  const weeks = overviewWeeks(now);
  const around = [...weeks.dgeWeeks, weeks.nextWeek].map(monthOfWeek);
  around.push(monthOfInstant(now));
  const extra = [...new Set(around)].filter((m) => !inPeriod.includes(m)).sort();
  return { period: inPeriod, extra };
}

/** What the overview is computed from. */
export interface OverviewInput {
  period: OverviewPeriod;
  /** The Träger's current kitchens (the org document's `kitchens`): only they get a row. */
  kitchens: readonly { kitchenId: string; name: string }[];
  /** Every month document read (period and extra months), by month; a missing one counts as empty. */
  months: Readonly<Record<string, OrganisationMonth | undefined>>;
  /** The time of the request (ms): decides the current week. */
  now: number;
}

interface Sums {
  cost: number;
  portions: number;
  organic: number;
  total: number;
}

const noSums = (): Sums => ({ cost: 0, portions: 0, organic: 0, total: 0 });

function addMonth(sums: Sums, entry: KitchenMonth | undefined): void {
  if (!entry) return;
  for (const week of Object.values(entry.weeks)) {
    if (week.plannedDays === 0) continue;
    sums.cost += week.cost;
    sums.portions += week.portions;
  }
  for (const list of Object.values(entry.lists)) {
    sums.organic += list.organicValue;
    sums.total += list.totalValue;
  }
}

function addSums(into: Sums, part: Sums): void {
  into.cost += part.cost;
  into.portions += part.portions;
  into.organic += part.organic;
  into.total += part.total;
}

/** Cost per Kindergarten portion, Bio share and band of sums; null where nothing was planned or bought. */
function figuresOf(sums: Sums): {
  costPerPortion: number | null;
  bioPercent: number | null;
  bioLevel: BioLevelId | null;
} {
  const bioPercent = sums.total > 0 ? Math.round((100 * sums.organic) / sums.total) : null;
  return {
    costPerPortion: sums.portions > 0 ? sums.cost / sums.portions : null,
    bioPercent,
    bioLevel: bioPercent === null ? null : bioLevel(bioPercent).id,
  };
}

/**
 * The overview of a period: one row per current kitchen (by name), the totals (ratios of the sums over
 * all rows) and the trend (the same ratios per month of the period, over all rows).
 */
export function organisationOverview(input: OverviewInput): OrganisationOverview {
  const months = periodMonths(input.period);
  const weeks = overviewWeeks(input.now);
  const entryOf = (month: string, kitchenId: string) => input.months[month]?.kitchens[kitchenId];
  const weekOf = (weekId: string, kitchenId: string) =>
    entryOf(monthOfWeek(weekId), kitchenId)?.weeks[weekId];
  const perMonth = months.map(noSums);
  const totals = noSums();
  const rows: OverviewRow[] = input.kitchens.map(({ kitchenId, name }) => {
    const sums = noSums();
    months.forEach((month, i) => {
      const part = noSums();
      addMonth(part, entryOf(month, kitchenId));
      addSums(perMonth[i]!, part);
      addSums(sums, part);
    });
    addSums(totals, sums);
    let dgeMet = 0;
    let dgeTotal = 0;
    for (const weekId of weeks.dgeWeeks) {
      const week = weekOf(weekId, kitchenId);
      if (!week || week.plannedDays === 0) continue;
      dgeMet += week.dgeMet;
      dgeTotal += week.dgeTotal;
    }
    let lastActivity: number | null = null;
    for (const month of Object.keys(input.months)) {
      const at = entryOf(month, kitchenId)?.lastActivity;
      if (at !== undefined && (lastActivity === null || at > lastActivity)) lastActivity = at;
    }
    return {
      kitchenId,
      name,
      ...figuresOf(sums),
      portions: sums.portions,
      dgeMet,
      dgeTotal,
      nextWeekPlanned: (weekOf(weeks.nextWeek, kitchenId)?.plannedDays ?? 0) > 0,
      lastActivity,
    };
  });
  rows.sort((a, b) => a.name.localeCompare(b.name, 'de') || (a.kitchenId < b.kitchenId ? -1 : 1));
  const total: OverviewTotals = { ...figuresOf(totals), portions: totals.portions };
  const trend: OverviewTrendPoint[] = months.map((month, i) => {
    const { costPerPortion, bioPercent } = figuresOf(perMonth[i]!);
    return { month, costPerPortion, bioPercent };
  });
  return { period: input.period, months, rows, totals: total, trend };
}

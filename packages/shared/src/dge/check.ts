/**
 * The plan check against the DGE frequencies over 5 or 20 days. A day counts for a criterion when one of
 * its recipes serves it; counting days makes the result independent of the days' order. Every result
 * carries a German text a cook understands: "Diese Woche 2× Fleisch – empfohlen höchstens 1×".
 */
import { DomainError } from '../errors';
import { assertPlannerData, type PlannerData } from '../planner/plannerData';
import { checkWeek } from '../schemas/guards';
import type { PlanDay, PlanVariant, PlanWeek } from '../schemas/plan';
import { recipeCriteria } from './facts';
import { DGE_LOOKBACK_WEEKS } from './lookback';
import { DGE_CRITERIA, dgeRulesFor, ruleLimit, type DgeCriterion } from './rules';

export interface DgeResult {
  criterion: DgeCriterion;
  label: string;
  /** Days that served the criterion. */
  count: number;
  kind: 'min' | 'max';
  limit: number;
  ok: boolean;
  source: 'dge' | 'ours';
  text: string;
}

export interface DgeReport {
  /** 5 or 20. */
  days: number;
  results: DgeResult[];
  /** The results that are not ok. */
  findings: DgeResult[];
  missingRecipes: string[];
}

export interface DgeOptions {
  /** The menu line whose rules apply (docs/domain-rules.md, "DGE check"). Default mixed. */
  variant?: PlanVariant;
}

function periodText(days: number): string {
  return days === 5 ? 'Diese Woche' : `In ${days / 5} Wochen`;
}

export interface DgeDayCounts {
  counts: Map<DgeCriterion, number>;
  missingRecipes: string[];
}

/** Days serving each criterion; a day counts once per criterion however many recipes serve it. */
export function dgeDayCounts(data: PlannerData, days: readonly Pick<PlanDay, 'recipes'>[]): DgeDayCounts {
  const counts = new Map<DgeCriterion, number>(DGE_CRITERIA.map((c) => [c, 0]));
  const missingRecipes: string[] = [];
  for (const day of days) {
    const served = new Set<DgeCriterion>();
    for (const slug of day.recipes) {
      const recipe = data.recipes.get(slug);
      if (!recipe) {
        missingRecipes.push(slug);
        continue;
      }
      for (const c of recipeCriteria(data, recipe)) served.add(c);
    }
    for (const c of served) counts.set(c, counts.get(c)! + 1);
  }
  return { counts, missingRecipes };
}

/** Adds up the counts of several periods (four weeks make one 20-day period). */
export function addDgeCounts(parts: readonly DgeDayCounts[]): DgeDayCounts {
  const counts = new Map<DgeCriterion, number>(DGE_CRITERIA.map((c) => [c, 0]));
  for (const part of parts) for (const [c, n] of part.counts) counts.set(c, counts.get(c)! + n);
  return { counts, missingRecipes: parts.flatMap((p) => p.missingRecipes) };
}

/** Compares counts of `dayCount` days with the table. */
function evaluate(
  { counts, missingRecipes }: DgeDayCounts,
  dayCount: 5 | 20,
  options: DgeOptions,
): DgeReport {
  const weeks = dayCount / 5;
  const results: DgeResult[] = [];
  for (const rule of dgeRulesFor(options.variant)) {
    const limit = ruleLimit(rule, weeks);
    if (limit === undefined) continue;
    const count = counts.get(rule.criterion)!;
    const kind = rule.min !== undefined ? 'min' : 'max';
    const ok = kind === 'min' ? count >= limit : count <= limit;
    const advice = kind === 'min' ? 'mindestens' : 'höchstens';
    results.push({
      criterion: rule.criterion,
      label: rule.label,
      count,
      kind,
      limit,
      ok,
      source: rule.source,
      text: `${periodText(dayCount)} ${count}× ${rule.label} – empfohlen ${advice} ${limit}×`,
    });
  }
  return { days: dayCount, results, findings: results.filter((r) => !r.ok), missingRecipes };
}

/** Checks 5 or 20 plan days against the DGE table; throws DomainError for other lengths. */
export function dgeCheck(
  plannerData: PlannerData,
  days: readonly Pick<PlanDay, 'recipes'>[],
  options: DgeOptions = {},
): DgeReport {
  const data = assertPlannerData(plannerData);
  if (days.length !== 5 && days.length !== 20) {
    throw new DomainError(
      'invalid-argument',
      `Die DGE-Prüfung braucht 5 oder 20 Tage, nicht ${days.length}.`,
    );
  }
  return evaluate(dgeDayCounts(data, days), days.length, options);
}

export interface PlanDgeReport {
  /** One 5-day report per week. */
  weeks: { id: string; report: DgeReport }[];
  /** One 20-day report per run of 4 consecutive weeks. */
  windows: { ids: string[]; report: DgeReport }[];
}

/**
 * Checks every week of a plan, and every DGE_LOOKBACK_WEEKS (4) consecutive weeks as a 20-day period
 * (weeks sorted by id). Each week is counted once; a window adds up its four weeks' counts, so the work
 * grows linearly.
 */
export function dgeCheckPlan(
  plannerData: PlannerData,
  weeks: readonly Pick<PlanWeek, 'id' | 'days'>[],
  options: DgeOptions = {},
): PlanDgeReport {
  const data = assertPlannerData(plannerData);
  const sorted = weeks
    .map((w) => checkWeek(w, 'Planwoche'))
    .sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  const weekCounts = sorted.map((w) => dgeDayCounts(data, w.days));
  const windows: PlanDgeReport['windows'] = [];
  for (let i = 0; i + DGE_LOOKBACK_WEEKS <= sorted.length; i++) {
    windows.push({
      ids: sorted.slice(i, i + DGE_LOOKBACK_WEEKS).map((w) => w.id),
      report: evaluate(addDgeCounts(weekCounts.slice(i, i + DGE_LOOKBACK_WEEKS)), 20, options),
    });
  }
  return {
    weeks: sorted.map((w, i) => ({ id: w.id, report: evaluate(weekCounts[i]!, 5, options) })),
    windows,
  };
}

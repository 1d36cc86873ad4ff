/**
 * The DGE check at a glance (docs/product.md, "DGE check at a glance"): per food group, this week against
 * the 5-day recommendation and the planned weeks of the last 4 against the recommendation scaled to them.
 * A week without any planned day is left out, never counted as empty: a kitchen that planned its first
 * week is judged by that week alone.
 */
import { assertPlannerData, type PlannerData } from '../planner/plannerData';
import { checkWeek } from '../schemas/guards';
import type { PlanDay, PlanVariant, PlanWeek } from '../schemas/plan';
import { addDgeCounts, dgeDayCounts, type DgeDayCounts } from './check';
import { recipeCriteria } from './facts';
import { lookbackWeekIds } from './lookback';
import { DGE_AREAS, dgeRulesFor, ruleLimit, type DgeAreaId, type DgeCriterion, type DgeRule } from './rules';

/** Met, one step off (close), or further off (missed). */
export type DgeStatus = 'met' | 'close' | 'missed';

export interface DgeFigure {
  /** Days that served the criterion. */
  count: number;
  limit: number;
  kind: 'min' | 'max';
  status: DgeStatus;
  /** "Diese Woche 4× Gemüse oder Salat – empfohlen mindestens 5×". */
  text: string;
}

export interface DgeCriterionGlance {
  criterion: DgeCriterion;
  label: string;
  /** This week against the 5-day recommendation; absent for the rules per 20 days. */
  week?: DgeFigure;
  /**
   * The planned weeks of the last 4 against the recommendation scaled to them; absent while only one
   * week is planned, and for a 20-day rule that the planned weeks are too few to judge.
   */
  planned?: DgeFigure;
  /** This week's dishes that served it, per day (weekday index 0–4), for the details. */
  dishes: { day: number; names: string[] }[];
}

export interface DgeAreaGlance {
  area: DgeAreaId;
  label: string;
  source: 'dge' | 'ours';
  /** The worst status of its criteria in either period. */
  status: DgeStatus;
  /** The criterion the row names for this week: its worst (the area's first when all are met). */
  weekShown?: DgeCriterionGlance;
  /** The same for the planned weeks (absent when they are not compared). */
  plannedShown?: DgeCriterionGlance;
  criteria: DgeCriterionGlance[];
}

export interface DgeGlance {
  /** The menu line whose criteria were applied. */
  line: PlanVariant;
  /** The weeks of the last 4 (this one included) with at least one planned day, oldest first. */
  plannedWeekIds: string[];
  /** Weeks the comparison looks back over (4). */
  lookbackWeeks: number;
  /** True when 2 or more of the 4 weeks are planned, so the planned weeks add to this week's figures. */
  compared: boolean;
  areas: DgeAreaGlance[];
}

const STATUS_ORDER: readonly DgeStatus[] = ['met', 'close', 'missed'];

/** The worse of two statuses. */
export function worseStatus(a: DgeStatus, b: DgeStatus): DgeStatus {
  return STATUS_ORDER.indexOf(a) >= STATUS_ORDER.indexOf(b) ? a : b;
}

/**
 * Met when within the limit; close when off by at most one day or a quarter of the limit, whichever is
 * more (ours: 4 of 5 vegetable days is close, 3 is missed; 2 meat days against at most 1 is close); a
 * minimum not served at all is always missed.
 */
export function dgeStatus(kind: 'min' | 'max', count: number, limit: number): DgeStatus {
  const off = kind === 'min' ? limit - count : count - limit;
  if (off <= 0) return 'met';
  if (kind === 'min' && count === 0) return 'missed';
  return off <= Math.max(1, Math.floor(limit / 4)) ? 'close' : 'missed';
}

function figure(rule: DgeRule, counts: DgeDayCounts, weeks: number, period: string): DgeFigure | undefined {
  const limit = ruleLimit(rule, weeks);
  if (limit === undefined) return undefined;
  const count = counts.counts.get(rule.criterion)!;
  const kind = rule.min !== undefined ? 'min' : 'max';
  const advice = kind === 'min' ? 'mindestens' : 'höchstens';
  return {
    count,
    limit,
    kind,
    status: dgeStatus(kind, count, limit),
    text: `${period} ${count}× ${rule.label} – empfohlen ${advice} ${limit}×`,
  };
}

function isPlanned(week: Pick<PlanWeek, 'days'>): boolean {
  return week.days.some((day) => day.recipes.length > 0);
}

function servingDishes(
  data: PlannerData,
  days: readonly Pick<PlanDay, 'recipes'>[],
  criterion: DgeCriterion,
): DgeCriterionGlance['dishes'] {
  return days.flatMap((day, i) => {
    const names = day.recipes.flatMap((slug) => {
      const recipe = data.recipes.get(slug);
      return recipe && recipeCriteria(data, recipe).has(criterion) ? [recipe.name] : [];
    });
    return names.length ? [{ day: i, names }] : [];
  });
}

/** The first criterion with the area's worst status in a period, or the first one judged. */
function shownIn(
  criteria: readonly DgeCriterionGlance[],
  period: 'week' | 'planned',
): DgeCriterionGlance | undefined {
  const judged = criteria.filter((c) => c[period] !== undefined);
  const worst = judged.reduce<DgeStatus>((s, c) => worseStatus(s, c[period]!.status), 'met');
  return judged.find((c) => c[period]!.status === worst);
}

/**
 * The glance at `week` with the planned weeks among the 3 before it (`history` may hold any weeks; others
 * are ignored). `variant` is the kitchen's menu line: the vegetarian line has no meat and fish rows and
 * a row for nuts, kernels and oilseeds instead (docs/domain-rules.md, "DGE check").
 */
export function dgeGlance(
  plannerData: PlannerData,
  week: PlanWeek,
  history: readonly PlanWeek[],
  options: { variant?: PlanVariant } = {},
): DgeGlance {
  const data = assertPlannerData(plannerData);
  const shown = checkWeek(week, 'Planwoche');
  const ids = lookbackWeekIds(shown.id);
  const byId = new Map(history.map((w) => [w.id, w]));
  byId.set(shown.id, shown);
  const plannedWeeks = ids
    .map((id) => byId.get(id))
    .filter((w): w is PlanWeek => w !== undefined && isPlanned(checkWeek(w, 'Planwoche')));
  const compared = plannedWeeks.length > 1;
  const weekCounts = dgeDayCounts(data, shown.days);
  const plannedCounts = addDgeCounts(plannedWeeks.map((w) => dgeDayCounts(data, w.days)));
  const plannedPeriod = `In ${plannedWeeks.length} geplanten Wochen`;
  const rules = dgeRulesFor(options.variant);

  const areas = DGE_AREAS.flatMap((area): DgeAreaGlance[] => {
    const criteria = rules
      .filter((rule) => rule.area === area.id)
      .map((rule): DgeCriterionGlance => ({
        criterion: rule.criterion,
        label: rule.label,
        week: figure(rule, weekCounts, 1, 'Diese Woche'),
        planned: compared ? figure(rule, plannedCounts, plannedWeeks.length, plannedPeriod) : undefined,
        dishes: servingDishes(data, shown.days, rule.criterion),
      }))
      .filter((c) => c.week !== undefined || c.planned !== undefined);
    if (criteria.length === 0) return [];
    const status = criteria
      .flatMap((c) => [c.week?.status, c.planned?.status])
      .reduce<DgeStatus>((s, t) => (t ? worseStatus(s, t) : s), 'met');
    return [
      {
        area: area.id,
        label: area.label,
        source: rules.find((r) => r.area === area.id)!.source,
        status,
        weekShown: shownIn(criteria, 'week'),
        plannedShown: compared ? shownIn(criteria, 'planned') : undefined,
        criteria,
      },
    ];
  });
  return {
    line: options.variant ?? 'mixed',
    plannedWeekIds: plannedWeeks.map((w) => w.id),
    lookbackWeeks: ids.length,
    compared,
    areas,
  };
}

/** The German words of the DGE glance (dgeGlance): status names, the short figure of a row, its scope. */
import { WEEKDAYS } from '../catalogues/weekdays';
import { MENU_LINE_LABELS } from '../schemas/menuLine';
import type { DgeAreaGlance, DgeCriterionGlance, DgeFigure, DgeGlance, DgeStatus } from './glance';
import { DGE_RULES } from './rules';

export const DGE_STATUS_LABELS: Readonly<Record<DgeStatus, string>> = {
  met: 'erfüllt',
  close: 'knapp',
  missed: 'nicht erfüllt',
};

/** "4 von 5" for a minimum ("4 (mindestens 2)" once it is passed), "2 (höchstens 1)" for a maximum. */
export function dgeFigureShort(figure: DgeFigure): string {
  if (figure.kind === 'max') return `${figure.count} (höchstens ${figure.limit})`;
  return figure.count > figure.limit
    ? `${figure.count} (mindestens ${figure.limit})`
    : `${figure.count} von ${figure.limit}`;
}

/** "Gemüse oder Salat 4 von 5", "Fleisch 2 (höchstens 1)". */
export function dgeFigureSummary(label: string, figure: DgeFigure): string {
  return `${label} ${dgeFigureShort(figure)}`;
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * What a row names for one period: each criterion not met there (close or missed), in the rules' order,
 * so a missing legume day shows beside too few vegetable days without opening the row; when all are met,
 * the row's headline criterion (`weekShown` / `plannedShown`).
 */
function namedIn(area: DgeAreaGlance, period: 'week' | 'planned'): DgeCriterionGlance[] {
  const unmet = area.criteria.filter((c) => c[period] !== undefined && c[period].status !== 'met');
  if (unmet.length) return unmet;
  const shown = period === 'week' ? area.weekShown : area.plannedShown;
  return shown?.[period] ? [shown] : [];
}

/** "Gemüse oder Salat 2 von 5, Hülsenfrüchte 0 von 1". */
const summaries = (criteria: readonly DgeCriterionGlance[], period: 'week' | 'planned') =>
  criteria.map((c) => dgeFigureSummary(c.label, c[period]!)).join(', ');

/**
 * The one line of an area's row, naming every criterion not met by name (docs/product.md, "DGE check at a
 * glance"): "Diese Woche: Gemüse oder Salat 2 von 5, Hülsenfrüchte 0 von 1"; with the planned weeks
 * "Gemüse oder Salat: diese Woche 4 von 5 · 3 geplante Wochen 13 von 15" when both name the same single
 * rule, else "Diese Woche: Fleisch 1 (höchstens 1) · 3 geplante Wochen: Fleisch 4 (höchstens 3)".
 */
export function dgeAreaLine(area: DgeAreaGlance, glance: DgeGlance): string {
  const week = namedIn(area, 'week');
  const planned = glance.compared ? namedIn(area, 'planned') : [];
  const period = dgePlannedPeriod(glance);
  if (week.length === 1 && planned.length === 1 && week[0]!.criterion === planned[0]!.criterion)
    return capitalised(
      `${week[0]!.label}: diese Woche ${dgeFigureShort(week[0]!.week!)} · ${period} ${dgeFigureShort(planned[0]!.planned!)}`,
    );
  return [
    week.length ? `Diese Woche: ${summaries(week, 'week')}` : null,
    planned.length ? `${period}: ${summaries(planned, 'planned')}` : null,
  ]
    .filter((part) => part !== null)
    .join(' · ');
}

/**
 * The names of the criteria an area misses in either period, for screen readers and tests: ["Hülsenfrüchte"].
 */
export function dgeUnmetCriteria(area: DgeAreaGlance): string[] {
  return area.criteria
    .filter((c) => [c.week, c.planned].some((f) => f !== undefined && f.status !== 'met'))
    .map((c) => c.label);
}

/** What the rows compare: this week alone, or the planned weeks of the last 4. */
export function dgeGlanceScope(glance: DgeGlance): string {
  const n = glance.plannedWeekIds.length;
  if (!glance.compared)
    return `Verglichen wird diese Woche. Die Empfehlungen für ${glance.lookbackWeeks} Wochen kommen hinzu, sobald eine zweite der letzten ${glance.lookbackWeeks} Wochen geplant ist.`;
  return `In ${n} von ${glance.lookbackWeeks} Wochen geplant – verglichen mit der Empfehlung für ${n * 5} Tage; Wochen ohne Plan zählen nicht mit.`;
}

/** The label of the planned weeks' figure in a row: "3 geplante Wochen". */
export function dgePlannedPeriod(glance: DgeGlance): string {
  return `${glance.plannedWeekIds.length} geplante Wochen`;
}

/** "Gezählt diese Woche: Mo Linseneintopf; Mi Gemüsecurry, Apfel", or that no dish counted. */
export function dgeDishesText(criterion: DgeCriterionGlance): string {
  if (!criterion.dishes.length) return 'Diese Woche zählt kein Gericht dafür.';
  const days = criterion.dishes.map((d) => `${WEEKDAYS[d.day]!.short} ${d.names.join(', ')}`);
  return `Gezählt diese Woche: ${days.join('; ')}`;
}

/**
 * The area's 20-day rules that are not judged yet (only this week planned): "Mageres Muskelfleisch
 * (mindestens 2× in 4 Wochen) wird ab 2 geplanten Wochen geprüft."
 */
export function dgeNotYetJudged(area: DgeAreaGlance, glance: DgeGlance): string[] {
  if (glance.compared) return [];
  const shown = new Set(area.criteria.map((c) => c.criterion));
  return DGE_RULES.filter((r) => r.area === area.area && r.per === 20 && !shown.has(r.criterion)).map((r) =>
    capitalised(
      `${r.label} (mindestens ${r.min}× in ${glance.lookbackWeeks} Wochen) wird ab 2 geplanten Wochen geprüft.`,
    ),
  );
}

/** Which menu line's criteria the rows apply: "Geprüft für die Menülinie „ovo-lacto-vegetarisch“." */
export function dgeLineText(glance: Pick<DgeGlance, 'line'>): string {
  return `Geprüft für die Menülinie „${MENU_LINE_LABELS[glance.line]}“.`;
}

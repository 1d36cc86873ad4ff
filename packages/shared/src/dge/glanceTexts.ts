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
 * The one line of an area's row: "Diese Woche: Gemüse oder Salat 4 von 5", with the planned weeks
 * "Gemüse oder Salat: diese Woche 4 von 5 · 3 geplante Wochen 13 von 15" when both name the same rule,
 * else "Diese Woche: Fleisch 1 (höchstens 1) · 3 geplante Wochen: Fleisch 4 (höchstens 3)".
 */
export function dgeAreaLine(area: DgeAreaGlance, glance: DgeGlance): string {
  const week = area.weekShown?.week ? area.weekShown : undefined;
  const planned = area.plannedShown?.planned ? area.plannedShown : undefined;
  const period = dgePlannedPeriod(glance);
  if (week && planned && week.criterion === planned.criterion)
    return capitalised(
      `${week.label}: diese Woche ${dgeFigureShort(week.week!)} · ${period} ${dgeFigureShort(planned.planned!)}`,
    );
  return [
    week ? `Diese Woche: ${dgeFigureSummary(week.label, week.week!)}` : null,
    planned ? `${period}: ${dgeFigureSummary(planned.label, planned.planned!)}` : null,
  ]
    .filter((part) => part !== null)
    .join(' · ');
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

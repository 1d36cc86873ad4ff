/** The German words of the DGE glance (dgeGlance): status names, the short figure of a row, its scope. */
import type { DgeFigure, DgeGlance, DgeStatus } from './glance';

export const DGE_STATUS_LABELS: Readonly<Record<DgeStatus, string>> = {
  met: 'erfüllt',
  close: 'knapp',
  missed: 'nicht erfüllt',
};

/**
 * "Gemüse oder Salat 4 von 5" for a minimum ("Milch oder Milchprodukte 4 (mindestens 2)" once it is
 * passed), "Fleisch 2 (höchstens 1)" for a maximum.
 */
export function dgeFigureSummary(label: string, figure: DgeFigure): string {
  if (figure.kind === 'max') return `${label} ${figure.count} (höchstens ${figure.limit})`;
  return figure.count > figure.limit
    ? `${label} ${figure.count} (mindestens ${figure.limit})`
    : `${label} ${figure.count} von ${figure.limit}`;
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

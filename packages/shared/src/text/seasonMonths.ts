/**
 * A recipe's season months in words (the Speiseplan names them beside an out-of-season dish): runs of
 * consecutive months as "Mai bis September", a run across the turn of the year as "Oktober bis März".
 */
import { MONTH_NAMES } from './dates';

/** The season months of twelve flags (January first) as German text; '' when no month is set. */
export function seasonMonthsText(months: readonly boolean[]): string {
  const on = (i: number) => months[((i % 12) + 12) % 12] === true;
  if (!MONTH_NAMES.some((_, i) => on(i))) return '';
  if (MONTH_NAMES.every((_, i) => on(i))) return 'das ganze Jahr';
  // Start at a month that is set and follows one that is not, so a run across December stays whole.
  const first = MONTH_NAMES.findIndex((_, i) => on(i) && !on(i - 1));
  const runs: string[] = [];
  for (let i = first; i < first + 12; i++) {
    if (!on(i) || on(i - 1)) continue;
    let end = i;
    while (on(end + 1) && end + 1 < first + 12) end++;
    const from = MONTH_NAMES[i % 12]!;
    const to = MONTH_NAMES[end % 12]!;
    runs.push(end === i ? from : `${from} bis ${to}`);
  }
  return runs.join(', ');
}

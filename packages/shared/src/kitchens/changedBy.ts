/**
 * Who changed what, as the screens and messages say it (docs/product.md, "Teams"): weeks, days, recipes and
 * shopping lists carry `changedBy` (schemas/kitchen.ts), set by the server at each save.
 */
import { weekdayLabel, WEEKDAY_IDS } from '../catalogues/weekdays';
import type { ChangedBy } from '../schemas/kitchen';
import { formatBerlinDateTime } from '../text/dates';

/** The name shown for an author: the member's name, else „ein Teammitglied“. */
const nameOf = (by: Pick<ChangedBy, 'name'> | undefined) => by?.name.trim() || 'ein Teammitglied';

/** „09:12 Uhr“ when `at` is on the Berlin day of `now`, else „27.11.2026, 09:12 Uhr“. */
function whenText(at: number, now: number): string {
  const then = formatBerlinDateTime(at);
  const [day, time] = then.split(', ');
  return day === formatBerlinDateTime(now).split(', ')[0] ? `heute, ${time}` : then;
}

/** „zuletzt geändert von Anna, heute, 09:12 Uhr“. */
export function changedByText(by: ChangedBy, now: number): string {
  return `zuletzt geändert von ${nameOf(by)}, ${whenText(by.at, now)}`;
}

/**
 * The conflict of a week save (versioning/dayMerge.ts) in German, naming the other person per day:
 * „Anna hat Montag inzwischen ebenfalls geändert (heute, 09:12 Uhr).“ A day the caller (`selfUid`)
 * changed elsewhere, in another window or on another device, says so instead of naming them.
 */
export function dayConflictMessage(
  days: readonly number[],
  by: readonly (ChangedBy | undefined)[],
  now: number,
  selfUid?: string,
): string {
  if (days.length === 0) return 'Die Woche wurde inzwischen an anderer Stelle geändert.';
  const parts = days.map((day, i) => {
    const author = by[i];
    const label = weekdayLabel(WEEKDAY_IDS[day]!);
    if (!author) return `${label} wurde inzwischen an anderer Stelle geändert.`;
    const when = whenText(author.at, now);
    if (selfUid !== undefined && author.uid === selfUid)
      return `Sie haben ${label} inzwischen an anderer Stelle geändert, etwa in einem anderen Fenster (${when}).`;
    return `${nameOf(author)} hat ${label} inzwischen ebenfalls geändert (${when}).`;
  });
  return parts.join(' ');
}

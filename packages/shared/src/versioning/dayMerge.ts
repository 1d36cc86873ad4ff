/**
 * Two cooks on one week (docs/domain-rules.md, "Two cooks on one week"): a plan week is saved per day.
 * The server stamps each day it changes with the week's new version (`rev`) and who changed it
 * (`changedBy`). A client sends a day it changed WITHOUT `rev` and a day it left alone with the `rev` it
 * got; so the server knows which days a save means, even when the week moved on in between:
 * - a day the sender left alone takes the stored day (another cook's edit of it stays);
 * - a day the sender changed is written, unless somebody else changed that same day after the version the
 *   sender started from (then it is a conflict for that day, naming who changed it);
 * - a save that changes nothing answers the stored week (a retry whose answer was lost).
 * The week-level version check of other documents (versionCheck.ts) is this rule with one "day".
 */
import type { ChangedBy } from '../schemas/kitchen';
import type { PlanDay, PlanWeek } from '../schemas/plan';
import { canonicalJson } from './sameContent';
import { storedVersion } from './versionCheck';

/** What a day holds for the cook: its dishes and headcounts, not who saved it. */
export function dayContent(day: PlanDay): string {
  return canonicalJson({ recipes: day.recipes, heads: day.heads });
}

/** Equal days of two weeks, whoever saved them. */
export function sameDays(a: Pick<PlanWeek, 'days'>, b: Pick<PlanWeek, 'days'>): boolean {
  return (
    a.days.length === b.days.length && a.days.every((day, i) => dayContent(day) === dayContent(b.days[i]!))
  );
}

export type DayMergeVerdict =
  /** Store `week` (version already raised, changed days stamped). */
  | { kind: 'write'; week: PlanWeek }
  /** Nothing changes: answer the stored week. */
  | { kind: 'unchanged'; week: PlanWeek }
  /** Days the sender changed that somebody else changed first: their indexes and who changed each. */
  | { kind: 'conflict'; days: number[]; by: (ChangedBy | undefined)[] };

/**
 * The save of `incoming` over `stored` by `editor` at `at` (ms), by the rule above. `stored` must exist;
 * its days without `rev` count as rev 0 (written before per-day saves).
 */
export function mergeWeekDays(
  stored: PlanWeek,
  incoming: PlanWeek,
  editor: Omit<ChangedBy, 'at'>,
  at: number,
): DayMergeVerdict {
  const current = storedVersion(stored);
  const base = incoming.version;
  const next = current + 1;
  const stamp: ChangedBy = { ...editor, at };
  if (base > current) return { kind: 'conflict', days: [], by: [] };
  const conflicts: number[] = [];
  let changed = false;
  const days = stored.days.map((storedDay, i) => {
    const day = incoming.days[i] ?? storedDay;
    const same = dayContent(day) === dayContent(storedDay);
    const leftAlone = day.rev !== undefined && day.rev === (storedDay.rev ?? 0);
    if (same || (day.rev !== undefined && (storedDay.rev ?? 0) > day.rev)) return storedDay;
    // Changed by the sender (no rev), or sent with the stored rev but other content (an old client).
    if (!leftAlone && (storedDay.rev ?? 0) > base) {
      conflicts.push(i);
      return storedDay;
    }
    changed = true;
    const { rev: _rev, changedBy: _by, ...content } = day;
    return { ...content, rev: next, changedBy: stamp };
  });
  if (conflicts.length > 0)
    return { kind: 'conflict', days: conflicts, by: conflicts.map((i) => stored.days[i]!.changedBy) };
  if (!changed) return { kind: 'unchanged', week: stored };
  return { kind: 'write', week: { ...incoming, days, changedBy: stamp, version: next } };
}

/**
 * A stored week as the server answers it: every day with its `rev` (0 for a day not changed since
 * per-day saves began), so a client can tell the days it changed from those it left alone.
 */
export function withDayRevs<W extends PlanWeek>(week: W): W {
  return { ...week, days: week.days.map((day) => ({ ...day, rev: day.rev ?? 0 })) };
}

/**
 * The client's side: after a save, the week as the editor should hold it. A day still as it was sent
 * (or one the cook did not touch) takes the saved day with its `rev` and author; a day the cook changed
 * again meanwhile stays as it is, without `rev`, and goes out with the next save.
 */
export function adoptSavedDays(local: PlanWeek, saved: PlanWeek): PlanDay[] {
  return local.days.map((day, i) => {
    const savedDay = saved.days[i];
    if (!savedDay) return day;
    if (day.rev !== undefined || dayContent(day) === dayContent(savedDay)) return savedDay;
    return day;
  });
}

/** A day the cook changed: its content without `rev` and author, so the next save means it. */
export function editedDay(day: PlanDay): PlanDay {
  const { rev: _rev, changedBy: _by, ...content } = day;
  return content;
}

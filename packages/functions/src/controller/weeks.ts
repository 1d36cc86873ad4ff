/**
 * Week range queries shared by plan/listWeeks and masterplan/listWeeks: bounded by LIST_LIMIT. The ends must
 * be real ISO weeks; unlike saves (shared planningWindow) they may lie outside the planning window.
 */
import type { CollectionReference } from 'firebase-admin/firestore';
import { assertWeekId } from '@speiseplaner/shared';
import { LIST_LIMIT } from '../lib/paths';
import { readQuery } from '../lib/reads';
import { storedList } from '../lib/stored';

/**
 * Weeks with `from <= id <= to`, ascending. Without `to` the newest LIST_LIMIT weeks from `from` on
 * are meant, without a range the latest LIST_LIMIT weeks.
 */
export async function listWeeksIn<W>(
  weeks: CollectionReference,
  range: { from?: string; to?: string },
): Promise<W[]> {
  // Any range is fine to read, but its ends must be weeks that exist (not 2027-W53).
  if (range.from !== undefined) assertWeekId(range.from);
  if (range.to !== undefined) assertWeekId(range.to);
  let query = weeks.orderBy('id', range.from ? 'asc' : 'desc');
  if (range.from) query = query.where('id', '>=', range.from);
  if (range.to) query = query.where('id', '<=', range.to);
  const snap = await readQuery(query.limit(LIST_LIMIT));
  const found = storedList<W & { id: string }>(snap);
  return found.sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

import { adoptSavedDays, mergeWeekDays, withDayRevs, type PlanDay, type PlanWeek } from '../../src';

const anna = { uid: 'anna', name: 'Anna' };
const ben = { uid: 'ben', name: 'Ben' };
const T1 = Date.UTC(2026, 10, 28, 8, 12);
const T2 = T1 + 60_000;

const day = (recipes: string[], rev?: number): PlanDay => ({
  recipes,
  ...(rev === undefined ? {} : { rev }),
});

/** A stored week at version 3 whose days were last changed in version 1. */
function stored(): PlanWeek {
  return {
    id: '2026-W49',
    days: [day(['linsen'], 1), day(['nudeln'], 1), day([], 1), day([], 1), day([], 1)],
    average: 0,
    version: 3,
  };
}

/** What a client holding version `version` of `week` sends after changing `changes` (index → recipes). */
function sent(week: PlanWeek, version: number, changes: Record<number, string[]>): PlanWeek {
  return {
    ...week,
    version,
    days: week.days.map((d, i) => (changes[i] ? { recipes: changes[i]! } : d)),
  };
}

test('a save on the current version writes the changed day with the author and the new version', () => {
  const verdict = mergeWeekDays(stored(), sent(stored(), 3, { 0: ['risotto'] }), anna, T1);
  expect(verdict.kind).toBe('write');
  if (verdict.kind !== 'write') return;
  expect(verdict.week.version).toBe(4);
  expect(verdict.week.days[0]).toEqual({ recipes: ['risotto'], rev: 4, changedBy: { ...anna, at: T1 } });
  expect(verdict.week.days[1]).toEqual(day(['nudeln'], 1));
  expect(verdict.week.changedBy).toEqual({ ...anna, at: T1 });
});

test('two cooks on different days of one week both keep their edits', () => {
  const first = mergeWeekDays(stored(), sent(stored(), 3, { 0: ['risotto'] }), anna, T1);
  if (first.kind !== 'write') throw new Error(first.kind);
  // Ben started from version 3 too and changed Tuesday.
  const second = mergeWeekDays(first.week, sent(stored(), 3, { 1: ['eintopf'] }), ben, T2);
  expect(second.kind).toBe('write');
  if (second.kind !== 'write') return;
  expect(second.week.days.map((d) => d.recipes)).toEqual([['risotto'], ['eintopf'], [], [], []]);
  expect(second.week.days[0]!.changedBy?.name).toBe('Anna');
  expect(second.week.days[1]!.changedBy?.name).toBe('Ben');
  expect(second.week.version).toBe(5);
});

test('the same day changed by both is a conflict naming the first author', () => {
  const first = mergeWeekDays(stored(), sent(stored(), 3, { 0: ['risotto'] }), anna, T1);
  if (first.kind !== 'write') throw new Error(first.kind);
  const second = mergeWeekDays(first.week, sent(stored(), 3, { 0: ['pizza'], 2: ['suppe'] }), ben, T2);
  expect(second).toEqual({ kind: 'conflict', days: [0], by: [{ ...anna, at: T1 }] });
});

test('the retry of a save whose answer was lost changes nothing and answers the stored week', () => {
  const first = mergeWeekDays(stored(), sent(stored(), 3, { 0: ['risotto'] }), anna, T1);
  if (first.kind !== 'write') throw new Error(first.kind);
  const retry = mergeWeekDays(first.week, sent(stored(), 3, { 0: ['risotto'] }), anna, T2);
  expect(retry).toEqual({ kind: 'unchanged', week: first.week });
});

test('the same content on both sides is no conflict', () => {
  const first = mergeWeekDays(stored(), sent(stored(), 3, { 0: ['risotto'] }), anna, T1);
  if (first.kind !== 'write') throw new Error(first.kind);
  const same = mergeWeekDays(first.week, sent(stored(), 3, { 0: ['risotto'], 1: ['eintopf'] }), ben, T2);
  expect(same.kind).toBe('write');
  if (same.kind === 'write') expect(same.week.days[0]!.changedBy?.name).toBe('Anna');
});

test('days of a week stored before per-day saves count as unchanged since version 0', () => {
  const old: PlanWeek = { ...stored(), days: stored().days.map(({ recipes }) => ({ recipes })) };
  // A client without day revisions (an old tab) changes Monday on the current version: written.
  const verdict = mergeWeekDays(old, { ...old, days: [day(['risotto']), ...old.days.slice(1)] }, anna, T1);
  expect(verdict.kind).toBe('write');
  // The same old tab on an older version: another cook's edit of Monday since then is a conflict.
  const stale = mergeWeekDays(
    { ...old, days: [{ recipes: ['pizza'], rev: 3, changedBy: { ...ben, at: T1 } }, ...old.days.slice(1)] },
    { ...old, version: 2, days: [day(['risotto']), ...old.days.slice(1)] },
    anna,
    T2,
  );
  expect(stale.kind).toBe('conflict');
});

test('a version ahead of the stored one is refused', () => {
  expect(mergeWeekDays(stored(), sent(stored(), 9, { 0: ['risotto'] }), anna, T1).kind).toBe('conflict');
});

test('after a save the client takes the saved days, except a day changed again meanwhile', () => {
  const saved = mergeWeekDays(stored(), sent(stored(), 3, { 0: ['risotto'], 1: ['eintopf'] }), anna, T1);
  if (saved.kind !== 'write') throw new Error(saved.kind);
  // Meanwhile the cook changed Tuesday again; Monday is as it was sent.
  const local = sent(stored(), 3, { 0: ['risotto'], 1: ['auflauf'] });
  const days = adoptSavedDays(local, saved.week);
  expect(days[0]).toEqual(saved.week.days[0]);
  expect(days[1]).toEqual({ recipes: ['auflauf'] });
  expect(days[2]).toEqual(saved.week.days[2]);
});

test('answers give every day its revision, 0 for days saved before per-day saves', () => {
  const old: PlanWeek = { ...stored(), days: stored().days.map(({ recipes }) => ({ recipes })) };
  expect(withDayRevs(old).days.map((d) => d.rev)).toEqual([0, 0, 0, 0, 0]);
  expect(withDayRevs(stored()).days.map((d) => d.rev)).toEqual([1, 1, 1, 1, 1]);
});

/**
 * A fake backend for the Speiseplan tests: the test catalogue and recipes, plus plan weeks kept like the
 * real controller keeps them (a save must carry the stored version, a new week starts at version 1).
 */
import { PlanWeekSchema, type MasterplanWeek, type PlanWeek } from '@speiseplaner/shared';
import { TransportError } from '../../../test/fakeTransport';
import { plannerBackend } from '../ingredients/testCatalogue';

export function planBackend(options: { weeks?: PlanWeek[]; masterplan?: MasterplanWeek[] } = {}) {
  const stored = new Map((options.weeks ?? []).map((w) => [w.id, w]));
  const transport = plannerBackend({
    extra: {
      'plan/listWeeks': (payload) => {
        const { from = '', to = '9999' } = payload as { from?: string; to?: string };
        return {
          weeks: [...stored.values()]
            .filter((w) => w.id >= from && w.id <= to)
            .sort((a, b) => (a.id < b.id ? -1 : 1)),
        };
      },
      'plan/saveNewWeek': (payload) => {
        const { week } = payload as { week: PlanWeek };
        const existing = stored.get(week.id);
        if (existing) return { week: existing, created: false };
        const created = PlanWeekSchema.parse({ ...week, version: 1 });
        stored.set(week.id, created);
        return { week: created, created: true };
      },
      'plan/saveWeek': (payload) => {
        const week = PlanWeekSchema.parse((payload as { week: PlanWeek }).week);
        const current = stored.get(week.id);
        if (!current) throw new TransportError('not-found', `Die Woche ${week.id} gibt es nicht.`);
        if (current.version !== week.version)
          throw new TransportError('failed-precondition', `Die Woche ${week.id} wurde inzwischen geändert.`);
        const saved = { ...week, version: week.version + 1 };
        stored.set(week.id, saved);
        return { week: saved };
      },
      'masterplan/listWeeks': () => ({ weeks: options.masterplan ?? [] }),
    },
  });
  return { transport, stored };
}

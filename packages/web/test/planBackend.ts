/**
 * A fake backend for the Speiseplan and Masterplan tests: the test catalogue and recipes, plus plan weeks
 * and masterplan weeks kept like the real controller keeps them (a save must carry the stored version; a
 * new plan week starts at version 1, a masterplan week is created by its first save from version 0) and
 * the seasonal templates. The fake transport parses payloads and checks answers with the shared schemas.
 */
import type { ActionType, MasterplanTemplate, MasterplanWeek, PlanWeek, Recipe } from '@speiseplaner/shared';
import { interceptTransport, TransportError, type FakeTransport, type Handlers } from './fakeTransport';
import { plannerBackend } from './testCatalogue';

const byId = (a: { id: string }, b: { id: string }) => (a.id < b.id ? -1 : 1);
const inRange =
  ({ from = '', to = '9999' }: { from?: string; to?: string }) =>
  (w: { id: string }) =>
    w.id >= from && w.id <= to;

export interface PlanBackendOptions {
  weeks?: PlanWeek[];
  masterplan?: MasterplanWeek[];
  templates?: MasterplanTemplate[];
  /** The recipes of the catalogue (default: the test catalogue's soup and curry). */
  recipes?: Recipe[];
  /** Further or other answers (e.g. `recipes/listImages` with photos). */
  extra?: Handlers;
}

export function planBackend(options: PlanBackendOptions = {}) {
  const stored = new Map((options.weeks ?? []).map((w) => [w.id, w]));
  const masterplan = new Map((options.masterplan ?? []).map((w) => [w.id, w]));
  const transport = plannerBackend({
    ...(options.recipes ? { recipes: options.recipes } : {}),
    extra: {
      'plan/listWeeks': (range) => ({ weeks: [...stored.values()].filter(inRange(range)).sort(byId) }),
      'plan/saveNewWeek': ({ week }) => {
        const existing = stored.get(week.id);
        if (existing) return { week: existing, created: false };
        const created = { ...week, version: 1 };
        stored.set(week.id, created);
        return { week: created, created: true };
      },
      'plan/saveWeek': ({ week }) => {
        const current = stored.get(week.id);
        if (!current) throw new TransportError('not-found', `Die Woche ${week.id} gibt es nicht.`);
        if (current.version !== week.version)
          throw new TransportError('failed-precondition', `Die Woche ${week.id} wurde inzwischen geändert.`);
        const saved = { ...week, version: week.version + 1 };
        stored.set(week.id, saved);
        return { week: saved };
      },
      'masterplan/listWeeks': (range) => ({
        weeks: [...masterplan.values()].filter(inRange(range)).sort(byId),
      }),
      'masterplan/saveWeek': ({ week }) => {
        if ((masterplan.get(week.id)?.version ?? 0) !== week.version)
          throw new TransportError(
            'failed-precondition',
            `Die Masterplan-Woche ${week.id} wurde inzwischen geändert.`,
          );
        const saved = { ...week, version: week.version + 1 };
        masterplan.set(week.id, saved);
        return { week: saved };
      },
      'masterplan/listTemplates': () => ({ templates: options.templates ?? [] }),
      ...options.extra,
    },
  });
  return { transport, stored, masterplan };
}

/** The transport, with the first `times` calls of `type` failing with a network error. */
export function failingFirst(transport: FakeTransport, type: ActionType, times: number): FakeTransport {
  let failures = times;
  return interceptTransport(transport, (called) => {
    if (called === type && failures-- > 0) throw new Error('Ein Netzwerkfehler ist aufgetreten');
  });
}

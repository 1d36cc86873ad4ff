/**
 * A fake backend for the Speiseplan and Masterplan tests: the test catalogue and recipes, plus plan weeks
 * and masterplan weeks kept like the real controller keeps them (a save must carry the stored version; a
 * new plan week starts at version 1, a masterplan week is created by its first save from version 0) and
 * the seasonal templates. Payloads are checked with the action's shared schema, as the router does.
 */
import {
  parseActionPayload,
  type ActionAnswer,
  type ActionPayload,
  type ActionType,
  type MasterplanTemplate,
  type MasterplanWeek,
  type ParsedActionPayload,
  type PlanWeek,
} from '@speiseplaner/shared';
import { TransportError, type FakeTransport, type Handler } from '../../../test/fakeTransport';
import { plannerBackend } from '../ingredients/testCatalogue';

type TypedHandlers = {
  [T in ActionType]?: (payload: ParsedActionPayload<T>) => ActionAnswer<T> | Promise<ActionAnswer<T>>;
};

/** Handlers typed from the shared ACTIONS table; each validates its payload first. */
function typed(handlers: TypedHandlers): Record<string, Handler> {
  return Object.fromEntries(
    Object.entries(handlers).map(([type, handle]) => [
      type,
      (payload: unknown) => (handle as Handler)(parseActionPayload(type as ActionType, payload)),
    ]),
  );
}

const byId = (a: { id: string }, b: { id: string }) => (a.id < b.id ? -1 : 1);
const inRange =
  ({ from = '', to = '9999' }: { from?: string; to?: string }) =>
  (w: { id: string }) =>
    w.id >= from && w.id <= to;

export interface PlanBackendOptions {
  weeks?: PlanWeek[];
  masterplan?: MasterplanWeek[];
  templates?: MasterplanTemplate[];
}

export function planBackend(options: PlanBackendOptions = {}) {
  const stored = new Map((options.weeks ?? []).map((w) => [w.id, w]));
  const masterplan = new Map((options.masterplan ?? []).map((w) => [w.id, w]));
  const transport = plannerBackend({
    extra: typed({
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
    }),
  });
  return { transport, stored, masterplan };
}

/** The transport, with the first `times` calls of `type` failing with a network error. */
export function failingFirst(transport: FakeTransport, type: ActionType, times: number): FakeTransport {
  let failures = times;
  const failing = <T extends ActionType>(called: T, payload: ActionPayload<T>) => {
    if (called === type && failures-- > 0)
      return Promise.reject(new Error('Ein Netzwerkfehler ist aufgetreten'));
    return transport(called, payload);
  };
  return Object.assign(failing, { calls: transport.calls, callsOf: transport.callsOf });
}

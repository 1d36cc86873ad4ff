/**
 * A fake backend for the Masterplan tests: the Speiseplan's fake (catalogue, recipes, plan weeks) plus
 * masterplan weeks kept like the real controller keeps them (a save must carry the stored version, 0 for
 * a new week) and the seasonal templates.
 */
import {
  MasterplanWeekSchema,
  type MasterplanTemplate,
  type MasterplanWeek,
  type PlanWeek,
} from '@speiseplaner/shared';
import { TransportError, type FakeTransport, type Handler } from '../../../test/fakeTransport';
import { planBackend } from '../plan/planBackend.testkit';

export function masterplanBackend(
  options: { masterplan?: MasterplanWeek[]; weeks?: PlanWeek[]; templates?: MasterplanTemplate[] } = {},
) {
  const plan = planBackend({ weeks: options.weeks });
  const stored = new Map((options.masterplan ?? []).map((w) => [w.id, w]));
  const own: Record<string, Handler> = {
    'masterplan/listWeeks': (payload) => {
      const { from = '', to = '9999' } = payload as { from?: string; to?: string };
      return {
        weeks: [...stored.values()]
          .filter((w) => w.id >= from && w.id <= to)
          .sort((a, b) => (a.id < b.id ? -1 : 1)),
      };
    },
    'masterplan/saveWeek': (payload) => {
      const week = MasterplanWeekSchema.parse((payload as { week: MasterplanWeek }).week);
      if ((stored.get(week.id)?.version ?? 0) !== week.version)
        throw new TransportError(
          'failed-precondition',
          `Die Masterplan-Woche ${week.id} wurde inzwischen geändert.`,
        );
      const saved = { ...week, version: week.version + 1 };
      stored.set(week.id, saved);
      return { week: saved };
    },
    'masterplan/listTemplates': () => ({ templates: options.templates ?? [] }),
  };
  const calls = plan.transport.calls;
  const transport: FakeTransport = Object.assign(
    async (type: string, payload: unknown) => {
      const handler = own[type];
      if (!handler) return plan.transport(type, payload);
      calls.push({ type, payload });
      return { type: `${type}/answer`, payload: await handler(payload) };
    },
    { calls, callsOf: plan.transport.callsOf },
  );
  return { transport, stored, planWeeks: plan.stored };
}

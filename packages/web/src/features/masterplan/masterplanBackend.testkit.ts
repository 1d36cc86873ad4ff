/**
 * A fake backend for the Masterplan tests: the Speiseplan's fake (catalogue, recipes, plan weeks,
 * masterplan weeks and templates), with the masterplan weeks as `stored` and the plan weeks as `planWeeks`.
 */
import { planBackend, type PlanBackendOptions } from '../plan/planBackend.testkit';

export function masterplanBackend(options: PlanBackendOptions = {}) {
  const backend = planBackend(options);
  return { transport: backend.transport, stored: backend.masterplan, planWeeks: backend.stored };
}

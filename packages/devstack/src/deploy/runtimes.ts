/**
 * The Node.js runtimes of Cloud Functions and when Google stops them: after the deprecation date a
 * runtime still deploys but gets no more updates; after the decommission date it no longer deploys and
 * functions on it may be disabled. The same table stands in docs/operations.md ("Runtime"); when Google
 * publishes new dates, change both.
 *
 * Source: Cloud Run functions runtime support schedule (Node.js table),
 * https://cloud.google.com/run/docs/runtimes/function-runtimes, checked 2026-11-24.
 */

export interface RuntimeSchedule {
  /** The runtime id as firebase.json's `functions[].runtime` names it. */
  id: string;
  /** Node.js major version, as `engines.node` in packages/functions/package.json names it. */
  node: string;
  /** yyyy-MM-dd: from this day the runtime gets no more updates. */
  deprecation: string;
  /** yyyy-MM-dd: from this day deploys on this runtime fail. */
  decommission: string;
}

// Source: Cloud Run functions runtime support schedule,
// https://cloud.google.com/run/docs/runtimes/function-runtimes (checked 2026-11-24).
export const NODE_RUNTIMES: readonly RuntimeSchedule[] = [
  { id: 'nodejs18', node: '18', deprecation: '2025-04-30', decommission: '2025-10-30' },
  { id: 'nodejs20', node: '20', deprecation: '2026-04-30', decommission: '2026-10-30' },
  { id: 'nodejs22', node: '22', deprecation: '2027-04-30', decommission: '2027-10-31' },
  { id: 'nodejs24', node: '24', deprecation: '2028-04-30', decommission: '2028-10-31' },
];

export type RuntimeStatus =
  | { state: 'unknown'; id: string }
  | { state: 'decommissioned' | 'deprecated' | 'supported'; runtime: RuntimeSchedule };

/** Where `id` stands on `today` (yyyy-MM-dd). */
export function runtimeStatus(id: string, today: string): RuntimeStatus {
  const runtime = NODE_RUNTIMES.find((r) => r.id === id);
  if (!runtime) return { state: 'unknown', id };
  if (today >= runtime.decommission) return { state: 'decommissioned', runtime };
  if (today >= runtime.deprecation) return { state: 'deprecated', runtime };
  return { state: 'supported', runtime };
}

/** The problem with `id` on `today` in German, or null when it deploys without a warning. */
export function runtimeProblem(id: string, today: string): { fatal: boolean; message: string } | null {
  const status = runtimeStatus(id, today);
  switch (status.state) {
    case 'unknown':
      return {
        fatal: true,
        message: `Die Laufzeit „${id}“ steht nicht in der Laufzeit-Tabelle (packages/devstack/src/deploy/runtimes.ts). Bekannt: ${NODE_RUNTIMES.map((r) => r.id).join(', ')}.`,
      };
    case 'decommissioned':
      return {
        fatal: true,
        message: `Die Laufzeit ${id} ist seit ${status.runtime.decommission} abgeschaltet: Google nimmt keine Deploys mehr an. In firebase.json eine neuere Laufzeit eintragen.`,
      };
    case 'deprecated':
      return {
        fatal: false,
        message: `Die Laufzeit ${id} bekommt seit ${status.runtime.deprecation} keine Updates mehr und wird am ${status.runtime.decommission} abgeschaltet. Bald auf eine neuere Laufzeit wechseln.`,
      };
    case 'supported':
      return null;
  }
}

/** Today as yyyy-MM-dd in UTC (the schedule's dates are calendar days). */
export function todayUtc(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10);
}

/** The planner pages whose first reads go out with the sign-in check (plannerBootSaga.ts, plannerBoot.ts). */
export const PLANNER_BOOT_PATHS: ReadonlySet<string> = new Set([
  '/app/plan',
  '/app/rezepte',
  '/app/zutaten',
  '/statistik',
]);

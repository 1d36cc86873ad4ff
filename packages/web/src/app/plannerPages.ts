/**
 * The code of the planner pages the app can open on, by address. routes.tsx renders them lazily; the planner
 * boot (plannerBootSaga.ts) starts loading the one the app opens on, for the pages with boot calls
 * (plannerBootPaths.ts), as soon as a signed-in account is known, so the page's code arrives beside the
 * sign-in check instead of after it (a cold /app/plan asked for its 80 files only once `user/validate` had
 * answered, measured 2026-11-30). A visitor who is not signed in loads none of it.
 */
import type { ComponentType } from 'react';

export type PageModule = () => Promise<{ default: ComponentType }>;

export const loadPlannerAreas = () => import('./plannerAreas');

export const PLANNER_PAGES = {
  '/app': () => import('../features/account/AccountPage'),
  '/app/plan': () => import('../features/plan/PlanPage'),
  '/app/masterplan': () => import('../features/masterplan/MasterplanPage'),
  '/app/rezepte': () => import('../features/recipes/RecipesPage'),
  '/app/zutaten': () => import('../features/ingredients/IngredientsPage'),
  '/app/einkauf': () => import('../features/shopping/ShoppingListsPage'),
  '/statistik': () => import('../features/statistics/StatisticsPage'),
  '/app/team': () => import('../features/team/TeamPage'),
} satisfies Record<string, PageModule>;

const isPlannerPage = (pathname: string): pathname is keyof typeof PLANNER_PAGES =>
  Object.hasOwn(PLANNER_PAGES, pathname);

/**
 * Starts loading the page at `pathname` with the planner's store areas, if it is one of PLANNER_PAGES. The
 * browser keeps the modules: the page's own lazy import later takes them. A failure (offline without the
 * code, a new deployment) is left to that import, which shows it.
 */
export function preloadPlannerPage(pathname: string): void {
  if (!isPlannerPage(pathname)) return;
  for (const loading of [PLANNER_PAGES[pathname](), loadPlannerAreas()]) loading.catch(() => undefined);
}

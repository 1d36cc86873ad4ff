/**
 * The planner pages the app can open on, by address, as routes.tsx renders them (lazily); the planner
 * boot (plannerBootSaga.ts) starts loading the one the app opens on, for the pages with boot calls
 * (plannerBootPaths.ts), as soon as a signed-in account is known, so the page's code arrives beside the
 * sign-in check instead of after it (a cold /app/plan asked for its 80 files only once `user/validate` had
 * answered, measured 2026-11-30). A visitor who is not signed in loads none of it.
 */
import { plannerPage } from './plannerPage';

export const PLANNER_PAGES = {
  '/app': plannerPage(() => import('../features/account/AccountPage')),
  '/app/plan': plannerPage(() => import('../features/plan/PlanPage')),
  '/app/masterplan': plannerPage(() => import('../features/masterplan/MasterplanPage')),
  '/app/rezepte': plannerPage(() => import('../features/recipes/RecipesPage')),
  '/app/zutaten': plannerPage(() => import('../features/ingredients/IngredientsPage')),
  '/app/einkauf': plannerPage(() => import('../features/shopping/ShoppingListsPage')),
  '/statistik': plannerPage(() => import('../features/statistics/StatisticsPage')),
  '/app/team': plannerPage(() => import('../features/team/TeamPage')),
};

const isPlannerPage = (pathname: string): pathname is keyof typeof PLANNER_PAGES =>
  Object.hasOwn(PLANNER_PAGES, pathname);

/**
 * Starts loading the page at `pathname` with the planner's store areas, if it is one of PLANNER_PAGES; once
 * loaded, the route renders it without suspending. A failure (offline without the code, a new deployment)
 * is left to the route's own load, which tries again and shows it.
 */
export function preloadPlannerPage(pathname: string): void {
  if (isPlannerPage(pathname)) PLANNER_PAGES[pathname].preload().catch(() => undefined);
}

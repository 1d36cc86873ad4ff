/**
 * The app's routes (SPEC.md section 2). Pages beyond the frame load lazily, so sign-in, account,
 * article and workshop code sit in their own chunks.
 */
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import Frame from '../features/frame/Frame';
import { NAV_ENTRIES } from '../features/frame/navEntries';
import AppShellPage from '../features/pages/AppShellPage';
import NotFoundPage from '../features/pages/NotFoundPage';
import RouteErrorPage from '../features/pages/RouteErrorPage';
import UnderConstructionPage from '../features/pages/UnderConstructionPage';
import PlannerAreasGate from './PlannerAreasGate';

type PageModule = () => Promise<{ default: ComponentType }>;

const page = (load: PageModule) => async () => ({
  Component: (await load()).default,
});

/** A planner page: loads the planner's store areas with it and renders it once they are in the store. */
const plannerPage = (load: PageModule) => async () => {
  const [{ default: Page }, { plannerAreas }] = await Promise.all([load(), import('./plannerAreas')]);
  return {
    Component: function PlannerPage() {
      return (
        <PlannerAreasGate areas={plannerAreas}>
          <Page />
        </PlannerAreasGate>
      );
    },
  };
};

/** Planner areas another issue builds; until then each shows a German placeholder. */
const BUILT = [
  '/app',
  '/app/plan',
  '/app/rezepte',
  '/app/zutaten',
  '/app/masterplan',
  '/app/einkauf',
  '/statistik',
  '/mediathek',
];
const UNDER_CONSTRUCTION = NAV_ENTRIES.filter((entry) => !BUILT.includes(entry.to)).map((entry) => ({
  path: entry.to.slice(1),
  element: <UnderConstructionPage title={entry.label} />,
}));

export const appRoutes: RouteObject[] = [
  {
    path: '/',
    element: <Frame />,
    // Shown while the first page's lazy chunk loads.
    hydrateFallbackElement: <AppShellPage />,
    children: [
      {
        // Errors of a page show inside the frame, so the navigation stays usable.
        errorElement: <RouteErrorPage />,
        children: [
          { index: true, lazy: page(() => import('../features/home/HomePage')) },
          { path: 'login', lazy: page(() => import('../features/auth/LoginPage')) },
          { path: 'app', lazy: plannerPage(() => import('../features/account/AccountPage')) },
          { path: 'app/plan', lazy: plannerPage(() => import('../features/plan/PlanPage')) },
          {
            path: 'app/masterplan',
            lazy: plannerPage(() => import('../features/masterplan/MasterplanPage')),
          },
          { path: 'app/rezepte', lazy: plannerPage(() => import('../features/recipes/RecipesPage')) },
          { path: 'app/rezepte/:slug', lazy: plannerPage(() => import('../features/recipes/RecipePage')) },
          { path: 'app/zutaten', lazy: plannerPage(() => import('../features/ingredients/IngredientsPage')) },
          { path: 'app/einkauf', lazy: plannerPage(() => import('../features/shopping/ShoppingListsPage')) },
          {
            path: 'app/einkauf/:id',
            lazy: plannerPage(() => import('../features/shopping/ShoppingListPage')),
          },
          { path: 'statistik', lazy: plannerPage(() => import('../features/statistics/StatisticsPage')) },
          { path: 'mediathek', lazy: page(() => import('../features/videos/MediathekPage')) },
          {
            path: 'app/plan/:weekId/aushang',
            lazy: plannerPage(() => import('../features/print/MenuNoticePage')),
          },
          ...UNDER_CONSTRUCTION,
          { path: 'app/*', element: <UnderConstructionPage title="Planer" /> },
          { path: 'artikel/:slug', lazy: page(() => import('../features/articles/ArticlePage')) },
          { path: 'workshops/:slug', lazy: page(() => import('../features/workshops/WorkshopPage')) },
          // Lazy: its form's text field would otherwise be in every page's first load.
          { path: 'newsletter', lazy: page(() => import('../features/pages/NewsletterPage')) },
          {
            path: 'newsletter/bestaetigen',
            lazy: page(() => import('../features/newsletter/ConfirmNewsletterPage')),
          },
          {
            path: 'newsletter/abmelden',
            lazy: page(() => import('../features/newsletter/UnsubscribeNewsletterPage')),
          },
          { path: '_app', element: <AppShellPage /> },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];

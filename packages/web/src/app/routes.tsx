/**
 * The app's routes (docs/product.md, "Navigation frame"). Pages beyond the frame load lazily (React.lazy; the
 * frame shows a spinner and catches their errors), so sign-in, account, planner, article and workshop code
 * sit in their own chunks. Declarative routes (useRoutes) rather than a data router: the app uses no loaders
 * or actions, and the data router would add about 17 kB gzip to every page's first load.
 */
import { lazy } from 'react';
import { matchRoutes, Navigate, useParams, useRoutes, type RouteObject } from 'react-router';
import Frame from '../features/frame/Frame';
import AppShellPage from '../features/pages/AppShellPage';
import NotFoundPage from '../components/NotFoundPage';
import { preloadableLazy } from '../platform/preloadableLazy';
import { ADMIN_SECTIONS } from '../features/admin/adminSections';
import { loadPlannerAreas, plannerPage } from './plannerPage';
import { PLANNER_PAGES } from './plannerPages';

/**
 * The login check of the planner's routes, with the SaveStatusBar and the page for a person without a
 * kitchen: lazy like the pages, so a public page does not load it (4.0 kB gzip less on every public page, measured 2026-11-29). main.tsx starts
 * loading it at once on an address that is no prerendered public page, so a planner page waits for no
 * extra round trip, and renders below it without suspending once it is in (platform/preloadableLazy.tsx).
 */
export const LoginGate = preloadableLazy(() => import('../components/LoginGate'));

/** The id of the layout route with the login check (appRoutes below). */
const LOGIN_GATE_ROUTE = 'login-gate';

/** Whether `pathname` opens a page below the login check, read from the route table itself. */
export const underLoginGate = (pathname: string): boolean =>
  (matchRoutes(appRoutes, pathname) ?? []).some(({ route }) => route.id === LOGIN_GATE_ROUTE);

const HomePage = lazy(() => import('../features/home/HomePage'));
const LoginPage = lazy(() => import('../features/auth/LoginPage'));
const AccountPage = PLANNER_PAGES['/app'];
const OnboardingPage = lazy(() => import('../features/account/OnboardingPage'));
const PlanPage = PLANNER_PAGES['/app/plan'];
const MasterplanPage = PLANNER_PAGES['/app/masterplan'];
const RecipesPage = PLANNER_PAGES['/app/rezepte'];
const RecipePage = plannerPage(() => import('../features/recipes/RecipePage'));
const IngredientsPage = PLANNER_PAGES['/app/zutaten'];
const ShoppingListsPage = PLANNER_PAGES['/app/einkauf'];
const ShoppingListPage = plannerPage(() => import('../features/shopping/ShoppingListPage'));
const StatisticsPage = PLANNER_PAGES['/statistik'];
const MenuNoticePage = plannerPage(() => import('../features/print/MenuNoticePage'));
const TeamPage = PLANNER_PAGES['/app/team'];
const InvitationPage = lazy(() => import('../features/team/InvitationPage'));
// The Träger pages need no planner areas: the overview's figures come from the Träger's summaries.
const TraegerPage = lazy(() => import('../features/organisation/TraegerPage'));
const OrgInvitationPage = lazy(() => import('../features/organisation/OrgInvitationPage'));
// The Verwaltung: its layout (admin check, store areas) and each section in chunks of their own.
const AdminLayout = lazy(async () => {
  const [{ default: Layout }, { plannerAreas }] = await Promise.all([
    import('../features/admin/AdminLayout'),
    loadPlannerAreas(),
  ]);
  return {
    default: function AdminLayoutWithAreas() {
      return <Layout plannerAreas={plannerAreas} />;
    },
  };
});
const AdminHomePage = lazy(() => import('../features/admin/AdminHomePage'));
const ADMIN_ROUTES: RouteObject[] = ADMIN_SECTIONS.map((section) => {
  const Page = lazy(section.load);
  return { path: section.path, element: <Page /> };
});
// Pages not built yet (with their notice) load like any page, not with every first load.
const UnderConstructionPage = lazy(() => import('../features/pages/UnderConstructionPage'));
const MediathekPage = lazy(() => import('../features/videos/MediathekPage'));
const ArticlePage = lazy(() => import('../features/articles/ArticlePage'));
const WorkshopPage = lazy(() => import('../features/workshops/WorkshopPage'));
// Lazy: its form's text field would otherwise be in every page's first load.
const NewsletterPage = lazy(() => import('../features/newsletter/NewsletterPage'));
const ConfirmNewsletterPage = lazy(() => import('../features/newsletter/ConfirmNewsletterPage'));
const UnsubscribeNewsletterPage = lazy(() => import('../features/newsletter/UnsubscribeNewsletterPage'));

/**
 * /app/plan/2026-W49, the address people write or bookmark for a week, opens that week of the Speiseplan,
 * whose week lives in the query (?woche=); the page itself refuses a week that does not exist.
 */
function PlanWeekAddress() {
  const { weekId = '' } = useParams();
  return <Navigate to={`/app/plan?woche=${encodeURIComponent(weekId)}`} replace />;
}

export const appRoutes: RouteObject[] = [
  {
    path: '/',
    element: <Frame />,
    children: [
      { index: true, element: <HomePage /> },
      { path: 'login', element: <LoginPage /> },
      { path: 'einladung', element: <InvitationPage /> },
      { path: 'traeger-einladung', element: <OrgInvitationPage /> },
      {
        // The planner's pages are for signed-in kitchens: one login check before any of them loads.
        id: LOGIN_GATE_ROUTE,
        element: <LoginGate />,
        children: [
          { path: 'app', element: <AccountPage /> },
          { path: 'app/willkommen', element: <OnboardingPage /> },
          { path: 'app/plan', element: <PlanPage /> },
          { path: 'app/masterplan', element: <MasterplanPage /> },
          { path: 'app/rezepte', element: <RecipesPage /> },
          { path: 'app/rezepte/:slug', element: <RecipePage /> },
          { path: 'app/zutaten', element: <IngredientsPage /> },
          { path: 'app/einkauf', element: <ShoppingListsPage /> },
          { path: 'app/einkauf/:id', element: <ShoppingListPage /> },
          { path: 'app/plan/:weekId/aushang', element: <MenuNoticePage /> },
          { path: 'app/plan/:weekId', element: <PlanWeekAddress /> },
          { path: 'app/team', element: <TeamPage /> },
          { path: 'app/traeger', element: <TraegerPage /> },
          { path: 'statistik', element: <StatisticsPage /> },
          {
            path: 'verwaltung',
            element: <AdminLayout />,
            children: [{ index: true, element: <AdminHomePage /> }, ...ADMIN_ROUTES],
          },
        ],
      },
      { path: 'mediathek', element: <MediathekPage /> },
      { path: 'app/*', element: <UnderConstructionPage title="Planer" /> },
      { path: 'artikel/:slug', element: <ArticlePage /> },
      { path: 'workshops/:slug', element: <WorkshopPage /> },
      { path: 'newsletter', element: <NewsletterPage /> },
      { path: 'newsletter/bestaetigen', element: <ConfirmNewsletterPage /> },
      { path: 'newsletter/abmelden', element: <UnsubscribeNewsletterPage /> },
      { path: '_app', element: <AppShellPage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

/** The routes for a router around it (BrowserRouter-like in main.tsx, MemoryRouter in tests). */
export default function AppRoutes() {
  return useRoutes(appRoutes);
}

/**
 * Routes whose page needs to know who is signed in (see app/routes.tsx): the sign-in page, the planner
 * under /app, the app shell, the statistics and an invitation's link (/einladung, a Träger's
 * /traeger-einladung). Every other page (home,
 * articles, workshops, newsletter and its link pages, videos) also works for a visitor, so it does not wait
 * for Firebase Auth.
 */
const AUTH_ROUTES = ['/login', '/app', '/_app', '/statistik', '/einladung', '/traeger-einladung'];

export function routeNeedsAuth(pathname: string): boolean {
  // The router matches paths case-insensitively, so /App/plan is the planner as well.
  const path = pathname.toLowerCase();
  return AUTH_ROUTES.some((route) => path === route || path.startsWith(`${route}/`));
}

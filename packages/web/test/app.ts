/**
 * The wired app (app/) for tests next to feature and platform code that build a store or render the routes
 * themselves: features/ and platform/ may not import app/ (docs/architecture.md, "Inside the web app"),
 * test helpers may.
 */
export { default as AppProviders } from '../src/app/AppProviders';
export { plannerAreas } from '../src/app/plannerAreas';
export { default as AppRoutes } from '../src/app/routes';
export { makeStore } from '../src/app/store';

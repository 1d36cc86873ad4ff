/**
 * The planner's routes (app/routes.tsx behind the login check, the sign-in and the bare shell): the
 * service worker answers their addresses with the precached app shell (spa.html), also offline, and opening one
 * registers it (ServiceWorkerUpdates.tsx). Case-insensitive like the router.
 */
export const APP_SHELL_ROUTES = /^\/(app|statistik|verwaltung|login|_app)(?:[/?]|$)/i;

/**
 * The web app's page an invitation's link opens. A module of its own without zod: the sign-in code of
 * every page's first load reads it, and membership.ts, where the team rules live, imports the schemas
 * (docs/architecture.md, "What keeps zod out of the first load").
 */
export const INVITATION_PATH = '/einladung';

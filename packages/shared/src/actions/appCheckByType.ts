/**
 * The App Check rule of a call by its type alone, without the ACTIONS table: the table holds every zod
 * schema, and the web client asks this on every call, so reading it there would put zod and all schemas
 * into every page's first load (docs/architecture.md, "What keeps zod out of the first load"). The list
 * holds the public actions only (every other one needs the standard token); test/actions/appCheck.test.ts
 * holds it to `appCheckOf` of every entry of ACTIONS, so a new public action cannot be missed here.
 */
import type { AppCheckRule } from './common';

/** The public actions and their token: none for a read, a limited-use one for a write. */
export const PUBLIC_ACTION_APP_CHECK: Readonly<Record<string, Exclude<AppCheckRule, 'standard'>>> = {
  'newsletter/confirm': 'limited-use',
  'newsletter/subscribe': 'limited-use',
  'newsletter/unsubscribe': 'limited-use',
  'videos/list': 'none',
  'workshops/apply': 'limited-use',
  'workshops/list': 'none',
};

/** The App Check token a call of `type` carries, as `appCheckOfType` says, without zod. */
export function appCheckByType(type: string): AppCheckRule {
  const rule = Object.prototype.hasOwnProperty.call(PUBLIC_ACTION_APP_CHECK, type)
    ? PUBLIC_ACTION_APP_CHECK[type]
    : undefined;
  return rule ?? 'standard';
}

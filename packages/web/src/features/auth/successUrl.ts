/**
 * Where to go after a successful sign-in or action (docs/product.md, "Sign-in"): `signInSuccessUrl`, else
 * `continueUrl`, else the Speiseplan (the account page for a person who just signed up, so the onboarding
 * can start there, and for one who belongs to no kitchen). Only addresses of this site are followed, so a
 * crafted link cannot send users away; the sign-in page itself is never a target.
 */
import { hasFeature } from '@speiseplaner/shared';

/** Where a sign-in without a named target goes: the Speiseplan. */
export const DEFAULT_SUCCESS_PATH = '/app/plan';
/** The account page: the onboarding's start and the page of a person without a kitchen. */
export const ACCOUNT_PATH = '/app';

/** Turns a candidate into a path on this origin, or null when it points elsewhere or is malformed. */
export function sameOriginPath(candidate: string | null, origin: string): string | null {
  if (!candidate) return null;
  try {
    const url = new URL(candidate, origin);
    if (url.origin !== origin) return null;
    // Back to the sign-in page would only show the spinner again.
    if (url.pathname === '/login') return null;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return null;
  }
}

/** The path the sign-in page names for afterwards, or null when it names none of this site. */
export function requestedPath(params: URLSearchParams, origin: string): string | null {
  return (
    sameOriginPath(params.get('signInSuccessUrl'), origin) ??
    sameOriginPath(params.get('continueUrl'), origin)
  );
}

export function successPath(
  params: URLSearchParams,
  origin: string,
  fallback = DEFAULT_SUCCESS_PATH,
): string {
  return requestedPath(params, origin) ?? fallback;
}

/**
 * The page after a sign-in that names none: the Speiseplan, or the account page (see above) — also for a
 * kitchen without the Speiseplan feature (an admin's, a reader's of articles only), whose planner would
 * only be refused.
 */
export function defaultSuccessPath(
  person: { isNew?: boolean; kitchenId?: string; features?: Partial<Record<string, boolean>> } | undefined,
): string {
  if (person?.isNew || person?.kitchenId === '') return ACCOUNT_PATH;
  if (person?.features && !hasFeature(person.features, 'plan')) return ACCOUNT_PATH;
  return DEFAULT_SUCCESS_PATH;
}

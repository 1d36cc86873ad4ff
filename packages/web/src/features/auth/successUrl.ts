/**
 * Where to go after a successful sign-in or action: `signInSuccessUrl`, else `continueUrl`, else the
 * account entry /app. Only addresses of this site are followed, so a crafted link cannot send users away.
 */

export const DEFAULT_SUCCESS_PATH = '/app';

/** Turns a candidate into a path on this origin, or null when it points elsewhere or is malformed. */
export function sameOriginPath(candidate: string | null, origin: string): string | null {
  if (!candidate) return null;
  try {
    const url = new URL(candidate, origin);
    if (url.origin !== origin) return null;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return null;
  }
}

export function successPath(params: URLSearchParams, origin: string): string {
  return (
    sameOriginPath(params.get('signInSuccessUrl'), origin) ??
    sameOriginPath(params.get('continueUrl'), origin) ??
    DEFAULT_SUCCESS_PATH
  );
}

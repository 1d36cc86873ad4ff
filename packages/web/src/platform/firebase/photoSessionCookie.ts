/**
 * Keeps the `__session` cookie equal to the signed-in person's Firebase ID token, for the recipe photos
 * behind `/fotos/**` (docs/architecture.md, "Recipe photos"). An `<img>` sends no Authorization header,
 * and Firebase Hosting passes only the cookie named `__session` on to a function, so the `photos`
 * function reads the token from there.
 *
 * The cookie goes only to `/fotos` (Path), never to another site (SameSite=Strict), only over HTTPS
 * (Secure; not on http://localhost or 127.0.0.1, the local stack), and lives as long as the token. The
 * SDK renews the token about hourly while an ID-token listener is registered and reports each new one, so
 * the cookie follows; signing out deletes it. Loaded with the Auth chunk (features/auth/defaultAuthApi.ts),
 * so no public page's first load carries it.
 */

/** The cookie Firebase Hosting forwards to functions (every other cookie is stripped). */
export const PHOTO_COOKIE_NAME = '__session';
/** Where the browser sends it: the photo addresses only (shared PHOTO_URL_PREFIX without its slash). */
export const PHOTO_COOKIE_PATH = '/fotos';

/** What the cookie keeper needs of a signed-in user (firebase/auth `User`). */
export interface TokenUser {
  getIdTokenResult(): Promise<{ token: string; expirationTime: string }>;
}

/** firebase/auth's `onIdTokenChanged(auth, …)`, bound to the app's Auth. */
export type IdTokenWatcher = (listener: (user: TokenUser | null) => void) => () => void;

/** Where the cookie is written (`document`) and which page writes it (`location`). */
export interface CookieTarget {
  cookie: string;
}

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1']);

/** Secure everywhere but plain HTTP on the local machine, where a Secure cookie would not be kept. */
function secureFor(location: Pick<Location, 'protocol' | 'hostname'>): boolean {
  return !(location.protocol === 'http:' && LOCAL_HOSTS.has(location.hostname));
}

function attributes(location: Pick<Location, 'protocol' | 'hostname'>, maxAge: number): string {
  return `; Path=${PHOTO_COOKIE_PATH}; Max-Age=${maxAge}; SameSite=Strict${secureFor(location) ? '; Secure' : ''}`;
}

/** Seconds until `expirationTime` (an HTTP date), at least 0. */
function secondsUntil(expirationTime: string, now: number): number {
  const at = Date.parse(expirationTime);
  return Number.isFinite(at) ? Math.max(0, Math.floor((at - now) / 1000)) : 0;
}

/**
 * Writes the cookie on every ID-token change and deletes it when nobody is signed in; answers the
 * unsubscribe. A token that cannot be read (offline at renewal) leaves the cookie as it is: it expires
 * with the old token.
 */
export function keepPhotoSessionCookie(
  watch: IdTokenWatcher,
  target: CookieTarget = document,
  location: Pick<Location, 'protocol' | 'hostname'> = window.location,
  now: () => number = Date.now,
): () => void {
  let latest = 0;
  return watch((user) => {
    const call = ++latest;
    if (!user) {
      target.cookie = `${PHOTO_COOKIE_NAME}=${attributes(location, 0)}`;
      return;
    }
    user.getIdTokenResult().then(
      ({ token, expirationTime }) => {
        // A later change (sign-out, another account) has already written its own.
        if (call !== latest) return;
        const maxAge = secondsUntil(expirationTime, now());
        target.cookie = `${PHOTO_COOKIE_NAME}=${encodeURIComponent(token)}${attributes(location, maxAge)}`;
      },
      () => undefined,
    );
  });
}

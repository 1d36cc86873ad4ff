/**
 * The `__session` cookie for the recipe photos: written with the ID token on sign-in and on every token
 * renewal, sent only to /fotos, deleted on sign-out. The browser's own cookie jar (jsdom) is the judge:
 * the cookie is visible on a /fotos page and not on the planner's.
 */
import { keepPhotoSessionCookie, type TokenUser } from './photoSessionCookie';

const NOW = Date.parse('2026-11-29T10:00:00Z');

/** An ID-token listener the test drives, as firebase/auth's onIdTokenChanged would. */
function tokenEvents() {
  let listener: ((user: TokenUser | null) => void) | undefined;
  return {
    watch: (l: (user: TokenUser | null) => void) => {
      listener = l;
      return () => (listener = undefined);
    },
    emit: (user: TokenUser | null) => listener?.(user),
    get subscribed() {
      return listener !== undefined;
    },
  };
}

const user = (token: string, minutes = 60): TokenUser => ({
  getIdTokenResult: () =>
    Promise.resolve({ token, expirationTime: new Date(NOW + minutes * 60_000).toUTCString() }),
});

/** The cookies a page at `path` sees. */
function cookiesAt(path: string): string {
  window.history.pushState({}, '', path);
  return document.cookie;
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  window.history.pushState({}, '', '/fotos/');
  document.cookie = '__session=; Path=/fotos; Max-Age=0';
  window.history.pushState({}, '', '/');
});

it('keeps the token in __session for /fotos only, follows a renewed token and deletes it on sign-out', async () => {
  const events = tokenEvents();
  const stop = keepPhotoSessionCookie(events.watch, document, window.location, () => NOW);

  events.emit(user('token.eins'));
  await settle();
  expect(cookiesAt('/fotos/kitchens/k1/recipes/suppe/x-320.webp')).toBe('__session=token.eins');
  // The planner's own requests do not carry it.
  expect(cookiesAt('/app/plan')).toBe('');

  // The SDK renewed the token (about hourly): the cookie follows.
  events.emit(user('token.zwei'));
  await settle();
  expect(cookiesAt('/fotos/x')).toBe('__session=token.zwei');

  events.emit(null);
  await settle();
  expect(cookiesAt('/fotos/x')).toBe('');

  stop();
  expect(events.subscribed).toBe(false);
});

it('writes the attributes: Path=/fotos, SameSite=Strict, lifetime of the token, Secure except on local http', async () => {
  const written: string[] = [];
  const target = {
    set cookie(value: string) {
      written.push(value);
    },
    get cookie() {
      return '';
    },
  };
  for (const location of [
    { protocol: 'https:', hostname: 'speiseplaner.de' },
    { protocol: 'http:', hostname: '127.0.0.1' },
  ]) {
    const events = tokenEvents();
    keepPhotoSessionCookie(events.watch, target, location, () => NOW);
    events.emit(user('a.b.c', 55));
    await settle();
    events.emit(null);
  }
  expect(written).toEqual([
    '__session=a.b.c; Path=/fotos; Max-Age=3300; SameSite=Strict; Secure',
    '__session=; Path=/fotos; Max-Age=0; SameSite=Strict; Secure',
    '__session=a.b.c; Path=/fotos; Max-Age=3300; SameSite=Strict',
    '__session=; Path=/fotos; Max-Age=0; SameSite=Strict',
  ]);
});

it('does not bring back the token of someone who signed out before it was read', async () => {
  const events = tokenEvents();
  keepPhotoSessionCookie(events.watch, document, window.location, () => NOW);
  let release: (value: { token: string; expirationTime: string }) => void = () => undefined;
  events.emit({ getIdTokenResult: () => new Promise((resolve) => (release = resolve)) });
  events.emit(null);
  release({ token: 'zu.spaet', expirationTime: new Date(NOW + 3_600_000).toUTCString() });
  await settle();
  expect(cookiesAt('/fotos/x')).toBe('');
});

/**
 * The photo route as the generated worker gets it: vite-plugin-pwa writes `urlPattern` into sw.js as
 * source text, so the test rebuilds the function from its text alone, as the worker does.
 */
import { photoRoute } from './photoCache';

type Matcher = (context: { url: URL; sameOrigin: boolean; request: { mode: string } }) => boolean;
const ORIGIN = 'https://speiseplaner.example';

/** The matcher from its source text, without access to this module's scope. */
const matcher = new Function(`return (${String(photoRoute.urlPattern)});`)() as Matcher;
const matches = (address: string, mode = 'no-cors') => {
  const url = new URL(address, ORIGIN);
  return matcher({ url, sameOrigin: url.origin === ORIGIN, request: { mode } });
};

test('keeps the photos of this origin, and nothing else', () => {
  expect(matches('/fotos/kitchens/k1/recipes/karottensuppe/0123456789abcdef0123456789abcdef-320.webp')).toBe(
    true,
  );
  expect(matches('/fotos/shared/recipes/linsen-dal/0123456789abcdef0123456789abcdef-800.webp')).toBe(true);
  expect(matches('https://andere.example/fotos/kitchens/k1/recipes/x/y-320.webp')).toBe(false);
  expect(matches('/api/recipes/list')).toBe(false);
  expect(matches('/app/rezepte/fotos/')).toBe(false);
  expect(matches('/assets/index-abc.js')).toBe(false);
});

test('cache first under its own name, at most 300 photos for 30 days, only answers with 200', () => {
  expect(photoRoute.handler).toBe('CacheFirst');
  expect(photoRoute.options).toEqual({
    cacheName: 'rezeptfotos',
    expiration: { maxEntries: 300, maxAgeSeconds: 2_592_000, purgeOnQuotaError: true },
    cacheableResponse: { statuses: [200] },
  });
});

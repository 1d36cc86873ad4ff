/**
 * The service worker's route for recipe photos (issue #33; docs/architecture.md, "Service worker"): every
 * `/fotos/…` address of this origin, cache first. A photo's address names its content (the first 32 hex
 * digits of its SHA-256) and its size, so the bytes under one address never change: once kept, a photo
 * needs no network again, also offline. Only 200 answers are kept: a 401 or 404 of a moment without the
 * `__session` cookie (signed out, token not yet written) must not stand in for the photo later.
 *
 * vite-plugin-pwa writes `urlPattern` into the generated worker as source text, so the function may use
 * nothing from outside itself (no imported constants): the `/fotos/` prefix is spelled out.
 */
import type { VitePWAOptions } from 'vite-plugin-pwa';

type RuntimeCaching = NonNullable<NonNullable<VitePWAOptions['workbox']>['runtimeCaching']>[number];

/** The cache's name in the browser (Anwendung → Cache-Speicher in the developer tools). */
export const PHOTO_CACHE = 'rezeptfotos';
/** About a full list of thumbnails (300 recipes) or several weeks of covers. */
export const PHOTO_CACHE_ENTRIES = 300;
export const PHOTO_CACHE_DAYS = 30;

export const photoRoute: RuntimeCaching = {
  urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/fotos/'),
  handler: 'CacheFirst',
  options: {
    cacheName: PHOTO_CACHE,
    expiration: {
      maxEntries: PHOTO_CACHE_ENTRIES,
      maxAgeSeconds: PHOTO_CACHE_DAYS * 24 * 60 * 60,
      // A full disk drops this cache first rather than failing the app's other caches.
      purgeOnQuotaError: true,
    },
    cacheableResponse: { statuses: [200] },
  },
};

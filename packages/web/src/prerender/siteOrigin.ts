/**
 * The site's public origin (https://…, no path): canonical addresses, Open Graph URLs, the sitemap and
 * robots.txt need it. A production build reads VITE_SITE_ORIGIN (packages/web/.env.<project id>, like the
 * App Check key) and fails without it; an emulator build (`pnpm dev`, the browser tests) uses its own
 * address on 127.0.0.1.
 */

const VALID_ORIGIN = /^https:\/\/[a-z0-9.-]+(:\d+)?$/i;

export type SiteOrigin = { origin: string } | { problem: string };

/** `env` is Vite's resolved env of the build's mode; `port` the port an emulator build is served on. */
export function siteOriginOf(env: Record<string, unknown>, port: string | undefined): SiteOrigin {
  const configured = typeof env.VITE_SITE_ORIGIN === 'string' ? env.VITE_SITE_ORIGIN.trim() : '';
  if (!configured && env.VITE_USE_EMULATORS === 'true')
    return { origin: `http://127.0.0.1:${port || '4173'}` };
  const mode = typeof env.MODE === 'string' ? env.MODE : 'production';
  if (!configured) {
    return {
      problem:
        `VITE_SITE_ORIGIN fehlt (Modus „${mode}“): ohne die öffentliche Adresse der Web-App haben die ` +
        'vorgerenderten Seiten keine Canonical- und Open-Graph-Adressen und keine sitemap.xml. Die Adresse ' +
        'in packages/web/.env.<Projekt-ID> eintragen, z. B. VITE_SITE_ORIGIN=https://speiseplaner.example ' +
        '(docs/operations.md, „Site origin“).',
    };
  }
  if (!VALID_ORIGIN.test(configured)) {
    return {
      problem: `VITE_SITE_ORIGIN „${configured}“ muss eine https-Adresse ohne Pfad und ohne „/“ am Ende sein, z. B. https://speiseplaner.example.`,
    };
  }
  return { origin: configured };
}

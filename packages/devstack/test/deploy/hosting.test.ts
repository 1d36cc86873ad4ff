/**
 * firebase.json's Hosting: valid for the Firebase CLI, the security headers and the CSP's hard limits are
 * there, hashed assets are cached for a year and everything else revalidates, prerendered pages are served
 * by their clean address, app routes fall back to the SPA shell (spa.html) while missing files stay a real
 * 404, and /api reaches the two callables in europe-west3.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { headerOf, hostingOf, parseCsp, type HostingConfig } from '../../src/deploy/hosting';
import { REPO_ROOT } from '../../src/paths';

const firebaseJson = JSON.parse(readFileSync(resolve(REPO_ROOT, 'firebase.json'), 'utf8')) as unknown;
const hosting = hostingOf(firebaseJson) as HostingConfig;
const csp = parseCsp(headerOf(hosting, '**', 'Content-Security-Policy') ?? '');

describe('firebase.json', () => {
  it('is valid for the Firebase CLI', () => {
    // The CLI's own validator (firebase-tools checks firebase.json against this schema on every command).
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const { getValidator, getErrorMessage } = require('firebase-tools/lib/firebaseConfigValidate') as {
      getValidator(): ((data: unknown) => boolean) & { errors?: unknown[] };
      getErrorMessage(e: unknown): string;
    };
    const validate = getValidator();
    const valid = validate(firebaseJson);
    expect((validate.errors ?? []).map(getErrorMessage)).toEqual([]);
    expect(valid).toBe(true);
  });

  it('serves the web app’s production build', () => {
    expect(hosting.public).toBe('packages/web/dist');
  });
});

describe('Hosting headers', () => {
  it.each([
    ['Content-Security-Policy', expect.any(String)],
    ['Strict-Transport-Security', expect.stringMatching(/^max-age=\d{8,}/)],
    ['Referrer-Policy', 'strict-origin-when-cross-origin'],
    ['X-Content-Type-Options', 'nosniff'],
    ['Permissions-Policy', expect.stringContaining('camera=()')],
    ['Cache-Control', 'no-cache'],
  ])('every response carries %s', (key, value) => {
    expect(headerOf(hosting, '**', key)).toEqual(value);
  });

  it('caches hashed assets for a year, after the no-cache rule (the last matching rule wins)', () => {
    expect(headerOf(hosting, '/assets/**', 'Cache-Control')).toBe('public, max-age=31536000, immutable');
    const sources = (hosting.headers ?? []).map((h) => h.source);
    expect(sources.indexOf('/assets/**')).toBeGreaterThan(sources.indexOf('**'));
  });

  it.each([
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['frame-ancestors', "'none'"],
    ['default-src', "'self'"],
  ])('the CSP sets %s %s', (directive, value) => {
    expect(csp.get(directive)).toEqual([value]);
  });

  it('the CSP allows no inline or evaluated script', () => {
    const scripts = csp.get('script-src') ?? [];
    expect(scripts).toContain("'self'");
    expect(scripts).not.toContain("'unsafe-inline'");
    expect(scripts).not.toContain("'unsafe-eval'");
    expect(scripts.filter((s) => !s.startsWith("'")).every((s) => s.startsWith('https://'))).toBe(true);
  });

  it('the page has no inline script the CSP would block: each is allowed by its sha256, nothing else is', () => {
    const html = readFileSync(resolve(REPO_ROOT, 'packages/web/index.html'), 'utf8');
    const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.some(([, attributes]) => /\bsrc=/.test(attributes!))).toBe(true);
    const inline = scripts.filter(([, attributes]) => !/\bsrc=/.test(attributes!)).map(([, , body]) => body!);
    // The one inline script sets the dark view before the first paint (index.html).
    expect(inline).toHaveLength(1);
    const hashes = inline.map((body) => `'sha256-${createHash('sha256').update(body).digest('base64')}'`);
    const allowed = (csp.get('script-src') ?? []).filter((source) => source.startsWith("'sha256-"));
    expect(allowed).toEqual(hashes);
  });
});

describe('Hosting rewrites', () => {
  const rewrites = hosting.rewrites ?? [];
  const spa = rewrites.find((r) => r.destination === '/spa.html')!;
  // Hosting reads RE2; this pattern means the same in JavaScript.
  const spaPattern = new RegExp(spa.regex!);

  it.each([
    '/',
    '/login',
    '/app',
    '/app/plan',
    '/app/plan/2026-W48/aushang',
    '/app/rezepte/linsen-bolognese',
    '/artikel/bio_in_der_kita',
    '/workshops/bio-kochen-2026-03-04',
    '/newsletter/bestaetigen',
    '/irgendwas/unbekannt',
  ])('sends the app route %s to the SPA shell unless a prerendered file has its address', (path) => {
    expect(spaPattern.test(path)).toBe(true);
  });

  it('serves a prerendered page by its clean address: /artikel/x from artikel/x.html (packages/web/src/prerender)', () => {
    expect(hosting.cleanUrls).toBe(true);
  });

  it.each([
    '/assets/index-abc123.js',
    '/assets/fehlt.css',
    '/favicon.ico',
    '/robots.txt',
    '/rezeptbilder/suppe.jpg',
  ])('leaves the file path %s alone, so a missing file is a real 404', (path) => {
    expect(spaPattern.test(path)).toBe(false);
  });

  it('sends /api/controller and /api/workshops to the callables in europe-west3, before the app fallback', () => {
    const index = (source: string) => rewrites.findIndex((r) => r.source === source);
    expect(rewrites[index('/api/controller')]?.function).toEqual({
      functionId: 'controller',
      region: 'europe-west3',
    });
    expect(rewrites[index('/api/workshops')]?.function).toEqual({
      functionId: 'workshops',
      region: 'europe-west3',
    });
    expect(index('/api/controller')).toBeLessThan(rewrites.indexOf(spa));
    expect(index('/api/workshops')).toBeLessThan(rewrites.indexOf(spa));
  });

  it('sends /fotos/** to the photos function in europe-west3, before the app fallback', () => {
    const index = rewrites.findIndex((r) => r.source === '/fotos/**');
    expect(rewrites[index]?.function).toEqual({ functionId: 'photos', region: 'europe-west3' });
    expect(index).toBeLessThan(rewrites.indexOf(spa));
    // A photo's address has a dot, so the app fallback would never take it anyway.
    expect(spaPattern.test('/fotos/shared/recipes/hirsebrei/0123456789abcdef0123456789abcdef-320.webp')).toBe(
      false,
    );
  });

  it('names functions the bundle exports', () => {
    const index = readFileSync(resolve(REPO_ROOT, 'packages/functions/src/index.ts'), 'utf8');
    for (const r of rewrites.filter((r) => r.function)) {
      const id = typeof r.function === 'string' ? r.function : r.function!.functionId;
      // A callable, bare or with its answers gzipped (packages/functions/src/lib/compressAnswers.ts), or
      // an HTTPS function (photos).
      expect(index).toMatch(
        new RegExp(`export const ${id} = ((withCompressedAnswers\\(\\s*)?onCall|onRequest)\\(`),
      );
    }
  });
});

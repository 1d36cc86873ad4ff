import { siteOriginOf } from './siteOrigin';

describe('siteOriginOf', () => {
  it('takes VITE_SITE_ORIGIN of the build’s mode', () => {
    expect(
      siteOriginOf({ VITE_SITE_ORIGIN: 'https://speiseplaner.example', MODE: 'prod' }, undefined),
    ).toEqual({
      origin: 'https://speiseplaner.example',
    });
  });

  it('refuses a production build without it, in German, naming the file', () => {
    const result = siteOriginOf({ MODE: 'speiseplaner-prod' }, undefined);
    expect(result).toEqual({
      problem: expect.stringContaining('VITE_SITE_ORIGIN fehlt (Modus „speiseplaner-prod“)'),
    });
    expect(result).toEqual({ problem: expect.stringContaining('packages/web/.env.<Projekt-ID>') });
  });

  it.each([
    'http://speiseplaner.example',
    'https://speiseplaner.example/',
    'https://speiseplaner.example/app',
  ])('refuses %s: https, no path, no trailing slash', (origin) => {
    expect(siteOriginOf({ VITE_SITE_ORIGIN: origin }, undefined)).toEqual({
      problem: expect.stringContaining('muss eine https-Adresse ohne Pfad'),
    });
  });

  it('lets an emulator build use its own address on 127.0.0.1', () => {
    expect(siteOriginOf({ VITE_USE_EMULATORS: 'true' }, '5123')).toEqual({ origin: 'http://127.0.0.1:5123' });
  });
});

/** The manifest a browser installs the planner from: German, opens the Speiseplan, the app's colours and icons. */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { makeTheme } from '../theme';
import { WEB_MANIFEST } from './webManifest';

const PUBLIC_DIR = resolve(__dirname, '../../../public');

/** Width and height from a PNG's header (IHDR, right after the 8-byte signature). */
function pngSize(file: string): string {
  const bytes = readFileSync(resolve(PUBLIC_DIR, file.replace(/^\//, '')));
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  return `${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`;
}

test('names the app in German and opens the Speiseplan as an app of its own', () => {
  expect(WEB_MANIFEST).toMatchObject({
    name: 'Speiseplaner – Bio-Speiseplanung für Kita und Schule',
    short_name: 'Speiseplaner',
    lang: 'de',
    start_url: '/app/plan',
    scope: '/',
    display: 'standalone',
  });
});

test('takes its colours from the light theme', () => {
  const theme = makeTheme('light');
  expect(WEB_MANIFEST.theme_color).toBe(theme.palette.primary.main);
  expect(WEB_MANIFEST.background_color).toBe(theme.palette.background.default);
});

test('every icon is a PNG in public/ of the size it claims, 192 and 512 px and a maskable one', () => {
  const icons = WEB_MANIFEST.icons ?? [];
  for (const icon of icons) expect([icon.src, pngSize(icon.src)]).toEqual([icon.src, icon.sizes]);
  expect(icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual([
    '192x192 any',
    '512x512 any',
    '512x512 maskable',
  ]);
  expect(pngSize('/apple-touch-icon.png')).toBe('180x180');
});

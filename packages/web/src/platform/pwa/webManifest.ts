/**
 * The web app manifest (served as /manifest.webmanifest): what a browser needs to install the planner as an
 * app of its own. It opens on the Speiseplan; the colours are the light theme's (theme.ts), which a test
 * keeps in step. The icons are rendered from public/favicon.svg and maskable-icon.svg
 * (docs/operations.md, "Installable app").
 */
import type { ManifestOptions } from 'vite-plugin-pwa';

export const WEB_MANIFEST: Partial<ManifestOptions> = {
  id: '/',
  name: 'Speiseplaner – Bio-Speiseplanung für Kita und Schule',
  short_name: 'Speiseplaner',
  description: 'Bio-Speisepläne für Kita, Schule und Kantine planen, kalkulieren und drucken.',
  lang: 'de',
  dir: 'ltr',
  start_url: '/app/plan',
  scope: '/',
  display: 'standalone',
  theme_color: '#2f7d4f',
  background_color: '#f6f8f5',
  categories: ['food', 'productivity'],
  icons: [
    { src: '/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: '/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    { src: '/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  ],
};

/**
 * The sections of the Verwaltung (admin area, /verwaltung/<path>): the sidebar's admin group and the routes
 * are built from this list. It sits in the first load (the frame needs the labels), so it holds only
 * strings and dynamic imports; each section's page is its own lazy chunk.
 */
import type { ComponentType } from 'react';

export interface AdminSection {
  /** The address below /verwaltung/. */
  path: string;
  label: string;
  /** One line on the Verwaltung's start page. */
  description: string;
  load: () => Promise<{ default: ComponentType }>;
}

export const ADMIN_SECTIONS: readonly AdminSection[] = [
  {
    path: 'kuechen',
    label: 'Küchen',
    description:
      'Küchen mit ihren Mitgliedern und Rollen, Freischaltungen je Küche, Administratorrolle je Person.',
    load: () => import('./kitchens/AdminKitchensPage'),
  },
  {
    path: 'protokoll',
    label: 'Änderungsprotokoll',
    description: 'Wer in der Verwaltung wann was geändert hat, das Neueste zuerst.',
    load: () => import('./audit/AdminAuditPage'),
  },
  {
    path: 'zutaten',
    label: 'Zutatenkatalog',
    description:
      'Die gemeinsamen Zutaten mit Preisverlauf, Allergenen und Zusatzstoffen, Nährwerten und Merkmalen.',
    load: () => import('./ingredients/AdminIngredientsPage'),
  },
  {
    path: 'rezepte',
    label: 'Gemeinsame Rezepte',
    description:
      'Die Rezepte, die alle Küchen nutzen: Zutaten, Portionsfaktoren, Saison, Gerichtsart, Schlagworte.',
    load: () => import('./recipes/AdminRecipesPage'),
  },
  {
    path: 'workshops',
    label: 'Workshops',
    description: 'Termine anlegen, bearbeiten und absagen, Anmeldungen ansehen und als CSV herunterladen.',
    load: () => import('./workshops/AdminWorkshopsPage'),
  },
  {
    path: 'videos',
    label: 'Mediathek',
    description:
      'Lehrvideos mit YouTube-Adresse, Thema, Beschreibung und Reihenfolge anlegen und veröffentlichen.',
    load: () => import('./videos/AdminVideosPage'),
  },
];

/** Address of a section: /verwaltung/kuechen. */
export const adminPath = (section: Pick<AdminSection, 'path'>) => `/verwaltung/${section.path}`;

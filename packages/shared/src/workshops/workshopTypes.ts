/**
 * The nine workshop types with their German labels and the article each links to
 * (docs/product.md, "Workshop list widget").
 */
import { labelLookup } from '../catalogues/lookup';

export const WORKSHOP_TYPE_IDS = [
  'einfuehrung',
  'nachhaltige-verpflegung',
  'speiseplanung',
  'klima',
  'kleinkinder',
  'getreide-huelsenfruechte',
  'allergien',
  'gutes-essen',
  'brot',
] as const;
export type WorkshopTypeId = (typeof WORKSHOP_TYPE_IDS)[number];

export interface WorkshopType {
  id: WorkshopTypeId;
  label: string;
  articleSlug: string;
}

export const WORKSHOP_TYPES: readonly WorkshopType[] = [
  { id: 'einfuehrung', label: 'Einführung', articleSlug: 'einfuehrung-in-das-neue-online-tool' },
  {
    id: 'nachhaltige-verpflegung',
    label: 'Nachhaltige Verpflegung',
    articleSlug:
      'nachhaltige-verpflegung-in-kita-und-schule-oekologischer-und-ernaehrungsphysiologischer-hintergrund',
  },
  { id: 'speiseplanung', label: 'Speiseplanung', articleSlug: 'speiseplanung-unter-der-lupe' },
  { id: 'klima', label: 'Klima', articleSlug: 'klima-und-umweltbewusste-mensa' },
  { id: 'kleinkinder', label: 'Kleinkinder', articleSlug: 'kinder-unter-3-jahren-im-blick' },
  { id: 'getreide-huelsenfruechte', label: 'Getreide und Hülsenfrüchte', articleSlug: 'kochen-mit-getreide' },
  {
    id: 'allergien',
    label: 'Allergien und Unverträglichkeiten',
    articleSlug: 'allergien-unvertraeglichkeiten',
  },
  { id: 'gutes-essen', label: 'Gutes Essen in Kita & Schule', articleSlug: 'gutes-essen-in-kita-und-schule' },
  { id: 'brot', label: 'Brot & Brotaufstriche', articleSlug: 'brot-brotaufstriche' },
];

/** German label of a workshop type ("Klima" for klima). */
export const workshopTypeLabel = labelLookup(WORKSHOP_TYPES);

/** Route of the article a workshop type links to ("/artikel/kochen-mit-getreide"), '' for unknown types. */
export function workshopTypeArticlePath(id: string): string {
  const type = WORKSHOP_TYPES.find((t) => t.id === id);
  return type ? `/artikel/${type.articleSlug}` : '';
}

/** Allowed workshop lengths in minutes. */
export const WORKSHOP_DURATIONS = [45, 60, 90, 120, 210] as const;
export type WorkshopDuration = (typeof WORKSHOP_DURATIONS)[number];

/** Location shown when a workshop has none. */
export const DEFAULT_WORKSHOP_LOCATION = 'Online-Veranstaltung';
/** Title prefix of a cancelled workshop. */
export const CANCELLED_PREFIX = 'Abgesagt:';

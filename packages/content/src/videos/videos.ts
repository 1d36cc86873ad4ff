import type { Video } from '@speiseplaner/shared';

/**
 * The teaching videos of the Mediathek and the `::video{id="…"}` embeds in articles. `id` is our slug
 * and never changes; the operator enters the hosting id in `videoId` once a video is uploaded (see
 * README.md beside this file). Until then `videoId` is '' and the player shows a placeholder.
 */
export const VIDEOS: readonly Video[] = [
  {
    id: 'speiseplan-anlegen',
    title: 'Den ersten Speiseplan anlegen',
    topic: 'Planer',
    durationSeconds: 312,
    videoId: '',
  },
  {
    id: 'personenzahlen-eintragen',
    title: 'Personenzahlen je Altersgruppe eintragen',
    topic: 'Planer',
    durationSeconds: 184,
    videoId: '',
  },
  {
    id: 'rezepte-anpassen',
    title: 'Rezepte suchen, anpassen und speichern',
    topic: 'Planer',
    durationSeconds: 365,
    videoId: '',
  },
  {
    id: 'einkaufsliste-erstellen',
    title: 'Die Einkaufsliste mit einem Klick',
    topic: 'Planer',
    durationSeconds: 228,
    videoId: '',
  },
  {
    id: 'eigene-preise',
    title: 'Eigene Einkaufspreise hinterlegen',
    topic: 'Planer',
    durationSeconds: 205,
    videoId: '',
  },
  {
    id: 'dge-check-lesen',
    title: 'Den DGE-Check richtig lesen',
    topic: 'Speiseplanung',
    durationSeconds: 402,
    videoId: '',
  },
  {
    id: 'huelsenfruechte-einweichen',
    title: 'Hülsenfrüchte einweichen und garen',
    topic: 'Getreide und Hülsenfrüchte',
    durationSeconds: 276,
    videoId: '',
  },
  {
    id: 'vollkorn-im-alltag',
    title: 'Vollkorn im Küchenalltag',
    topic: 'Getreide und Hülsenfrüchte',
    durationSeconds: 341,
    videoId: '',
  },
  {
    id: 'allergene-kennzeichnen',
    title: 'Allergene und Zusatzstoffe kennzeichnen',
    topic: 'Allergien und Unverträglichkeiten',
    durationSeconds: 455,
    videoId: '',
  },
  {
    id: 'kinder-unter-drei',
    title: 'Essen für die Kleinsten: Konsistenz und Sicherheit',
    topic: 'Kleinkinder',
    durationSeconds: 388,
    videoId: '',
  },
  {
    id: 'haccp-grundlagen',
    title: 'HACCP und Rückstellproben in der Kita-Küche',
    topic: 'Hygiene',
    durationSeconds: 497,
    videoId: '',
  },
  {
    id: 'lebensmittelabfall-messen',
    title: 'Lebensmittelabfälle messen und senken',
    topic: 'Nachhaltigkeit',
    durationSeconds: 329,
    videoId: '',
  },
  {
    id: 'bio-anteil-berechnen',
    title: 'Den Bio-Anteil berechnen und belegen',
    topic: 'Nachhaltigkeit',
    durationSeconds: 296,
    videoId: '',
  },
];

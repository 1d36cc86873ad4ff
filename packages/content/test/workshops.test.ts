import { WORKSHOP_DURATIONS, WORKSHOP_TYPE_IDS, WorkshopSchema, workshopSlug } from '@speiseplaner/shared';
import { WORKSHOPS } from '../src/workshops/workshops';

const DAY_MS = 86_400_000;
/** The calendar must offer every type again after this day (the planned 2026/27 season). */
const SEASON_START = Date.parse('2026-12-01T00:00:00+01:00');

/** Offset of Europe/Berlin at an instant, as '+01:00' or '+02:00'. */
function berlinOffset(instant: Date): string {
  const name = new Intl.DateTimeFormat('en-US', { timeZone: 'Europe/Berlin', timeZoneName: 'longOffset' })
    .formatToParts(instant)
    .find((part) => part.type === 'timeZoneName')!.value;
  return name.replace('GMT', '');
}

/**
 * Calendar entries whose slug was made before slugs spelled Umlaute as ae/oe/ue (issue #27, November
 * 2026). A workshop's slug is its document id in every project: its address, its registrations
 * (`workshops/{slug}/registrations`), its seat count and its mails hang on it, and the reference seed
 * matches by it, so these keep their slug (docs/domain-core.md, "Formats and small rules"), also where the
 * title changed since (the Kleinkinder workshops of 2027 are called like their article, „Kinder unter 3
 * Jahren im Blick“). Frozen: a new entry must use the shared rule.
 */
const FOLDED_SLUGS = new Set([
  'einfuhrung-in-den-speiseplaner-2023-02-15',
  'essen-fur-kinder-unter-3-jahren-2023-05-10',
  'abgesagt-allergien-und-unvertraglichkeiten-im-kuchenalltag-2023-06-14',
  'einfuhrung-in-den-speiseplaner-2023-09-20',
  'kochen-mit-getreide-und-hulsenfruchten-2023-10-12',
  'allergien-und-unvertraglichkeiten-im-kuchenalltag-2023-11-08',
  'einfuhrung-in-den-speiseplaner-2024-01-24',
  'essen-fur-kinder-unter-3-jahren-2024-04-16',
  'abgesagt-einfuhrung-in-den-speiseplaner-2024-05-15',
  'kochen-mit-getreide-und-hulsenfruchten-2024-11-27',
  'einfuhrung-in-den-speiseplaner-2025-01-22',
  'allergien-und-unvertraglichkeiten-im-kuchenalltag-2025-02-12',
  'essen-fur-kinder-unter-3-jahren-2025-03-19',
  'einfuhrung-in-den-speiseplaner-2026-12-08',
  'essen-fur-kinder-unter-3-jahren-2027-02-10',
  'allergien-und-unvertraglichkeiten-im-kuchenalltag-2027-02-24',
  'kochen-mit-getreide-und-hulsenfruchten-2027-03-17',
  'einfuhrung-in-den-speiseplaner-2027-04-14',
  'kurz-erklart-der-dge-check-im-speiseplaner-2027-09-22',
  'essen-fur-kinder-unter-3-jahren-2027-10-13',
]);

/** Frozen entries whose title changed after their slug was made: slug → the title it was made from. */
const RETITLED = new Map([
  ['essen-fur-kinder-unter-3-jahren-2027-02-10', 'Essen für Kinder unter 3 Jahren'],
  ['essen-fur-kinder-unter-3-jahren-2027-10-13', 'Essen für Kinder unter 3 Jahren'],
]);

/** The slug as the old rule made it: Umlaute folded to their base letter (ü → u). */
const foldedSlug = (slug: string) => slug.replace(/ae/g, 'a').replace(/oe/g, 'o').replace(/ue/g, 'u');

describe('WORKSHOPS', () => {
  it.each(WORKSHOPS.map((w) => [w.slug, w]))('%s matches the shared workshop schema', (_slug, workshop) => {
    expect(WorkshopSchema.parse(workshop)).toEqual(workshop);
  });

  it('uses the shared title slug plus the start day as route slug; older entries keep their folded one', () => {
    for (const workshop of WORKSHOPS) {
      const slug = workshopSlug(workshop.title, workshop.date);
      const renamed = RETITLED.get(workshop.slug);
      const expected = renamed
        ? foldedSlug(workshopSlug(renamed, workshop.date))
        : FOLDED_SLUGS.has(workshop.slug)
          ? foldedSlug(slug)
          : slug;
      expect(workshop.slug).toBe(expected);
      expect(workshop.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*-\d{4}-\d{2}-\d{2}$/);
    }
    // Every frozen slug is still in the calendar and really differs from the shared rule's.
    const slugs = new Set(WORKSHOPS.map((w) => w.slug));
    for (const folded of FOLDED_SLUGS)
      expect({ folded, listed: slugs.has(folded) }).toEqual({ folded, listed: true });
    for (const w of WORKSHOPS.filter((x) => FOLDED_SLUGS.has(x.slug)))
      expect(workshopSlug(w.title, w.date)).not.toBe(w.slug);
    for (const old of RETITLED.keys()) expect(FOLDED_SLUGS.has(old)).toBe(true);
  });

  it('has unique slugs', () => {
    const slugs = WORKSHOPS.map((w) => w.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
  });

  it('writes every start time with the Europe/Berlin offset of its day, on a weekday', () => {
    for (const workshop of WORKSHOPS) {
      const start = new Date(workshop.date);
      expect(`${workshop.slug}: ${workshop.date.slice(-6)}`).toBe(`${workshop.slug}: ${berlinOffset(start)}`);
      expect([0, 6]).not.toContain(new Date(`${workshop.date.slice(0, 10)}T12:00:00Z`).getUTCDay());
    }
  });

  it('closes registration one to three weeks before the start', () => {
    for (const workshop of WORKSHOPS) {
      const daysBefore = (Date.parse(workshop.date.slice(0, 10)) - Date.parse(workshop.deadline)) / DAY_MS;
      expect(daysBefore).toBeGreaterThanOrEqual(7);
      expect(daysBefore).toBeLessThanOrEqual(21);
    }
  });

  it('only uses the allowed durations and workshop types', () => {
    for (const workshop of WORKSHOPS) {
      expect(WORKSHOP_DURATIONS).toContain(workshop.duration);
      expect(WORKSHOP_TYPE_IDS).toContain(workshop.type);
    }
  });

  it('keeps about 28 past events from 2023 to 2025, some of them cancelled', () => {
    const past = WORKSHOPS.filter((w) => /^202[345]-/.test(w.date));
    expect(past.length).toBeGreaterThanOrEqual(25);
    expect(past.some((w) => w.title.startsWith('Abgesagt: '))).toBe(true);
  });

  it.each([...WORKSHOP_TYPE_IDS])('offers type %s at least once from December 2026 on', (type) => {
    const upcoming = WORKSHOPS.filter(
      (w) => w.type === type && Date.parse(w.date) > SEASON_START && !w.title.startsWith('Abgesagt:'),
    );
    expect(upcoming.length).toBeGreaterThanOrEqual(1);
  });

  it('is sorted by start time, oldest first', () => {
    const starts = WORKSHOPS.map((w) => Date.parse(w.date));
    expect(starts).toEqual([...starts].sort((a, b) => a - b));
  });
});

import { WORKSHOP_DURATIONS, WORKSHOP_TYPE_IDS, WorkshopSchema } from '@speiseplaner/shared';
import { WORKSHOPS } from '../src/workshops/workshops';
import { slugifyTitle, workshopSlug } from '../src/workshops/workshopSlug';

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

describe('slugifyTitle', () => {
  it('folds Umlaute and ß like the existing article slugs', () => {
    expect(slugifyTitle('Einführung in den Speiseplaner')).toBe('einfuhrung-in-den-speiseplaner');
    expect(slugifyTitle('Größe, Öl & Süßes')).toBe('grosse-ol-susses');
  });

  it('turns punctuation runs into one hyphen and trims them at the ends', () => {
    expect(slugifyTitle('Gutes Essen in Kita & Schule')).toBe('gutes-essen-in-kita-schule');
    expect(slugifyTitle('Abgesagt: Klima?!')).toBe('abgesagt-klima');
  });

  it('appends the Berlin start day to the workshop slug', () => {
    expect(workshopSlug('Brot & Brotaufstriche', '2027-06-09T15:00:00+02:00')).toBe(
      'brot-brotaufstriche-2027-06-09',
    );
  });
});

describe('WORKSHOPS', () => {
  it.each(WORKSHOPS.map((w) => [w.slug, w]))('%s matches the shared workshop schema', (_slug, workshop) => {
    expect(WorkshopSchema.parse(workshop)).toEqual(workshop);
  });

  it('uses the title slug plus the start day as route slug', () => {
    for (const workshop of WORKSHOPS) {
      expect(workshop.slug).toBe(workshopSlug(workshop.title, workshop.date));
      expect(workshop.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*-\d{4}-\d{2}-\d{2}$/);
    }
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

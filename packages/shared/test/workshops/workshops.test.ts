import {
  DomainError,
  canApplyForWorkshop,
  dateBadge,
  isWorkshopCancelled,
  upcomingWorkshops,
  workshopLocation,
  workshopSlug,
  workshopTimeRange,
  workshopWhen,
  type Workshop,
} from '../../src';

const ws = (slug: string, type: Workshop['type'], date: string, extra: Partial<Workshop> = {}): Workshop => ({
  slug,
  title: slug,
  date,
  deadline: date.slice(0, 10),
  duration: 90,
  type,
  ...extra,
});

const list = [
  ws('klima-b', 'klima', '2026-12-10T09:00:00+01:00'),
  ws('klima-a', 'klima', '2026-12-01T09:00:00+01:00'),
  ws('klima-old', 'klima', '2026-10-01T09:00:00+02:00'),
  ws('brot-a', 'brot', '2027-01-15T14:00:00+01:00'),
  ws('brot-old', 'brot', '2026-11-01T14:00:00+01:00'),
];
const now = Date.parse('2026-11-22T08:00:00Z');

describe('upcomingWorkshops', () => {
  it('shows the next one per type when no type is given', () => {
    expect(upcomingWorkshops(list, now).map((w) => w.slug)).toEqual(['klima-a', 'brot-a']);
  });

  it('shows all upcoming ones of a type, by date ascending', () => {
    expect(upcomingWorkshops(list, now, 'klima').map((w) => w.slug)).toEqual(['klima-a', 'klima-b']);
    expect(upcomingWorkshops(list, now, 'kleinkinder')).toEqual([]);
  });

  it('hides a workshop starting exactly now (upcoming means later than now)', () => {
    expect(upcomingWorkshops(list, Date.parse('2026-12-01T08:00:00Z'), 'klima').map((w) => w.slug)).toEqual([
      'klima-b',
    ]);
  });

  it('throws a German DomainError for bad workshops or an unknown type', () => {
    expect(() => upcomingWorkshops([{ title: 'ohne alles' }], now)).toThrow(DomainError);
    expect(() => upcomingWorkshops(list, now, 'yoga')).toThrow('Unbekannter Workshop-Typ: yoga.');
  });
});

describe('workshop details', () => {
  it('builds the slug from title and Berlin date', () => {
    expect(workshopSlug('Kinder unter 3 Jahren im Blick', '2026-03-09T23:30:00Z')).toBe(
      'kinder-unter-3-jahren-im-blick-2026-03-10',
    );
    expect(workshopSlug('Kochen mit Hülsenfrüchten', '2026-03-10T09:00:00Z')).toBe(
      'kochen-mit-huelsenfruechten-2026-03-10',
    );
    expect(() => workshopSlug('!!!', '2026-03-10T09:00:00Z')).toThrow(DomainError);
  });

  it('writes the time range in Berlin time, also across the summer time change', () => {
    expect(workshopTimeRange({ date: '2026-03-10T08:00:00Z', duration: 90 })).toBe('09:00–10:30 Uhr');
    expect(workshopTimeRange({ date: '2026-07-10T12:30:00Z', duration: 210 })).toBe('14:30–18:00 Uhr');
  });

  it('writes when a workshop takes place in words for the public (Berlin day, also near midnight)', () => {
    expect(workshopWhen({ date: '2027-02-24T13:00:00Z', duration: 120 })).toBe(
      'Mittwoch, 24. Februar 2027, 14:00–16:00 Uhr',
    );
    expect(workshopWhen({ date: '2026-03-09T23:30:00Z', duration: 60 })).toBe(
      'Dienstag, 10. März 2026, 00:30–01:30 Uhr',
    );
  });

  it('gives German weekday and month abbreviations for the date badge', () => {
    expect(dateBadge('2026-03-10T08:00:00Z')).toMatchObject({
      weekday: 'Di',
      day: '10',
      month: 'Mär',
      year: '2026',
    });
    expect(dateBadge('2026-12-24')).toMatchObject({ weekday: 'Do', weekdayLong: 'Donnerstag', month: 'Dez' });
  });

  it('knows cancelled workshops, the default location and the registration window', () => {
    const w = ws('klima-a', 'klima', '2026-12-01T09:00:00+01:00', { deadline: '2026-11-17' });
    expect(isWorkshopCancelled({ title: 'Abgesagt: Klima' })).toBe(true);
    expect(isWorkshopCancelled({ title: 'Klima' })).toBe(false);
    expect(workshopLocation({})).toBe('Online-Veranstaltung');
    expect(workshopLocation({ location: 'München' })).toBe('München');
    expect(canApplyForWorkshop(w, Date.parse('2026-11-17T20:00:00Z'))).toBe(true);
    expect(canApplyForWorkshop(w, Date.parse('2026-11-18T08:00:00Z'))).toBe(false);
    expect(canApplyForWorkshop({ ...w, title: 'Abgesagt: Klima' }, Date.parse('2026-11-10T08:00:00Z'))).toBe(
      false,
    );
  });
});

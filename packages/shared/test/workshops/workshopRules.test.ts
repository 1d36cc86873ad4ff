import {
  CANCEL_PAST_MESSAGE,
  cancelledWorkshopTitle,
  DomainError,
  isWorkshopCancelled,
  isWorkshopPast,
  MAX_NAME_LENGTH,
  WORKSHOP_FIELD_MESSAGES,
  WORKSHOP_IN_PAST_MESSAGE,
  WorkshopSchema,
  workshopCancelRefusal,
  workshopRuleErrors,
  workshopSaveRefusal,
  titleWithoutCancellation,
  type Workshop,
} from '../../src';

const now = Date.parse('2026-11-25T10:00:00Z');
const workshop: Workshop = {
  slug: 'kochen-mit-getreide-2027-03-17',
  title: 'Kochen mit Getreide',
  date: '2027-03-17T09:30:00+01:00',
  deadline: '2027-03-03',
  duration: 210,
  type: 'getreide-huelsenfruechte',
  capacity: 12,
};

describe('workshopRuleErrors', () => {
  it('accepts an upcoming workshop with its deadline before the day and room for the registrations', () => {
    expect(workshopRuleErrors(workshop, { now, seatsTaken: 12 })).toEqual({});
    expect(workshopSaveRefusal(workshop, { now, seatsTaken: 12 })).toBeNull();
  });

  it('refuses a new workshop in the past, at the date field', () => {
    const past = { ...workshop, date: '2026-11-25T10:59:00+01:00', deadline: '2026-11-20' };
    expect(workshopRuleErrors(past, { now })).toEqual({ date: WORKSHOP_IN_PAST_MESSAGE });
    // Starting right now counts as past: nobody could come any more.
    expect(workshopRuleErrors({ ...past, date: '2026-11-25T10:00:00Z' }, { now }).date).toBe(
      WORKSHOP_IN_PAST_MESSAGE,
    );
    expect(workshopRuleErrors({ ...past, date: '2026-11-25T10:01:00Z' }, { now }).date).toBeUndefined();
  });

  it('refuses moving a workshop into the past, but lets a past one be corrected while its start stays', () => {
    const past = { ...workshop, date: '2026-10-01T09:00:00+02:00', deadline: '2026-09-20' };
    expect(workshopRuleErrors(past, { now, stored: past })).toEqual({});
    // The same instant written with another offset is the same start.
    expect(workshopRuleErrors(past, { now, stored: { date: '2026-10-01T07:00:00Z' } })).toEqual({});
    expect(workshopRuleErrors(past, { now, stored: { date: '2026-10-02T09:00:00+02:00' } }).date).toBe(
      WORKSHOP_IN_PAST_MESSAGE,
    );
    expect(workshopRuleErrors(past, { now, stored: null }).date).toBe(WORKSHOP_IN_PAST_MESSAGE);
  });

  it('refuses a deadline after the workshop day (Berlin), and allows the day itself', () => {
    expect(workshopRuleErrors({ ...workshop, deadline: '2027-03-18' }, { now })).toEqual({
      deadline:
        'Der Anmeldeschluss liegt nach dem Workshop. Bitte wählen Sie spätestens den Tag des Workshops (2027-03-17).',
    });
    expect(workshopRuleErrors({ ...workshop, deadline: '2027-03-17' }, { now })).toEqual({});
    // 00:30 in Berlin is still the evening before in UTC: the Berlin day counts.
    const early = { ...workshop, date: '2027-03-17T00:30:00+01:00', deadline: '2027-03-17' };
    expect(workshopRuleErrors(early, { now })).toEqual({});
  });

  it('refuses a capacity below the places taken, naming them', () => {
    expect(workshopRuleErrors({ ...workshop, capacity: 11 }, { now, seatsTaken: 12 })).toEqual({
      capacity:
        'Für diesen Workshop sind bereits 12 Plätze vergeben. Bitte geben Sie mindestens 12 Plätze an.',
    });
    expect(workshopRuleErrors({ ...workshop, capacity: 1 }, { now, seatsTaken: 2 }).capacity).toContain(
      'bereits 2 Plätze',
    );
    expect(workshopRuleErrors({ ...workshop, capacity: undefined }, { now, seatsTaken: 40 })).toEqual({});
    const noPlaces = { ...workshop, capacity: 0 };
    expect(workshopRuleErrors(noPlaces, { now, seatsTaken: 1 }).capacity).toBe(
      'Für diesen Workshop ist bereits 1 Platz vergeben. Bitte geben Sie mindestens 1 Platz an.',
    );
  });

  it('gives every refusal at once, and the backend the first (start, deadline, capacity)', () => {
    const bad = { ...workshop, date: '2026-01-10T09:00:00+01:00', deadline: '2026-02-01', capacity: 1 };
    const errors = workshopRuleErrors(bad, { now, seatsTaken: 3 });
    expect(Object.keys(errors).sort()).toEqual(['capacity', 'date', 'deadline']);
    expect(workshopSaveRefusal(bad, { now, seatsTaken: 3 })).toBe(WORKSHOP_IN_PAST_MESSAGE);
    expect(workshopSaveRefusal({ ...bad, date: workshop.date }, { now, seatsTaken: 3 })).toBe(
      'Für diesen Workshop sind bereits 3 Plätze vergeben. Bitte geben Sie mindestens 3 Plätze an.',
    );
  });

  it('throws a DomainError for dates that are none', () => {
    expect(() => workshopRuleErrors({ ...workshop, date: 'morgen' }, { now })).toThrow(DomainError);
    expect(() => workshopRuleErrors({ ...workshop, deadline: '17.03.2027' }, { now })).toThrow(DomainError);
  });
});

describe('cancelling', () => {
  it('puts "Abgesagt: " before the title once', () => {
    expect(cancelledWorkshopTitle('Kochen mit Getreide')).toBe('Abgesagt: Kochen mit Getreide');
    expect(cancelledWorkshopTitle('  Kochen mit Getreide ')).toBe('Abgesagt: Kochen mit Getreide');
    expect(cancelledWorkshopTitle('Abgesagt: Kochen mit Getreide')).toBe('Abgesagt: Kochen mit Getreide');
    expect(isWorkshopCancelled({ title: cancelledWorkshopTitle('Brot') })).toBe(true);
  });

  it('gives back the title without "Abgesagt:"', () => {
    expect(titleWithoutCancellation('Abgesagt: Kochen mit Getreide')).toBe('Kochen mit Getreide');
    expect(titleWithoutCancellation('Abgesagt:Brot')).toBe('Brot');
    expect(titleWithoutCancellation(' Brot ')).toBe('Brot');
  });

  it('shortens a long title so the cancelled one still fits the title limit', () => {
    const long = 'Ä'.repeat(MAX_NAME_LENGTH);
    const cancelled = cancelledWorkshopTitle(long);
    expect([...cancelled]).toHaveLength(MAX_NAME_LENGTH);
    expect(cancelled.startsWith('Abgesagt: ÄÄ')).toBe(true);
    expect(cancelled.endsWith('Ä…')).toBe(true);
    expect(WorkshopSchema.shape.title.safeParse(cancelled).success).toBe(true);
  });

  it('refuses to cancel a workshop that has started', () => {
    expect(workshopCancelRefusal(workshop, now)).toBeNull();
    expect(workshopCancelRefusal({ date: '2026-11-25T09:00:00Z' }, now)).toBe(CANCEL_PAST_MESSAGE);
    expect(isWorkshopPast({ date: '2026-11-25T09:00:00Z' }, now)).toBe(true);
    expect(isWorkshopPast(workshop, now)).toBe(false);
  });
});

describe('WorkshopSchema messages', () => {
  const parse = (overrides: Record<string, unknown>) => {
    const result = WorkshopSchema.safeParse({ ...workshop, ...overrides });
    return result.success ? [] : result.error.issues.map((i) => [i.path.join('.'), i.message]);
  };

  it('says in German what is wrong with each field', () => {
    expect(parse({ title: '  ' })).toEqual([['title', WORKSHOP_FIELD_MESSAGES.title]]);
    expect(parse({ title: 'x'.repeat(121) })).toEqual([['title', WORKSHOP_FIELD_MESSAGES.titleLength]]);
    expect(parse({ date: '2027-03-17' })).toEqual([
      ['date', 'Bitte geben Sie Datum und Uhrzeit des Workshops an.'],
    ]);
    expect(parse({ deadline: '2027-02-30' })).toEqual([['deadline', WORKSHOP_FIELD_MESSAGES.deadline]]);
    expect(parse({ duration: 75 })).toEqual([
      ['duration', 'Bitte wählen Sie eine Dauer von 45, 60, 90, 120 oder 210 Minuten.'],
    ]);
    expect(parse({ type: 'yoga' })).toEqual([['type', 'Bitte wählen Sie ein Thema.']]);
    expect(parse({ location: 'x'.repeat(121) })).toEqual([['location', WORKSHOP_FIELD_MESSAGES.location]]);
    expect(parse({ annotation: 'x'.repeat(501) })).toEqual([
      ['annotation', 'Bitte geben Sie den Hinweis mit höchstens 500 Zeichen ein.'],
    ]);
    for (const capacity of [0, 1.5, 1001, '12'])
      expect(parse({ capacity })).toEqual([['capacity', WORKSHOP_FIELD_MESSAGES.capacity]]);
  });
});

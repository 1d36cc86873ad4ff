import {
  checkWorkshopForm,
  EMPTY_WORKSHOP_FORM,
  suggestedDeadline,
  WORKSHOP_FIELD_MESSAGES,
  WORKSHOP_FORM_MESSAGES,
  WORKSHOP_IN_PAST_MESSAGE,
  workshopFormOf,
  type Workshop,
  type WorkshopForm,
} from '../../src';

const now = Date.parse('2026-11-25T10:00:00Z');
const filled: WorkshopForm = {
  ...EMPTY_WORKSHOP_FORM,
  type: 'getreide-huelsenfruechte',
  title: 'Kochen mit Getreide',
  date: '2027-03-17',
  time: '09:30',
  duration: '210',
  online: false,
  location: 'Lehrküche Nürnberg',
  deadline: '2027-03-03',
  capacity: '12',
};
const stored: Workshop = {
  slug: 'kochen-mit-getreide-2027-03-17',
  title: 'Kochen mit Getreide',
  date: '2027-03-17T09:30:00+01:00',
  deadline: '2027-03-03',
  duration: 210,
  type: 'getreide-huelsenfruechte',
  location: 'Lehrküche Nürnberg',
  capacity: 12,
  seatsTaken: 5,
};

describe('checkWorkshopForm', () => {
  it('turns a filled form into a new workshop with its slug from title and day', () => {
    expect(checkWorkshopForm(filled, { now })).toEqual({
      workshop: {
        slug: 'kochen-mit-getreide-2027-03-17',
        title: 'Kochen mit Getreide',
        date: '2027-03-17T09:30:00+01:00',
        deadline: '2027-03-03',
        duration: 210,
        type: 'getreide-huelsenfruechte',
        location: 'Lehrküche Nürnberg',
        capacity: 12,
      },
    });
  });

  it('stores no location for an online workshop, and no capacity, hint or template when empty', () => {
    const result = checkWorkshopForm(
      { ...filled, online: true, location: 'bleibt weg', capacity: ' ', annotation: '  ' },
      { now },
    );
    expect(result).toEqual({
      workshop: expect.not.objectContaining({ location: expect.anything(), capacity: expect.anything() }),
    });
    const withExtras = checkWorkshopForm(
      { ...filled, annotation: ' Mit Mittagessen ', template: 'praxis-kochkurs' },
      { now },
    );
    expect(withExtras).toMatchObject({
      workshop: { annotation: 'Mit Mittagessen', template: 'praxis-kochkurs' },
    });
  });

  it('gives a German message at every field that is not right, from the schema', () => {
    const result = checkWorkshopForm(
      {
        ...EMPTY_WORKSHOP_FORM,
        time: '25:00',
        duration: '',
        online: false,
        annotation: 'x'.repeat(501),
        capacity: 'viele',
      },
      { now },
    );
    expect(result).toEqual({
      errors: {
        type: WORKSHOP_FIELD_MESSAGES.type,
        title: WORKSHOP_FIELD_MESSAGES.title,
        date: WORKSHOP_FORM_MESSAGES.date,
        time: WORKSHOP_FORM_MESSAGES.time,
        duration: 'Bitte wählen Sie eine Dauer von 45, 60, 90, 120 oder 210 Minuten.',
        location: WORKSHOP_FORM_MESSAGES.location,
        deadline: WORKSHOP_FIELD_MESSAGES.deadline,
        annotation: WORKSHOP_FIELD_MESSAGES.annotation,
        capacity: WORKSHOP_FIELD_MESSAGES.capacity,
      },
    });
    for (const capacity of ['0', '1001', '2,5', '-3'])
      expect(checkWorkshopForm({ ...filled, capacity }, { now })).toEqual({
        errors: { capacity: WORKSHOP_FIELD_MESSAGES.capacity },
      });
    expect(checkWorkshopForm({ ...filled, title: '?!' }, { now })).toEqual({
      errors: { title: WORKSHOP_FORM_MESSAGES.titleLetters },
    });
  });

  it('refuses a day in the past, a deadline after the day and fewer places than taken', () => {
    expect(
      checkWorkshopForm({ ...filled, date: '2026-11-25', time: '10:30', deadline: '2026-11-20' }, { now }),
    ).toEqual({
      errors: { date: WORKSHOP_IN_PAST_MESSAGE },
    });
    expect(checkWorkshopForm({ ...filled, deadline: '2027-03-18' }, { now })).toEqual({
      errors: {
        deadline:
          'Der Anmeldeschluss liegt nach dem Workshop. Bitte wählen Sie spätestens den Tag des Workshops (2027-03-17).',
      },
    });
    expect(checkWorkshopForm({ ...workshopFormOf(stored), capacity: '4' }, { stored, now })).toEqual({
      errors: {
        capacity:
          'Für diesen Workshop sind bereits 5 Plätze vergeben. Bitte geben Sie mindestens 5 Plätze an.',
      },
    });
  });

  it('names a broken rule together with the other fields’ messages', () => {
    const result = checkWorkshopForm(
      { ...filled, type: '', date: '2026-11-01', deadline: '2026-11-02', capacity: 'x' },
      { now },
    );
    expect(result).toEqual({
      errors: {
        type: WORKSHOP_FIELD_MESSAGES.type,
        date: WORKSHOP_IN_PAST_MESSAGE,
        deadline:
          'Der Anmeldeschluss liegt nach dem Workshop. Bitte wählen Sie spätestens den Tag des Workshops (2026-11-01).',
        capacity: WORKSHOP_FIELD_MESSAGES.capacity,
      },
    });
  });

  it('keeps an edited workshop’s slug and places taken, whatever its new title or day', () => {
    const result = checkWorkshopForm(
      {
        ...workshopFormOf(stored),
        title: 'Abgesagt: Kochen mit Getreide',
        date: '2027-03-24',
        deadline: '2027-03-10',
      },
      { stored, now },
    );
    expect(result).toEqual({
      workshop: {
        ...stored,
        title: 'Abgesagt: Kochen mit Getreide',
        date: '2027-03-24T09:30:00+01:00',
        deadline: '2027-03-10',
      },
    });
  });
});

describe('workshopFormOf', () => {
  it('shows the start in Berlin time and an online workshop without a place', () => {
    expect(workshopFormOf(stored)).toEqual({
      ...filled,
      annotation: '',
      template: '',
    });
    const online = workshopFormOf({
      ...stored,
      location: undefined,
      capacity: undefined,
      date: '2027-07-01T12:00:00Z',
    });
    expect(online).toMatchObject({
      online: true,
      location: '',
      capacity: '',
      date: '2027-07-01',
      time: '14:00',
    });
    expect(workshopFormOf({ ...stored, location: 'Online-Veranstaltung' })).toMatchObject({
      online: true,
      location: '',
    });
  });

  it('gives back the stored workshop when nothing is changed', () => {
    expect(checkWorkshopForm(workshopFormOf(stored), { stored, now })).toEqual({ workshop: stored });
  });
});

describe('suggestedDeadline', () => {
  it('suggests the deadline 14 days before the day', () => {
    expect(suggestedDeadline('2027-03-17')).toBe('2027-03-03');
    expect(suggestedDeadline('2027-03')).toBe('');
  });
});

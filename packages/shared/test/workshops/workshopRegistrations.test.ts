import {
  participantsOf,
  registeredAtText,
  registrationRowOf,
  registrationSeats,
  registrationsCsv,
  registrationsFileName,
  sortRegistrationRows,
  shoppingListCsv,
  UTF8_BOM,
  WorkshopRegistrationRowSchema,
} from '../../src';

const stored = {
  workshopSlug: 'brot-2027-05-05',
  name: 'Jana Müller',
  institution: 'Kita Regenbogen',
  email: 'jana@regenbogen.test',
  participants: 2,
  createdAt: '2027-01-05T13:03:00.000Z',
};

describe('registrationRowOf', () => {
  it('turns a stored registration into a row with its id', () => {
    const row = registrationRowOf('abc123', stored);
    expect(row).toEqual({
      id: 'abc123',
      name: 'Jana Müller',
      institution: 'Kita Regenbogen',
      email: 'jana@regenbogen.test',
      participants: 2,
      createdAt: '2027-01-05T13:03:00.000Z',
    });
    expect(WorkshopRegistrationRowSchema.parse(row)).toEqual(row);
  });

  it('keeps what older versions stored (a link, a line break) as plain text, and never refuses', () => {
    const old = {
      name: 'Max\nMuster',
      institution: 'Gewinn unter https://spam.example <b>jetzt</b>',
      email: 'max@kita.test',
      comment: 'www.example.com/angebot',
    };
    const row = registrationRowOf('old', old);
    expect(row).toMatchObject({
      name: 'Max\nMuster',
      institution: 'Gewinn unter https://spam.example <b>jetzt</b>',
      comment: 'www.example.com/angebot',
      participants: 1,
    });
    expect(WorkshopRegistrationRowSchema.safeParse(row).success).toBe(true);
    const broken = registrationRowOf('kaputt', { name: 7, participants: -3, institution: 'x'.repeat(5000) });
    expect(broken).toEqual({
      id: 'kaputt',
      name: '',
      institution: 'x'.repeat(480),
      email: '',
      participants: 1,
    });
    expect(WorkshopRegistrationRowSchema.safeParse(broken).success).toBe(true);
    expect(registrationRowOf('leer', null)).toMatchObject({ participants: 1, name: '' });
  });
});

describe('registrationSeats and participantsOf', () => {
  it('counts the participants, and 1 for a registration without a sensible number', () => {
    expect(registrationSeats({ participants: 3 })).toBe(3);
    for (const participants of [undefined, 0, -1, 1.5, '4', null])
      expect(registrationSeats({ participants })).toBe(1);
    expect(registrationSeats(undefined)).toBe(1);
    expect(participantsOf([{ participants: 2 }, { participants: 1 }, { participants: 5 }])).toBe(8);
    expect(participantsOf([])).toBe(0);
  });
});

describe('registrationsCsv', () => {
  const rows = [
    registrationRowOf('a', stored),
    registrationRowOf('b', {
      name: 'Jürgen "Jo" Schäfer',
      institution: '=HYPERLINK("x")',
      email: 'jo@kita.test',
      phone: '+49 30 123',
      participants: 12,
      comment: 'Zwei Zeilen\nText',
    }),
  ];

  it('writes semicolon CSV with German headers, CRLF lines and Berlin times', () => {
    const csv = registrationsCsv(rows);
    expect(csv.startsWith(UTF8_BOM)).toBe(false);
    expect(csv.endsWith('\r\n')).toBe(true);
    const lines = csv.split('\r\n');
    expect(lines[0]).toBe(
      '"Name";"Einrichtung";"E-Mail";"Telefon";"Teilnehmende";"Kommentar";"Angemeldet am"',
    );
    expect(lines[1]).toBe(
      '"Jana Müller";"Kita Regenbogen";"jana@regenbogen.test";"";2;"";"2027-01-05 14:03"',
    );
  });

  it('quotes quotes, keeps line breaks inside the cell and defuses formulas', () => {
    const csv = registrationsCsv(rows);
    expect(csv).toContain(
      '"Jürgen ""Jo"" Schäfer";"\'=HYPERLINK(""x"")";"jo@kita.test";"\'+49 30 123";12;"Zwei Zeilen\nText";""',
    );
  });

  it('writes only the header for no registrations', () => {
    expect(registrationsCsv([])).toBe(
      '"Name";"Einrichtung";"E-Mail";"Telefon";"Teilnehmende";"Kommentar";"Angemeldet am"\r\n',
    );
  });

  it('writes the same cells as the shopping list CSV does (one CSV rule)', () => {
    const shopping = shoppingListCsv({ items: [] });
    expect(shopping.split('\r\n')[0]!.split(';')[0]).toBe('"Lebensmittelgruppe"');
    expect(shopping.endsWith('\r\n')).toBe(true);
  });

  it('names the file after the workshop', () => {
    expect(registrationsFileName({ slug: 'brot-2027-05-05' })).toBe('anmeldungen-brot-2027-05-05.csv');
  });
});

describe('registeredAtText and sortRegistrationRows', () => {
  it('shows the Berlin time, the stored text when it is no time, and nothing when there is none', () => {
    expect(registeredAtText('2027-07-05T22:30:00.000Z')).toBe('2027-07-06 00:30');
    expect(registeredAtText('gestern')).toBe('gestern');
    expect(registeredAtText(undefined)).toBe('');
  });

  it('sorts by arrival, rows without a time last, then by id', () => {
    const row = (id: string, createdAt?: string) => registrationRowOf(id, { createdAt });
    const sorted = sortRegistrationRows([
      row('z'),
      row('b', '2027-01-02T00:00:00.000Z'),
      row('a'),
      row('c', '2027-01-01T00:00:00.000Z'),
    ]);
    expect(sorted.map((r) => r.id)).toEqual(['c', 'b', 'a', 'z']);
  });
});

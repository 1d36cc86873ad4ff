import {
  EXAMPLE_OPERATOR,
  OPERATOR_FIELDS,
  OPERATOR_KINDS,
  OPERATOR_FIELD_INFO,
  operatorDetailProblems,
  operatorDetailsFromEnv,
  operatorPlaceholders,
} from '../../src/site/operator';

const REAL = {
  name: 'Bio-Kantine Musterort gGmbH',
  address: 'Hauptstraße 5, 80331 München',
  email: 'info@bio-kantine.de',
  phone: '+49 89 987654',
  register: 'Handelsregister Amtsgericht München, HRB 123456',
  vatId: 'DE123456789',
  responsible: 'Anna Schmidt, Hauptstraße 5, 80331 München',
  privacyContact: 'datenschutz@bio-kantine.de',
  legalForm: 'gemeinnützige GmbH (gGmbH)',
  representative: 'Geschäftsführerin Anna Schmidt',
  mailProvider: 'Mailversand Nord GmbH',
  mailProviderSeat: 'Hafenstraße 1, 20457 Hamburg',
  mailServerLocation: 'Deutschland (Rechenzentrum Frankfurt am Main)',
  kind: 'privat',
};

describe('operator details from the configuration', () => {
  it('accepts complete real details', () => {
    expect(operatorDetailProblems(REAL)).toEqual([]);
  });

  it('names every missing field with its configuration entry, in German', () => {
    const problems = operatorDetailProblems({ ...REAL, phone: ' ', register: undefined });
    expect(problems).toEqual([
      expect.stringMatching(/^Betreiberangabe „Telefonnummer“ \(OPERATOR_PHONE\) fehlt: .*\.env/),
      expect.stringMatching(/^Betreiberangabe „Registereintrag .*“ \(OPERATOR_REGISTER\) fehlt/),
    ]);
  });

  it('refuses a missing legal form, representative or e-mail processor (§ 5 DDG, Art. 13 DSGVO)', () => {
    const problems = operatorDetailProblems({
      ...REAL,
      legalForm: '',
      representative: undefined,
      mailProvider: '[Dienstleister eintragen]',
      mailProviderSeat: undefined,
      mailServerLocation: EXAMPLE_OPERATOR.mailServerLocation,
    });
    expect(problems).toEqual([
      expect.stringMatching(/^Betreiberangabe „Rechtsform“ \(OPERATOR_LEGAL_FORM\) fehlt/),
      expect.stringMatching(
        /^Betreiberangabe „Vertretungsberechtigte Person“ \(OPERATOR_REPRESENTATIVE\) fehlt/,
      ),
      expect.stringContaining('(OPERATOR_MAIL_PROVIDER) ist ein Platzhalter'),
      expect.stringContaining('(OPERATOR_MAIL_PROVIDER_SEAT) fehlt'),
      expect.stringContaining('(OPERATOR_MAIL_SERVER_LOCATION) ist ein Beispielwert'),
    ]);
  });

  it('takes only a known kind of operator, which decides who enforces accessibility', () => {
    for (const kind of OPERATOR_KINDS) expect(operatorDetailProblems({ ...REAL, kind })).toEqual([]);
    expect(operatorDetailProblems({ ...REAL, kind: 'öffentlich' })).toEqual([
      expect.stringContaining(
        '(OPERATOR_KIND) ist „öffentlich“, erlaubt sind nur „privat“, „bund“ oder „land“',
      ),
    ]);
    expect(operatorDetailProblems({ ...REAL, kind: undefined })).toEqual([
      expect.stringContaining('(OPERATOR_KIND) fehlt'),
    ]);
  });

  it('refuses bracketed placeholders and the example values', () => {
    expect(operatorDetailProblems({ ...REAL, name: '[Name des Betreibers eintragen]' })).toEqual([
      expect.stringContaining('„Name des Betreibers“ (OPERATOR_NAME) ist ein Platzhalter'),
    ]);
    const problems = operatorDetailProblems(EXAMPLE_OPERATOR);
    // Every field but the kind, which is a choice and no example.
    expect(problems).toHaveLength(OPERATOR_FIELDS.length - 1);
    for (const problem of problems) expect(problem).toContain('ist ein Beispielwert');
  });

  it('reads the OPERATOR_* entries of a configuration and fills the article placeholders', () => {
    const env = Object.fromEntries(OPERATOR_FIELDS.map((f) => [OPERATOR_FIELD_INFO[f].env, ` ${REAL[f]} `]));
    const details = operatorDetailsFromEnv({ ...env, OPERATOR_PHONE: '' });
    expect(details).toEqual({ ...REAL, phone: undefined });
    expect(operatorPlaceholders(REAL)['operator.privacyContact']).toBe(REAL.privacyContact);
  });

  it('marks every example value visibly as an example', () => {
    const { kind: _kind, ...examples } = EXAMPLE_OPERATOR;
    for (const value of Object.values(examples)) {
      expect(value).toMatch(/Beispielangabe|example\.org/);
    }
  });
});

import {
  EXAMPLE_OPERATOR,
  OPERATOR_FIELDS,
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

  it('refuses bracketed placeholders and the example values', () => {
    expect(operatorDetailProblems({ ...REAL, name: '[Name des Betreibers eintragen]' })).toEqual([
      expect.stringContaining('„Name des Betreibers“ (OPERATOR_NAME) ist ein Platzhalter'),
    ]);
    const problems = operatorDetailProblems(EXAMPLE_OPERATOR);
    expect(problems).toHaveLength(OPERATOR_FIELDS.length);
    for (const problem of problems) expect(problem).toContain('ist ein Beispielwert');
  });

  it('reads the OPERATOR_* entries of a configuration and fills the article placeholders', () => {
    const env = Object.fromEntries(OPERATOR_FIELDS.map((f) => [OPERATOR_FIELD_INFO[f].env, ` ${REAL[f]} `]));
    const details = operatorDetailsFromEnv({ ...env, OPERATOR_PHONE: '' });
    expect(details).toEqual({ ...REAL, phone: undefined });
    expect(operatorPlaceholders(REAL)['operator.privacyContact']).toBe(REAL.privacyContact);
  });

  it('marks every example value visibly as an example', () => {
    for (const value of Object.values(EXAMPLE_OPERATOR)) {
      expect(value).toMatch(/Beispielangabe|example\.org/);
    }
  });
});

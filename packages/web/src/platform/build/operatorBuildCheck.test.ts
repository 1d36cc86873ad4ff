/** The production build's check of the operator details (vite.config.ts). */
import { EXAMPLE_OPERATOR } from '@speiseplaner/content';
import { operatorBuildDetails } from './operatorBuildCheck';

const REAL_ENV = {
  OPERATOR_NAME: 'Bio-Kantine Musterort gGmbH',
  OPERATOR_ADDRESS: 'Hauptstraße 5, 80331 München',
  OPERATOR_EMAIL: 'info@bio-kantine.de',
  OPERATOR_PHONE: '+49 89 987654',
  OPERATOR_REGISTER: 'Handelsregister Amtsgericht München, HRB 123456',
  OPERATOR_VAT_ID: 'DE123456789',
  OPERATOR_RESPONSIBLE: 'Anna Schmidt, Hauptstraße 5, 80331 München',
  OPERATOR_PRIVACY_CONTACT: 'datenschutz@bio-kantine.de',
  OPERATOR_LEGAL_FORM: 'gemeinnützige GmbH (gGmbH)',
  OPERATOR_REPRESENTATIVE: 'Geschäftsführerin Anna Schmidt',
  OPERATOR_MAIL_PROVIDER: 'Mailversand Nord GmbH',
  OPERATOR_MAIL_PROVIDER_SEAT: 'Hafenstraße 1, 20457 Hamburg',
  OPERATOR_MAIL_SERVER_LOCATION: 'Deutschland',
  OPERATOR_KIND: 'privat',
};

test('a build for a real project refuses a missing or placeholder detail, naming the field in German', () => {
  const result = operatorBuildDetails(
    { ...REAL_ENV, MODE: 'speiseplaner-prod', OPERATOR_PHONE: '', OPERATOR_NAME: '[Name eintragen]' },
    'build',
  );
  expect(result).toEqual({
    problem: expect.stringMatching(/^Betreiberangaben unvollständig \(Modus „speiseplaner-prod“\)/),
  });
  const problem = 'problem' in result ? result.problem : '';
  expect(problem).toContain('„Name des Betreibers“ (OPERATOR_NAME) ist ein Platzhalter');
  expect(problem).toContain('„Telefonnummer“ (OPERATOR_PHONE) fehlt');
  expect(problem).toContain('packages/web/.env.speiseplaner-prod');
  expect(problem).not.toContain('OPERATOR_EMAIL');
});

test('a build for a real project refuses a missing legal form, representative, mail processor or kind', () => {
  const result = operatorBuildDetails(
    {
      ...REAL_ENV,
      MODE: 'production',
      OPERATOR_LEGAL_FORM: '',
      OPERATOR_REPRESENTATIVE: '[Vorstand eintragen]',
      OPERATOR_MAIL_PROVIDER: undefined,
      OPERATOR_MAIL_SERVER_LOCATION: 'Deutschland (Beispielangabe)',
      OPERATOR_KIND: 'verein',
    },
    'build',
  );
  const problem = 'problem' in result ? result.problem : '';
  expect(problem).toContain('„Rechtsform“ (OPERATOR_LEGAL_FORM) fehlt');
  expect(problem).toContain('„Vertretungsberechtigte Person“ (OPERATOR_REPRESENTATIVE) ist ein Platzhalter');
  expect(problem).toContain('(OPERATOR_MAIL_PROVIDER) fehlt');
  expect(problem).toContain('(OPERATOR_MAIL_SERVER_LOCATION) ist ein Beispielwert');
  expect(problem).toContain('(OPERATOR_KIND) ist „verein“, erlaubt sind nur „privat“, „bund“ oder „land“');
  expect(problem).not.toContain('OPERATOR_MAIL_PROVIDER_SEAT');
});

test('a build for a real project refuses the example values', () => {
  const result = operatorBuildDetails({ MODE: 'production', OPERATOR_NAME: EXAMPLE_OPERATOR.name }, 'build');
  expect('problem' in result && result.problem).toContain('(OPERATOR_NAME) ist ein Beispielwert');
});

test('a build with every real detail ships exactly those', () => {
  expect(operatorBuildDetails({ ...REAL_ENV, MODE: 'production' }, 'build')).toEqual({
    details: expect.objectContaining({
      name: REAL_ENV.OPERATOR_NAME,
      privacyContact: REAL_ENV.OPERATOR_PRIVACY_CONTACT,
      representative: REAL_ENV.OPERATOR_REPRESENTATIVE,
      mailServerLocation: REAL_ENV.OPERATOR_MAIL_SERVER_LOCATION,
      kind: 'privat',
    }),
  });
});

test('the dev server and emulator builds fill gaps with the marked examples', () => {
  expect(operatorBuildDetails({ VITE_USE_EMULATORS: 'true' }, 'build')).toEqual({
    details: EXAMPLE_OPERATOR,
  });
  expect(operatorBuildDetails({ OPERATOR_PHONE: '+49 30 555' }, 'serve')).toEqual({
    details: { ...EXAMPLE_OPERATOR, phone: '+49 30 555' },
  });
});

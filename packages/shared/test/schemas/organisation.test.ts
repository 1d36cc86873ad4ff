import type { z } from 'zod';
import {
  DomainError,
  KitchenDocSchema,
  MAX_KITCHENS_PER_ORGANISATION,
  MAX_ORGANISATIONS_PER_PERSON,
  NOT_AN_ORGANISATION_LEAD,
  ORGANISATION_ROLE_LABELS,
  OrganisationDocSchema,
  OrganisationNameSchema,
  OverviewPeriodSchema,
  PersonDocSchema,
  parseActionPayload,
  parseOrThrow,
  userOf,
} from '../../src';

/** The German message a form shows: the first issue's. */
const firstMessage = (schema: z.ZodType, value: unknown): string =>
  schema.safeParse(value).error?.issues[0]?.message ?? 'accepted';

describe('Träger shapes', () => {
  it('names the role „Träger-Leitung“ and refuses a stranger without telling whether the Träger exists', () => {
    expect(ORGANISATION_ROLE_LABELS.orgLead).toBe('Träger-Leitung');
    expect(NOT_AN_ORGANISATION_LEAD).toMatch(/nicht \(mehr\) zur Leitung dieses Trägers/);
  });

  it('trims the Träger name and refuses an empty or over-long one in German', () => {
    expect(OrganisationNameSchema.parse('  Kita-Eigenbetrieb Nord ')).toBe('Kita-Eigenbetrieb Nord');
    expect(firstMessage(OrganisationNameSchema, '   ')).toBe('Bitte geben Sie den Namen des Trägers ein.');
    expect(firstMessage(OrganisationNameSchema, 'x'.repeat(121))).toContain('höchstens 120 Zeichen');
    expect(() => parseActionPayload('org/create', { name: '' })).toThrow(DomainError);
  });

  it('takes a month, a calendar quarter or a calendar year as the overview period', () => {
    expect(OverviewPeriodSchema.parse({ kind: 'month', start: '2026-11' })).toEqual({
      kind: 'month',
      start: '2026-11',
    });
    expect(OverviewPeriodSchema.safeParse({ kind: 'quarter', start: '2026-10' }).success).toBe(true);
    expect(OverviewPeriodSchema.safeParse({ kind: 'year', start: '2026-01' }).success).toBe(true);
    const refusal = (period: unknown) => firstMessage(OverviewPeriodSchema, period);
    expect(() => parseOrThrow(OverviewPeriodSchema, { kind: 'year', start: '2026-02' }, 'Zeitraum')).toThrow(
      'Ungültige Daten: Zeitraum (Feld start).',
    );
    expect(refusal({ kind: 'month', start: '2026-13' })).toContain(
      'Der Monat muss wie 2026-03 geschrieben sein.',
    );
    expect(refusal({ kind: 'quarter', start: '2026-02' })).toContain(
      'Ein Quartal beginnt im Januar, April, Juli oder Oktober.',
    );
    expect(refusal({ kind: 'year', start: '2026-07' })).toContain('Ein Jahr beginnt im Januar.');
    expect(refusal({ kind: 'week', start: '2026-07' })).toContain(
      'Bitte wählen Sie Monat, Quartal oder Jahr.',
    );
    expect(refusal({ kind: 'month', start: '1899-01' })).toContain('zwischen 2000 und 2100');
  });

  it('bounds the kitchens a Träger holds', () => {
    const kitchens = (n: number) =>
      Object.fromEntries(Array.from({ length: n }, (_, i) => [`k${i}`, { name: `Kita ${i}`, since: 1 }]));
    const doc = { name: 'Träger', version: 1, createdAt: 1, members: {} };
    expect(
      OrganisationDocSchema.safeParse({ ...doc, kitchens: kitchens(MAX_KITCHENS_PER_ORGANISATION) }).success,
    ).toBe(true);
    expect(
      OrganisationDocSchema.safeParse({ ...doc, kitchens: kitchens(MAX_KITCHENS_PER_ORGANISATION + 1) })
        .success,
    ).toBe(false);
  });
});

describe('userOf with a Träger', () => {
  const person = PersonDocSchema.parse({
    nickName: 'Anna',
    email: 'anna@example.org',
    kitchens: { k1: 'lead' },
    organisations: { o1: { role: 'orgLead', name: 'Kita-Eigenbetrieb Nord' } },
  });

  it('answers the current kitchen’s Träger and the Träger the person leads', () => {
    const kitchen = KitchenDocSchema.parse({
      name: 'Kita Sonnenschein',
      members: { u1: { role: 'lead' } },
      organisation: { id: 'o1', name: 'Kita-Eigenbetrieb Nord' },
    });
    const user = userOf('u1', person, { id: 'k1', doc: kitchen }, {});
    expect(user.organisation).toEqual({ id: 'o1', name: 'Kita-Eigenbetrieb Nord' });
    expect(user.organisations).toEqual([{ id: 'o1', name: 'Kita-Eigenbetrieb Nord', role: 'orgLead' }]);
  });

  it('answers no Träger for a kitchen without one, or without a kitchen', () => {
    const kitchen = KitchenDocSchema.parse({ name: 'Kita Regenbogen', members: { u1: { role: 'lead' } } });
    expect(userOf('u1', person, { id: 'k1', doc: kitchen }, {}).organisation).toBeNull();
    expect(userOf('u1', person, null, {}).organisation).toBeNull();
  });

  it('refuses a person document leading more Träger than allowed', () => {
    const organisations = Object.fromEntries(
      Array.from({ length: MAX_ORGANISATIONS_PER_PERSON + 1 }, (_, i) => [`o${i}`, { role: 'orgLead' }]),
    );
    expect(PersonDocSchema.safeParse({ organisations }).success).toBe(false);
  });
});

import { checkWorkshopFields } from '../../src/workshops/workshopFields';
import { DomainError, WorkshopSchema, type Workshop } from '../../src';

const valid: Workshop = {
  slug: 'klima-in-der-kueche-2026-12-01',
  title: 'Klima in der Küche',
  date: '2026-12-01T09:00:00+01:00',
  deadline: '2026-11-28',
  duration: 90,
  type: 'klima',
  location: 'Kassel',
  annotation: 'Mit Mittagessen',
};

/** One broken field each; the zod-free check must refuse what WorkshopSchema refuses, naming the field. */
const BROKEN: [string, Record<string, unknown>][] = [
  ['slug', { slug: 'Klima in der Küche' }],
  ['slug', { slug: undefined }],
  ['title', { title: '   ' }],
  ['title', { title: 42 }],
  ['date', { date: 'morgen' }],
  ['date', { date: '2026-12-01' }],
  ['deadline', { deadline: '28.11.2026' }],
  ['deadline', { deadline: '2026-11-31' }],
  ['duration', { duration: 75 }],
  ['duration', { duration: '90' }],
  ['type', { type: 'yoga' }],
  ['location', { location: 7 }],
  ['annotation', { annotation: null }],
  ['template', { template: false }],
  ['price', { price: 20 }],
];

describe('checkWorkshopFields (the workshop widget without zod)', () => {
  it('accepts a workshop WorkshopSchema accepts and returns it', () => {
    expect(WorkshopSchema.safeParse(valid).success).toBe(true);
    expect(checkWorkshopFields(valid, 'Workshop 1')).toBe(valid);
    const { location: _l, annotation: _a, ...bare } = valid;
    expect(checkWorkshopFields(bare, 'Workshop 1')).toBe(bare);
  });

  it.each(BROKEN)('refuses a broken %s as WorkshopSchema does, naming the field', (field, change) => {
    const broken = { ...valid, ...change };
    expect(WorkshopSchema.safeParse(broken).success).toBe(false);
    expect(() => checkWorkshopFields(broken, 'Workshop 3')).toThrow(
      new DomainError('invalid-data', `Ungültige Daten: Workshop 3 (Feld ${field}).`, field),
    );
  });

  it('refuses what is no object at all', () => {
    for (const value of [null, 'klima', 3, undefined]) {
      expect(() => checkWorkshopFields(value, 'Workshop')).toThrow('Ungültige Daten: Workshop.');
    }
  });
});

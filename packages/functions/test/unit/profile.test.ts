/**
 * lib/profile.ts: the stored person (`users/{uid}`) and kitchen (`kitchens/{kitchenId}`) documents, read
 * leniently (a stray value never locks a person or a kitchen out), and the old one-document shape.
 */
import { DEFAULT_HEADS, KitchenDocSchema, PersonDocSchema } from '@speiseplaner/shared';
import {
  isOldShapePerson,
  kitchenDocOf,
  organisationDocOf,
  personOf,
  profileOf,
} from '../../src/lib/profile';

it('is null without a stored document', () => {
  for (const read of [personOf, kitchenDocOf, (v: unknown) => profileOf('k-1', v)]) {
    expect(read(undefined)).toBeNull();
    expect(read(null)).toBeNull();
  }
});

it('gives a person the defaults of missing fields: no kitchens, no admin role', () => {
  const person = personOf({ nickName: 'Erika' });
  expect(person).toEqual({
    nickName: 'Erika',
    email: '',
    photoUrl: '',
    admin: false,
    accessVersion: 0,
    kitchens: {},
    lastKitchen: '',
    organisations: {},
  });
  expect(PersonDocSchema.safeParse(person).success).toBe(true);
});

it('gives a kitchen the defaults of missing fields, version 0 for one never saved', () => {
  const kitchen = kitchenDocOf({
    name: 'Kita Sonnenschein',
    features: { plan: true },
    members: { 'k-1': { role: 'lead' } },
  });
  expect(kitchen).toEqual({
    name: 'Kita Sonnenschein',
    letterhead: '',
    bioControlCode: '',
    noticePhotos: false,
    menuLine: 'mixed',
    heads: DEFAULT_HEADS,
    prices: {},
    // A kitchen stored before Träger price lists existed inherits none.
    organisationPrices: {},
    allergens: {},
    features: { plan: true },
    version: 0,
    accessVersion: 0,
    members: { 'k-1': { role: 'lead', name: '', email: '', since: 0 } },
  });
  expect(KitchenDocSchema.safeParse(kitchen).success).toBe(true);
});

it('drops what does not fit instead of refusing the whole kitchen; a bad member goes alone', () => {
  const kitchen = kitchenDocOf({
    name: 'x'.repeat(5000),
    legacyField: 1,
    heads: { kiga: 20, kita: -3 },
    features: { plan: true, recipes: 'yes', statistics: true },
    members: {
      'k-lead': { role: 'lead', name: 'Anna', extra: true },
      'k-boss': { role: 'owner', name: 'Ben' },
      'k-cook': { role: 'cook', name: 'Cem' },
      'a/b': { role: 'cook' },
    },
  });
  expect(kitchen).toMatchObject({ name: '', heads: { kiga: 20 }, features: { plan: true } });
  expect(kitchen).not.toHaveProperty('legacyField');
  expect(kitchen!.members).toEqual({
    'k-lead': { role: 'lead', name: 'Anna', email: '', since: 0 },
    'k-cook': { role: 'cook', name: 'Cem', email: '', since: 0 },
  });
});

it('counts the admin flag only when it is exactly true, and drops a bad membership entry', () => {
  const person = personOf({ admin: 'true', kitchens: { 'k-1': 'cook', 'k-2': 'boss' }, lastKitchen: 5 });
  expect(person).toMatchObject({ admin: false, kitchens: { 'k-1': 'cook' }, lastKitchen: '' });
});

it('drops a bad Träger of a kitchen, or of a person, whole instead of locking either out', () => {
  const kitchen = kitchenDocOf({ name: 'Kita', organisation: { name: 'Träger ohne Kennung' } });
  expect(kitchen).toMatchObject({ name: 'Kita' });
  expect(kitchen).not.toHaveProperty('organisation');
  expect(kitchenDocOf({ name: 'Kita', organisation: { id: 'o-1', name: 'Träger' } })?.organisation).toEqual({
    id: 'o-1',
    name: 'Träger',
  });
  const person = personOf({
    nickName: 'Erika',
    organisations: { 'o-1': { role: 'orgLead', name: 'Träger' }, 'o-2': { role: 'chef', name: 'X' } },
  });
  expect(person?.organisations).toEqual({ 'o-1': { role: 'orgLead', name: 'Träger' } });
  const organisation = organisationDocOf({
    name: 'Träger',
    members: { 'k-1': { role: 'orgLead', name: 'Anna' }, 'k-2': { role: 'lead' } },
    kitchens: { 'k-9': { name: 'Kita Neun', since: 'gestern' } },
  });
  expect(organisation?.members).toEqual({ 'k-1': { role: 'orgLead', name: 'Anna', email: '', since: 0 } });
  expect(organisation?.kitchens).toEqual({});
});

it('recognises a person document in the shape before teams', () => {
  expect(isOldShapePerson({ name: 'Kita Alt', features: { plan: true }, admin: false })).toBe(true);
  expect(isOldShapePerson({ nickName: 'Erika', kitchens: {}, lastKitchen: '' })).toBe(false);
  // Migrated: the kitchen map is there, whatever stayed behind.
  expect(isOldShapePerson({ nickName: 'Erika', kitchens: { 'k-1': 'lead' }, prices: {} })).toBe(false);
  expect(isOldShapePerson(undefined)).toBe(false);
});

it('leaves the stored data untouched', () => {
  const stored = { features: { plan: true, statistics: true }, extra: 1, members: { x: { role: 'boss' } } };
  kitchenDocOf(stored);
  expect(stored).toEqual({
    features: { plan: true, statistics: true },
    extra: 1,
    members: { x: { role: 'boss' } },
  });
});

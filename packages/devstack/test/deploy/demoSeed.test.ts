/**
 * The demo data of `pnpm dev` in the stored shapes: the demo kitchen has a team of three (Küchenleitung,
 * cook, reader), the admin leads a kitchen of their own, and every person document names its kitchen.
 */
import { KitchenDocSchema, PersonDocSchema } from '@speiseplaner/shared';
import { DEMO_LOGINS } from '../../src/seed/demoUsers';
import { demoDocs } from '../../src/seed/seedDemo';

const uids = new Map(DEMO_LOGINS.map((l, i) => [l.email, `uid-${i}`]));
const uidOf = (email: string) => uids.get(email)!;

it('seeds the demo kitchen with a Küchenleitung, a second cook and a reader, and the admin with an own kitchen', () => {
  const { kitchens, persons } = demoDocs(uids);
  const lead = uidOf('kueche@speiseplaner.test');
  const admin = uidOf('admin@speiseplaner.test');
  expect([...kitchens.keys()].sort()).toEqual([admin, lead].sort());

  const demo = kitchens.get(lead)!;
  expect(demo.name).toBe('Kita Regenbogen');
  expect(demo.features).toEqual({ plan: true, recipes: true, shopping: true });
  expect(
    Object.fromEntries(Object.entries(demo.members).map(([uid, m]) => [uid, [m.role, m.email]])),
  ).toEqual({
    [lead]: ['lead', 'kueche@speiseplaner.test'],
    [uidOf('koechin@speiseplaner.test')]: ['cook', 'koechin@speiseplaner.test'],
    [uidOf('leitung@speiseplaner.test')]: ['reader', 'leitung@speiseplaner.test'],
  });
  expect(Object.keys(kitchens.get(admin)!.members)).toEqual([admin]);

  for (const login of DEMO_LOGINS) {
    const person = persons.get(uidOf(login.email))!;
    const kitchenId = login.kitchen === 'Kita Regenbogen' ? lead : admin;
    expect(person).toMatchObject({ email: login.email, admin: login.admin, lastKitchen: kitchenId });
    expect(person.kitchens).toEqual({ [kitchenId]: login.kitchenRole });
    // The person's copy of the role agrees with the kitchen's entry, which decides.
    expect(kitchens.get(kitchenId)!.members[uidOf(login.email)]!.role).toBe(login.kitchenRole);
    expect(() => PersonDocSchema.parse(person)).not.toThrow();
  }
  for (const kitchen of kitchens.values()) expect(() => KitchenDocSchema.parse(kitchen)).not.toThrow();
  expect(DEMO_LOGINS.filter((l) => l.admin).map((l) => l.email)).toEqual(['admin@speiseplaner.test']);
});

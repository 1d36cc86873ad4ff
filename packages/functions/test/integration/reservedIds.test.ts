/**
 * Reserved Firestore ids (`__…__`) as ids and slugs: production Firestore refuses them as document ids, so
 * every action that takes one refuses it up front with invalid-argument (not `internal`) and writes nothing.
 */
import { call, refusal, type Kitchen } from '../helpers/call';
import { ingredient, recipe, shoppingList, upcomingWorkshop } from '../helpers/fixtures';
import { createAdmin, testDb } from '../helpers/kitchens';

const RESERVED = '__x__';

const CASES: { type: string; payload: unknown; field: string; written?: (uid: string) => string }[] = [
  { type: 'shoppingLists/fetch', payload: { id: RESERVED }, field: 'id' },
  {
    type: 'shoppingLists/new',
    payload: { shoppingList: shoppingList(RESERVED) },
    field: 'shoppingList.id',
    written: (uid) => `kitchens/${uid}/shoppingLists/${RESERVED}`,
  },
  {
    type: 'shoppingLists/save',
    payload: { shoppingList: shoppingList(RESERVED, { version: 1 }) },
    field: 'shoppingList.id',
    written: (uid) => `kitchens/${uid}/shoppingLists/${RESERVED}`,
  },
  { type: 'recipes/fetch', payload: { slug: RESERVED }, field: 'slug' },
  {
    type: 'recipes/save',
    payload: { recipe: recipe(RESERVED) },
    field: 'recipe.slug',
    written: (uid) => `kitchens/${uid}/recipes/${RESERVED}`,
  },
  {
    type: 'ingredients/save',
    payload: { ingredient: ingredient(RESERVED) },
    field: 'ingredient.slug',
  },
  {
    type: 'workshops/save',
    payload: { workshop: upcomingWorkshop(RESERVED), version: 0, isNew: true },
    field: 'workshop.slug',
    written: () => `workshops/${RESERVED}`,
  },
  { type: 'workshops/delete', payload: { slug: RESERVED, version: 0 }, field: 'slug' },
  { type: 'workshops/registrations', payload: { slug: RESERVED }, field: 'slug' },
  {
    type: 'workshops/apply',
    payload: {
      workshopSlug: RESERVED,
      name: 'Anna Berg',
      institution: 'Kita Regenbogen',
      email: 'anna.berg@kita-regenbogen.test',
      participants: 2,
    },
    field: 'workshopSlug',
  },
];

describe('reserved Firestore ids', () => {
  let admin: Kitchen;
  beforeAll(async () => {
    admin = await createAdmin();
  });

  it.each(CASES)(
    '$type refuses $field „__x__“ with invalid-argument',
    async ({ type, payload, field, written }) => {
      expect(await refusal(type, payload, admin)).toEqual({
        code: 'invalid-argument',
        // The schema's own German message: ids refuse the reserved form, slugs fail their pattern.
        message: /(^|\.)id$/.test(field)
          ? 'Diese Kennung ist nicht erlaubt.'
          : 'Nur Kleinbuchstaben, Ziffern und Bindestriche.',
      });
      if (written) expect((await testDb().doc(written(admin.uid)).get()).exists).toBe(false);
    },
  );

  it('still accepts ids with underscores that are not reserved', async () => {
    const answer = await call<{ shoppingList: { id: string } }>(
      'shoppingLists/new',
      { shoppingList: shoppingList('__liste_1') },
      admin,
    );
    expect(answer.payload.shoppingList.id).toBe('__liste_1');
  });
});

/** The screens' permissions follow the role the server asks for each write, and the shared role order. */
import { ACTIONS, type KitchenRole } from '@speiseplaner/shared';
import { makeUser } from '../../test/users';
import { ROLE_FOR, selectMay } from './roles';

test('each permission names the role the server needs for the writes it guards', () => {
  const guarded: Record<keyof typeof ROLE_FOR, (keyof typeof ACTIONS)[]> = {
    edit: [
      'plan/saveNewWeek',
      'plan/saveWeek',
      'recipes/save',
      'shoppingLists/new',
      'shoppingLists/save',
      'user/prices',
      'user/allergens',
    ],
    manageKitchen: ['user/updateProfile'],
  };
  for (const [what, types] of Object.entries(guarded))
    for (const type of types)
      expect({ type, role: ACTIONS[type].role }).toEqual({
        type,
        role: ROLE_FOR[what as keyof typeof ROLE_FOR],
      });
});

test.each<[KitchenRole, boolean, boolean]>([
  ['lead', true, true],
  ['cook', true, false],
  ['reader', false, false],
])('%s: edit %s, kitchen settings %s', (role, edit, manageKitchen) => {
  const state = { auth: { user: makeUser({ role }) } };
  expect(selectMay(state, 'edit')).toBe(edit);
  expect(selectMay(state, 'manageKitchen')).toBe(manageKitchen);
});

test('without a signed-in user nothing may be changed', () => {
  expect(selectMay({ auth: {} }, 'edit')).toBe(false);
});

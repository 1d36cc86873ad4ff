/** Which calls carry a limited-use App Check token. */
import { ACTIONS, type ActionType } from '@speiseplaner/shared';
import { appCheckKindOf, LIMITED_USE_ACTIONS } from './appCheckToken';

test('every public action that writes carries a limited-use token; the public lists do not', () => {
  const publicTypes = (Object.keys(ACTIONS) as ActionType[]).filter(
    (type) => (ACTIONS[type] as { public?: boolean }).public,
  );
  // Reads need no replay protection; a new public action must be sorted into one of the two lists.
  const publicReads = ['workshops/list', 'videos/list'];

  expect([...LIMITED_USE_ACTIONS].sort()).toEqual(publicTypes.filter((t) => !publicReads.includes(t)).sort());
  expect(publicReads.map(appCheckKindOf)).toEqual(['standard', 'standard']);
});

test("a kitchen's and an admin's actions carry the standard token", () => {
  expect(['plan/save', 'user/name', 'workshops/save', 'workshops/registrations'].map(appCheckKindOf)).toEqual(
    ['standard', 'standard', 'standard', 'standard'],
  );
});

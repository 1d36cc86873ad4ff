/** Which calls carry which App Check token (the shared rule the backend applies, lib/appCheck.ts). */
import { ACTIONS, type ActionType } from '@speiseplaner/shared';
import { appCheckKindOf } from './appCheckToken';

const types = Object.keys(ACTIONS) as ActionType[];
const publicTypes = types.filter((type) => (ACTIONS[type] as { public?: boolean }).public);

test('the public reads carry no token, so reading loads no App Check and no reCAPTCHA', () => {
  expect(types.filter((type) => appCheckKindOf(type) === 'none').sort()).toEqual([
    'videos/list',
    'workshops/list',
  ]);
});

test('every public action that writes carries a limited-use token', () => {
  expect(types.filter((type) => appCheckKindOf(type) === 'limited-use').sort()).toEqual([
    'newsletter/confirm',
    'newsletter/subscribe',
    'newsletter/unsubscribe',
    'workshops/apply',
  ]);
  expect(publicTypes.every((type) => appCheckKindOf(type) !== 'standard')).toBe(true);
});

test("a kitchen's and an admin's actions carry the standard token, an unknown type too", () => {
  expect(
    [
      'plan/saveWeek',
      'user/updateProfile',
      'workshops/save',
      'workshops/registrations',
      'videos/all',
      'gibt/es-nicht',
    ].map(appCheckKindOf),
  ).toEqual(['standard', 'standard', 'standard', 'standard', 'standard', 'standard']);
});

/** Which App Check token each action needs (appCheckOf; docs/operations.md, "App Check"). */
import { ACTIONS, appCheckByType, appCheckOf, appCheckOfType, type ActionType } from '../../src';

const types = Object.keys(ACTIONS) as ActionType[];
const withRule = (rule: string) => types.filter((type) => appCheckOfType(type) === rule).sort();

test('only the public reads need no token: reading pages loads no reCAPTCHA', () => {
  expect(withRule('none')).toEqual(['videos/list', 'workshops/list']);
});

test('every public write needs a limited-use token the backend consumes', () => {
  expect(withRule('limited-use')).toEqual([
    'newsletter/confirm',
    'newsletter/subscribe',
    'newsletter/unsubscribe',
    'workshops/apply',
  ]);
});

test('every action behind a sign-in needs the standard token, an unknown type too', () => {
  const signedIn = types.filter((type) => !(ACTIONS[type] as { public?: boolean }).public);
  expect(signedIn.length).toBeGreaterThan(20);
  expect(signedIn.filter((type) => appCheckOfType(type) !== 'standard')).toEqual([]);
  expect(appCheckOfType('gibt/es-nicht')).toBe('standard');
});

test('readOnly frees only a public action from App Check', () => {
  expect(appCheckOf({ public: true, readOnly: true })).toBe('none');
  expect(appCheckOf({ readOnly: true })).toBe('standard');
  expect(appCheckOf({ public: true })).toBe('limited-use');
});

test('the zod-free rule of the web client names the same token as the table for every action', () => {
  const differing = types.filter((type) => appCheckByType(type) !== appCheckOfType(type));
  expect(differing).toEqual([]);
  expect(appCheckByType('gibt/es-nicht')).toBe('standard');
  expect(appCheckByType('__proto__')).toBe('standard');
});

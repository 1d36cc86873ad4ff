import { validatePayload } from './invitationSignIn';

const LINK = '/einladung?kueche=k1&token=abc';

test('a sign-in on the way to an invitation asks for no kitchen of its own', () => {
  expect(validatePayload('/einladung', '?kueche=k1&token=abc')).toEqual({ withoutKitchen: true });
  expect(validatePayload('/login', `?signInSuccessUrl=${encodeURIComponent(LINK)}`)).toEqual({
    withoutKitchen: true,
  });
  expect(
    validatePayload(
      '/login',
      `?mode=verifyEmail&continueUrl=${encodeURIComponent(`https://speiseplaner.example${LINK}`)}`,
    ),
  ).toEqual({
    withoutKitchen: true,
  });
});

test('every other sign-in creates the kitchen as before', () => {
  expect(validatePayload('/login', '?signInSuccessUrl=%2Fapp%2Fplan')).toEqual({});
  expect(validatePayload('/login', '')).toEqual({});
  expect(validatePayload('/app/plan')).toEqual({});
  expect(validatePayload('/login', '?signInSuccessUrl=%2Feinladung-nicht')).toEqual({});
});

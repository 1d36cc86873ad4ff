/**
 * Signing out deletes what the device keeps of the person, so „Abmelden“ asks first while edits or photos
 * taken offline are not yet saved there (useSignOut.tsx).
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import { FakeAuthApi } from '../../../test/auth/fakeAuthApi';
import { planBackend } from '../../../test/planBackend';
import { loggedIn, renderApp } from '../../../test/renderWithProviders';
import { kitchenUser } from '../../../test/users';
import { docChanged } from '../../platform/autosave/autosaveSlice';
import { photoWaiting } from '../recipes/photoUploadSlice';
import { unsavedWorkSentence } from './useSignOut';

function signedInCook() {
  return new FakeAuthApi({
    uid: kitchenUser.id,
    email: kitchenUser.email,
    password: 'geheim123',
    displayName: null,
    isAnonymous: false,
  });
}

async function openRecipes(authApi: FakeAuthApi) {
  const rendered = await renderApp('/app/rezepte', {
    preloadedState: loggedIn(kitchenUser),
    backend: planBackend({ extra: { 'user/validate': () => ({ user: kitchenUser, isNew: false }) } })
      .transport,
    authApi,
  });
  await screen.findByRole('link', { name: 'Karottensuppe' });
  return rendered;
}

async function chooseSignOut(user: ReturnType<typeof import('@testing-library/user-event').default.setup>) {
  await user.click(await screen.findByRole('button', { name: /^Konto: / }));
  await user.click(await screen.findByRole('menuitem', { name: 'Abmelden' }));
}

test('the sentence names what waits, in singular and plural, with the verb that fits', () => {
  expect(unsavedWorkSentence(1, 0)).toBe('Auf diesem Gerät ist 1 Änderung noch nicht gespeichert.');
  expect(unsavedWorkSentence(0, 1)).toBe('Auf diesem Gerät ist 1 Foto noch nicht gespeichert.');
  expect(unsavedWorkSentence(2, 1)).toBe(
    'Auf diesem Gerät sind 2 Änderungen und 1 Foto noch nicht gespeichert.',
  );
  expect(unsavedWorkSentence(1, 3)).toBe(
    'Auf diesem Gerät sind 1 Änderung und 3 Fotos noch nicht gespeichert.',
  );
});

test('with an unsaved edit and a photo waiting offline, Abmelden asks; Abbrechen keeps the session', async () => {
  const authApi = signedInCook();
  const { user, store } = await openRecipes(authApi);
  act(() => {
    store.dispatch(docChanged({ area: 'recipes', key: 'karottensuppe' }));
    store.dispatch(
      photoWaiting({
        id: 'p1',
        recipeId: 'karottensuppe',
        width: 800,
        height: 600,
        preview: 'blob:x',
        sending: false,
      }),
    );
  });

  await chooseSignOut(user);
  const question = await screen.findByRole('dialog', { name: 'Trotzdem abmelden?' });
  expect(question).toHaveTextContent(
    'Auf diesem Gerät sind 1 Änderung und 1 Foto noch nicht gespeichert. Beim Abmelden löscht die App die Daten dieses Geräts, und was nicht gespeichert ist, geht verloren.',
  );
  await user.click(within(question).getByRole('button', { name: 'Abbrechen' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(authApi.count('signOut')).toBe(0);
  expect(store.getState().auth.status).toBe('loggedin');

  await chooseSignOut(user);
  await user.click(
    within(await screen.findByRole('dialog', { name: 'Trotzdem abmelden?' })).getByRole('button', {
      name: 'Trotzdem abmelden',
    }),
  );
  await waitFor(() => expect(authApi.count('signOut')).toBe(1));
  expect(await screen.findByRole('link', { name: 'Login & Registrierung' })).toBeInTheDocument();
});

test('with nothing unsaved, Abmelden signs out at once', async () => {
  const authApi = signedInCook();
  const { user } = await openRecipes(authApi);
  await chooseSignOut(user);
  await waitFor(() => expect(authApi.count('signOut')).toBe(1));
  expect(screen.queryByRole('dialog', { name: 'Trotzdem abmelden?' })).not.toBeInTheDocument();
});

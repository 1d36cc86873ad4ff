/**
 * The login page sends a signed-in person on once. The next page's code loads in a transition, during which
 * the login page stays mounted; a person who meanwhile chose another page in the navigation, and whose
 * checked profile then changed where the login page would send her, stays on the page she chose.
 */
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lazy, Suspense, type ComponentType } from 'react';
import { Provider } from 'react-redux';
import { Link, MemoryRouter, Route, Routes } from 'react-router';
import LoginPage from './LoginPage';
import { userValidated } from './authSlice';
import { FakeAuthApi } from '../../../test/auth/fakeAuthApi';
import { makeAuthTestStore } from '../../../test/auth/authTestStore';
import { LocationProbe, settleSignIn } from '../../../test/auth/renderLogin';

it('keeps a person on the page she chose while the first one was still loading', async () => {
  const api = new FakeAuthApi({
    uid: 'koch-1',
    email: 'kueche@kita-regenbogen.de',
    password: 'geheim123',
    displayName: 'Anna Koch',
    isAnonymous: false,
  });
  const { store } = makeAuthTestStore(api);
  // Every page after the login loads its code, held back until the test lets it arrive.
  let arrive = () => undefined as void;
  const code = new Promise<{ default: ComponentType }>((resolve) => {
    arrive = () => resolve({ default: LocationProbe });
  });
  const LaterPage = lazy(() => code);
  const user = userEvent.setup();
  render(
    <Provider store={store}>
      <MemoryRouter initialEntries={['/login']}>
        {/* Like the frame's navigation, shown on the login page too. */}
        <nav>
          <Link to="/app/verwaltung">Verwaltung</Link>
        </nav>
        <Suspense fallback={<p>Lädt</p>}>
          <Routes>
            <Route path="/login" element={<LoginPage />} />
            <Route path="*" element={<LaterPage />} />
          </Routes>
        </Suspense>
      </MemoryRouter>
    </Provider>,
  );
  // Signed in and checked: the login page goes on (a new account: to its account page), whose code loads.
  await settleSignIn();
  expect(store.getState().auth.status).toBe('loggedin');
  expect(screen.getByRole('heading', { name: 'Login & Registrierung' })).toBeInTheDocument();

  await user.click(screen.getByRole('link', { name: 'Verwaltung' }));
  // The profile checked again now leads elsewhere by default (the Speiseplan).
  const checked = store.getState().auth.user!;
  act(() => {
    store.dispatch(userValidated({ user: { ...checked, features: { plan: true } }, isNew: false }));
  });
  await act(async () => {
    arrive();
    await code;
  });

  expect(await screen.findByText('Seite /app/verwaltung')).toBeInTheDocument();
});

/** Renders /login (and a probe for wherever it navigates) with the real auth store and a fake auth edge. */
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import LoginPage from '../../src/features/auth/LoginPage';
import { makeAuthTestStore } from './authTestStore';
import { FakeAuthApi } from './fakeAuthApi';

/** Where the router stands: "Seite <path><query>". */
export function LocationProbe() {
  const location = useLocation();
  return <p>{`Seite ${location.pathname}${location.search}`}</p>;
}

interface Options {
  api?: FakeAuthApi;
  /** user-event options, e.g. `{ advanceTimers: jest.advanceTimersByTime }` with fake timers. */
  userOptions?: Parameters<typeof userEvent.setup>[0];
  /** Keep the backend's answers back from the start (release with `backend.releaseHeld()`). */
  holdBackend?: boolean;
}

export async function renderLogin(
  url = '/login',
  { api = new FakeAuthApi(), userOptions, holdBackend }: Options = {},
) {
  const harness = makeAuthTestStore(api);
  if (holdBackend) harness.backend.releaseHeld = harness.backend.hold();
  const user = userEvent.setup(userOptions);
  render(
    <Provider store={harness.store}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path="/login" element={<LoginPage />} />
          <Route path="*" element={<LocationProbe />} />
        </Routes>
      </MemoryRouter>
    </Provider>,
  );
  await settleSignIn();
  return { ...harness, user };
}

/** Lets the fake report who is signed in (a microtask) and the saga settle, inside act. */
export async function settleSignIn() {
  await act(async () => {
    for (let turn = 0; turn < 10; turn += 1) await Promise.resolve();
  });
}

/** Opens the e-mail path of the widget once the login state has settled. */
export async function openEmailSignIn(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'Mit E-Mail anmelden' }));
}

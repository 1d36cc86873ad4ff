/** The app's real store (reducers and sagas); only the transport edges (auth, backend, navigation) are fakes. */
import { makeStore } from '../../src/app/store';
import { registerAuthApi } from '../../src/features/auth/authApiRegistry';
import { FakeAuthApi } from './fakeAuthApi';
import { makeFakeBackend } from './fakeBackend';

export function makeAuthTestStore(authApi = new FakeAuthApi()) {
  const backend = makeFakeBackend(authApi);
  const navigate = jest.fn<void, [string]>();
  // A previous test's fake must not answer for this one.
  registerAuthApi(null);
  const store = makeStore(undefined, { authApi, backend, navigate });
  return { store, authApi, backend, navigate };
}

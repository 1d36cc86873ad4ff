/** A real store with the real auth reducer and saga; only the transport edges (auth, backend) are fakes. */
import { configureStore } from '@reduxjs/toolkit';
import createSagaMiddleware from 'redux-saga';
import authReducer from '../../src/features/auth/authSlice';
import { authSaga } from '../../src/features/auth/authSaga';
import { registerAuthApi } from '../../src/features/auth/authApiRegistry';
import { FakeAuthApi } from './fakeAuthApi';
import { makeFakeBackend } from './fakeBackend';

export function makeAuthTestStore(authApi = new FakeAuthApi()) {
  const backend = makeFakeBackend(authApi);
  const navigate = jest.fn<void, [string]>();
  registerAuthApi(null);
  const sagaMiddleware = createSagaMiddleware({ context: { authApi, backend, navigate } });
  const store = configureStore({
    reducer: { auth: authReducer },
    middleware: (getDefault) => getDefault({ thunk: false }).concat(sagaMiddleware),
  });
  const task = sagaMiddleware.run(authSaga);
  return { store, authApi, backend, navigate, task };
}

export type AuthTestStore = ReturnType<typeof makeAuthTestStore>;

/** Gives the sign-in screens their AuthApi: a provided one (tests, app root) or the one the saga registered. */
import { createContext, use, useContext } from 'react';
import type { AuthApi } from './authApi';
import { registeredAuthApi } from './authApiRegistry';
import { isLazyAuthApi } from './lazyAuthApi';

export const AuthApiContext = createContext<AuthApi | null>(null);

export function useAuthApi(): AuthApi {
  const provided = useContext(AuthApiContext);
  const api = provided ?? registeredAuthApi();
  if (!api)
    throw new Error('Keine Anmeldeschnittstelle: authSaga läuft nicht und kein AuthApiContext ist gesetzt.');
  // The app loads Firebase Auth lazily: the screens suspend (page spinner) until its synchronous calls work.
  // Always through use(), also once loaded: a screen that suspended must call use() again when the load
  // has settled, or React reports a conditional use(); ready()'s promise is then marked fulfilled.
  if (isLazyAuthApi(api)) use(api.ready());
  return api;
}

/**
 * The auth saga registers the AuthApi it got from the saga context here, so the sign-in screens use the very
 * same edge without extra wiring in the app root. A React context (AuthApiContext) can override it.
 */
import type { AuthApi } from './authApi';

let registered: AuthApi | null = null;

export function registerAuthApi(api: AuthApi | null): void {
  registered = api;
}

export function registeredAuthApi(): AuthApi | null {
  return registered;
}

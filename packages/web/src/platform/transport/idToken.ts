/**
 * Where the backend client gets the signed-in user's ID token. Auth registers its getter when it is set up
 * (features/auth/defaultAuthApi.ts), so the backend client never imports Auth and a visitor's page loads none
 * of it; until then calls go without a token, as they did with the Functions SDK.
 */

/** Resolves to the current user's ID token (refreshed if due), or null when nobody is signed in. */
export type IdTokenSource = () => Promise<string | null>;

let source: IdTokenSource | null = null;

export function registerIdTokenSource(next: IdTokenSource | null): void {
  source = next;
}

/** The token to send, or null without a registered source or signed-in user. Rejects if the getter fails. */
export async function currentIdToken(): Promise<string | null> {
  return source ? source() : null;
}

/**
 * The sign-in widget's paths as a user clicks them (labels from packages/web/src/features/auth/), and the
 * signed-in state as the user sees it: the account button in the top bar.
 */
import type { Locator, Page } from 'playwright-core';
import { appUrl } from './pages';

/**
 * Time the app may take from the click to the validated login (Functions emulator, cold start included). A
 * hang guard, not a speed target: with parallel browser workers beside the other test lanes a sign-in took
 * more than 20 s while the lanes started their stacks (docs/testing.md, "Test time").
 */
export const SIGN_IN_TIMEOUT_MS = 60_000;

/** `after`: the page the sign-in should go on to (else the app's default, the Speiseplan). */
export async function openEmailEntry(page: Page, after?: string): Promise<void> {
  await page.goto(appUrl(after ? `/login?signInSuccessUrl=${encodeURIComponent(after)}` : '/login'));
  await page.getByRole('button', { name: 'Mit E-Mail anmelden' }).click();
}

/** From /login: e-mail, 'Weiter', password, 'Anmelden' (the Enter key is tested separately). */
export async function signInWithPassword(
  page: Page,
  email: string,
  password: string,
  after?: string,
): Promise<void> {
  await openEmailEntry(page, after);
  await page.getByLabel('E-Mail-Adresse').fill(email);
  await page.getByRole('button', { name: 'Weiter' }).click();
  await page.getByLabel('Passwort', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Anmelden', exact: true }).click();
}

/** The top bar's account button ('Konto: {name}') that appears once the backend accepted the login. */
export function accountButton(page: Page): Locator {
  return page.getByRole('button', { name: /^Konto: / });
}

export async function waitUntilSignedIn(page: Page): Promise<void> {
  await accountButton(page).waitFor({ timeout: SIGN_IN_TIMEOUT_MS });
}

/**
 * Signed in and taken from /login to the page after it (the Speiseplan, or the one named): a click in the sidebar before that
 * redirect is undone by it (seen under load in CI). For tests that go on by navigating.
 */
export async function waitUntilSignedInAndAway(page: Page): Promise<void> {
  await waitUntilSignedIn(page);
  await page.waitForURL((url) => !url.pathname.startsWith('/login'), { timeout: SIGN_IN_TIMEOUT_MS });
}

/**
 * Runs in the page: the uid Firebase Auth persisted in its IndexedDB (browserLocalPersistence), or null.
 * A string, because this package's TypeScript setup carries no DOM types.
 */
const READ_PERSISTED_UID = `new Promise((resolve) => {
  const open = indexedDB.open('firebaseLocalStorageDb');
  open.onerror = () => resolve(null);
  open.onsuccess = () => {
    const db = open.result;
    if (!db.objectStoreNames.contains('firebaseLocalStorage')) { db.close(); resolve(null); return; }
    const all = db.transaction('firebaseLocalStorage').objectStore('firebaseLocalStorage').getAll();
    all.onerror = () => { db.close(); resolve(null); };
    all.onsuccess = () => {
      const record = all.result.find((r) => r && r.value && typeof r.value.uid === 'string');
      db.close();
      resolve(record ? record.value.uid : null);
    };
  };
})`;

/** The uid Firebase Auth keeps for this page's browser, or undefined when nobody is signed in. */
export async function browserUid(page: Page): Promise<string | undefined> {
  const uid = (await page.evaluate(READ_PERSISTED_UID)) as string | null;
  return uid ?? undefined;
}

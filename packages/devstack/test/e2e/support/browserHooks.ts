/**
 * One Chromium per test file, one fresh context per test (closed afterwards, also when the test fails).
 * A test whose pages had a problem (pages.ts: CSP violation, console error, uncaught error, React
 * development warning, accessibility barrier found by axe) fails after it ran, with the list. Requests that
 * took longer than 10 s or never ended are printed after the test (slowRequests.ts).
 *
 * `openSignedIn` opens a context that is signed in as the account, as a browser the person signed in on
 * before, and opens /login, which sends a signed-in person on as after a sign-in: the run's first sign-in goes through the login
 * screen, every later one starts from the state Firebase Auth stored then (savedSignIn.ts; within a file
 * an account's own saved state). Tests about signing in use `open` and the screen (docs/testing.md,
 * "Test time").
 */
import type { Browser } from 'playwright-core';
import { launchChromium } from '../browser';
import { appUrl, openPage, type OpenOptions, type OpenPage, type SavedState } from './pages';
import { authOnly, keepPattern, signedInState } from './savedSignIn';
import { noteSlowRequests } from './slowRequests';
import { signInWithPassword, waitUntilSignedInAndAway } from './signIn';

export interface Account {
  email: string;
  password: string;
}

export interface SignedInOptions extends OpenOptions {
  /** The page to land on after the sign-in (else the app's default after a sign-in, the Speiseplan). */
  after?: string;
}

/**
 * `defaults` apply to every page the file opens (a test's own options win): files about offline use and
 * updates allow the service worker, which pages.ts keeps out otherwise.
 */
export function useBrowser(defaults: Pick<OpenOptions, 'serviceWorkers'> = {}): {
  open: (options?: OpenOptions) => Promise<OpenPage>;
  openSignedIn: (account: Account, options?: SignedInOptions) => Promise<OpenPage>;
} {
  let browser: Browser | undefined;
  const opened: OpenPage[] = [];
  /** Per e-mail address: the signed-in state this file used. */
  const signedIn = new Map<string, SavedState>();
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterEach(async () => {
    const problems: string[] = [];
    const slow: string[] = [];
    for (const { context, problems: of, finish, slowRequests } of opened.splice(0)) {
      slow.push(...slowRequests());
      try {
        await finish();
      } catch (err) {
        problems.push(`Barrierenprüfung nach dem Test fehlgeschlagen: ${(err as Error).message}`);
      }
      await context.close();
      problems.push(...of());
    }
    // Printed, not failed: they explain a wait that ran out (slowRequests.ts).
    if (slow.length) {
      const text = `Langsame Anfragen in „${expect.getState().currentTestName ?? '?'}“:\n  ${slow.join('\n  ')}\n`;
      process.stderr.write(text);
      noteSlowRequests(text);
    }
    if (problems.length)
      throw new Error(`Die Seite meldete ${problems.length} Problem(e):\n- ${problems.join('\n- ')}`);
  });
  afterAll(async () => {
    await browser?.close();
  });
  const open = async (options?: OpenOptions) => {
    if (!browser) throw new Error('Chromium läuft nicht');
    const page = await openPage(browser, { ...defaults, ...options });
    opened.push(page);
    return page;
  };
  return {
    open,
    openSignedIn: async (account, options = {}) => {
      const { after, ...openOptions } = options;
      const state = signedIn.get(account.email) ?? (await signedInState(account.email, account.password));
      if (state) {
        signedIn.set(account.email, state);
        const restored = await open({ ...openOptions, storageState: state });
        // The login page sends a signed-in person on as after a sign-in (signInSuccessUrl, else by the
        // kitchen's features), so the test lands where the screen would have taken it.
        await restored.page.goto(
          appUrl(after ? `/login?signInSuccessUrl=${encodeURIComponent(after)}` : '/login'),
        );
        await waitUntilSignedInAndAway(restored.page);
        return restored;
      }
      const fresh = await open(openOptions);
      await signInWithPassword(fresh.page, account.email, account.password, after);
      await waitUntilSignedInAndAway(fresh.page);
      const saved = authOnly(await fresh.context.storageState({ indexedDB: true }));
      signedIn.set(account.email, saved);
      keepPattern(saved);
      return fresh;
    },
  };
}

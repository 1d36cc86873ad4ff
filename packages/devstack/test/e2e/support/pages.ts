/**
 * One browser context per test (own cookies, storage and sign-in), German locale, 1280×800 so the sidebar
 * is the wide permanent drawer. Unless a test wants to see it, the cookie banner is answered up front:
 * it sits fixed over the bottom right corner, where the widget's buttons are.
 *
 * Every page of the context is watched (docs/testing.md, "What every page must not do"): a violation of the
 * CSP Hosting sends, an uncaught error, a console error, a React development warning or an accessibility
 * barrier axe-core finds (accessibility.ts) is a problem, and browserHooks fails the test with the list. Requests a test makes fail on purpose (a wrong password: the
 * Auth emulator's 400) are named in `expectedConsoleErrors`; CSP violations cannot be expected away.
 */
import type { Browser, BrowserContext, ConsoleMessage, Page } from 'playwright-core';
import { readStackInfo } from '../stackInfo';
import { watchAccessibility } from './accessibility';
import { watchSlowRequests } from './slowRequests';

/**
 * How long a wait (click, `waitFor`, navigation) may take before the test fails: the app's own call
 * deadline is 70 s, and on a CI machine shared by three lanes a save or a lazy dialog has taken more than
 * Playwright's default 30 s (docs/testing.md, "Waits"). Tests assert what a user sees, not how fast; speed
 * is the benchmarks' business.
 */
export const WAIT_MS = 60_000;

/** Same key and value the web app's consentStorage writes after 'Nur notwendige'. */
const CONSENT_KEY = 'speiseplaner-consent';

export interface OpenOptions {
  consentAnswered?: boolean;
  /**
   * Console errors the test provokes on purpose, matched against the message and the URL it names
   * (Chromium logs every 4xx/5xx answer as "Failed to load resource: …"); see `failedRequest`.
   */
  expectedConsoleErrors?: RegExp[];
  /**
   * 'block' (the default) keeps service workers out: installed, the app's worker precaches every asset of
   * the build (about 145 files) in each new context, about 3 CPU-s of Chromium per context whether the
   * test needs it or not (docs/testing.md, "Test time"). Files about offline use and updates take 'allow'
   * for all their pages (`useBrowser({ serviceWorkers: 'allow' })`). With a worker installed, Chromium's
   * emulated offline mode often lets a write that failed in the page reach the backend anyway.
   */
  serviceWorkers?: 'allow' | 'block';
  /** A signed-in state saved from an earlier context (browserHooks' `openSignedIn`). */
  storageState?: SavedState;
  /**
   * The system's "reduce motion" setting. 'reduce' by default: the app then draws no transitions and no
   * pulsing spinner arc (platform/theme.ts): Chromium's renderers took about 9 % less CPU in a whole run
   * (594 against 649 CPU-s, docs/testing.md, "Test time"); the tests' steps wait for what shows, not for motion.
   */
  reducedMotion?: 'reduce' | 'no-preference';
}

/** What `context.storageState()` returns and `browser.newContext({ storageState })` takes. */
export type SavedState = Awaited<ReturnType<BrowserContext['storageState']>>;

export interface OpenPage {
  context: BrowserContext;
  page: Page;
  /** What went wrong in this context's pages so far (empty when nothing did). */
  problems: () => string[];
  /** After the test, before the context closes: axe on the final state and the addresses not yet checked. */
  finish: () => Promise<void>;
  /** Requests of this context that took longer than 10 s or are still open (slowRequests.ts). */
  slowRequests: () => string[];
}

/** The console error Chromium logs for an answer with this status from a URL containing `urlPart`. */
export function failedRequest(status: number, urlPart: string): RegExp {
  const escaped = urlPart.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`^Failed to load resource: the server responded with a status of ${status} .*${escaped}`);
}

/** The Auth emulator's 400 for a refused request to this Identity Toolkit method (wrong password, used code). */
export function authRefused(method: string): RegExp {
  return failedRequest(400, `/identitytoolkit.googleapis.com/v1/accounts:${method}?`);
}

/**
 * Before sending an SMS code, Firebase Auth asks for the project's reCAPTCHA Enterprise config; the Auth
 * emulator answers 501 (not implemented; real Auth answers it) and the SDK goes on without it.
 */
export const AUTH_EMULATOR_NO_RECAPTCHA_CONFIG = failedRequest(
  501,
  '/identitytoolkit.googleapis.com/v2/recaptchaConfig?',
);

/** A callable (`controller`, `workshops`) refusing a request with this status, as the test wants. */
export function callableRefused(status: number, name: 'controller' | 'workshops'): RegExp {
  return failedRequest(status, `/${name}`);
}

/** A request while the test holds the browser offline (`context.setOffline(true)`). */
export const OFFLINE_REQUEST = /^Failed to load resource: net::ERR_INTERNET_DISCONNECTED /;

const CSP_BINDING = '__e2eCspViolation';

/**
 * Runs in every frame before the page's own scripts (a string: this package has no DOM types). The
 * `securitypolicyviolation` event names what was blocked even when Chromium's console line is cut short.
 */
const REPORT_CSP_VIOLATIONS = `document.addEventListener('securitypolicyviolation', (e) => {
  globalThis.${CSP_BINDING}({
    directive: e.effectiveDirective,
    blocked: e.blockedURI,
    source: e.sourceFile ? e.sourceFile + ':' + e.lineNumber : '',
    disposition: e.disposition,
  });
});`;

interface Violation {
  directive: string;
  blocked: string;
  source: string;
  disposition: string;
}

/** Chromium's console lines for a CSP violation (also reported through the event, but not always). */
const CSP_CONSOLE = /Content Security Policy|Refused to /;
/** What React's development build logs; a production build logs none of it. */
const REACT_DEVELOPMENT = /^Warning: |React DevTools|react\.dev\/link\/|development build of React/;

function where(message: ConsoleMessage): string {
  const { url, lineNumber } = message.location();
  return url ? ` (${url}${lineNumber ? `:${lineNumber}` : ''})` : '';
}

async function watchProblems(
  context: BrowserContext,
  expected: RegExp[],
  problems: string[],
): Promise<() => string[]> {
  await context.exposeBinding(CSP_BINDING, ({ frame }, v: Violation) => {
    problems.push(
      `CSP-Verstoß (${v.disposition}) auf ${frame.url()}: ${v.directive} blockiert ${v.blocked || '(inline)'}` +
        (v.source ? ` aus ${v.source}` : ''),
    );
  });
  await context.addInitScript(REPORT_CSP_VIOLATIONS);
  context.on('console', (message) => {
    const text = message.text();
    if (CSP_CONSOLE.test(text)) problems.push(`CSP-Meldung in der Konsole: ${text}${where(message)}`);
    else if (REACT_DEVELOPMENT.test(text))
      problems.push(`React-Entwicklungsmeldung (${message.type()}): ${text}${where(message)}`);
    else if (message.type() === 'error') {
      const line = `${text}${where(message)}`;
      if (!expected.some((pattern) => pattern.test(line))) problems.push(`Konsolenfehler: ${line}`);
    }
  });
  context.on('weberror', (error) => {
    problems.push(`Unbehandelter Fehler auf ${error.page()?.url() ?? '?'}: ${error.error().stack}`);
  });
  return () => [...problems];
}

export async function openPage(browser: Browser, options: OpenOptions = {}): Promise<OpenPage> {
  const context = await browser.newContext({
    locale: 'de-DE',
    viewport: { width: 1280, height: 800 },
    serviceWorkers: options.serviceWorkers ?? 'block',
    storageState: options.storageState,
    reducedMotion: options.reducedMotion ?? 'reduce',
  });
  context.setDefaultTimeout(WAIT_MS);
  const slowRequests = watchSlowRequests(context);
  const found: string[] = [];
  const problems = await watchProblems(context, options.expectedConsoleErrors ?? [], found);
  if (options.consentAnswered !== false) {
    await context.addInitScript(
      ([key]) => {
        try {
          (
            globalThis as unknown as { localStorage: { setItem(k: string, v: string): void } }
          ).localStorage.setItem(key!, 'necessary');
        } catch {
          // about:blank and sandboxed frames have no storage; the app's own pages do.
        }
      },
      [CONSENT_KEY],
    );
  }
  const page = await context.newPage();
  const { finish } = watchAccessibility(page, (problem) => found.push(problem));
  return { context, page, problems, finish, slowRequests };
}

/** Absolute URL of a path of the web app under test. */
export function appUrl(path: string): string {
  return new URL(path, readStackInfo().webUrl).toString();
}

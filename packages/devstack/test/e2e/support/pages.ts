/**
 * One browser context per test (own cookies, storage and sign-in), German locale, 1280×800 so the sidebar
 * is the wide permanent drawer. Unless a test wants to see it, the cookie banner is answered up front:
 * it sits fixed over the bottom right corner, where the widget's buttons are.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { readStackInfo } from '../stackInfo';

/** Same key and value the web app's consentStorage writes after 'Nur notwendige'. */
const CONSENT_KEY = 'speiseplaner-consent';

export interface OpenPage {
  context: BrowserContext;
  page: Page;
}

export async function openPage(
  browser: Browser,
  options: { consentAnswered?: boolean } = {},
): Promise<OpenPage> {
  const context = await browser.newContext({ locale: 'de-DE', viewport: { width: 1280, height: 800 } });
  if (options.consentAnswered !== false) {
    await context.addInitScript(
      ([key]) => {
        (
          globalThis as unknown as { localStorage: { setItem(k: string, v: string): void } }
        ).localStorage.setItem(key!, 'necessary');
      },
      [CONSENT_KEY],
    );
  }
  const page = await context.newPage();
  return { context, page };
}

/** Absolute URL of a path of the web app under test. */
export function appUrl(path: string): string {
  return new URL(path, readStackInfo().webUrl).toString();
}

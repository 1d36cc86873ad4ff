/** One Chromium per test file, one fresh context per test (closed afterwards, also when the test fails). */
import type { Browser } from 'playwright-core';
import { launchChromium } from '../browser';
import { openPage, type OpenPage } from './pages';

export function useBrowser(): { open: (options?: { consentAnswered?: boolean }) => Promise<OpenPage> } {
  let browser: Browser | undefined;
  const opened: OpenPage[] = [];
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterEach(async () => {
    for (const { context } of opened.splice(0)) await context.close();
  });
  afterAll(async () => {
    await browser?.close();
  });
  return {
    open: async (options) => {
      if (!browser) throw new Error('Chromium läuft nicht');
      const page = await openPage(browser, options);
      opened.push(page);
      return page;
    },
  };
}

/**
 * One Chromium per test file, one fresh context per test (closed afterwards, also when the test fails).
 * A test whose pages had a problem (pages.ts: CSP violation, console error, uncaught error, React
 * development warning, accessibility barrier found by axe) fails after it ran, with the list.
 */
import type { Browser } from 'playwright-core';
import { launchChromium } from '../browser';
import { openPage, type OpenOptions, type OpenPage } from './pages';

export function useBrowser(): { open: (options?: OpenOptions) => Promise<OpenPage> } {
  let browser: Browser | undefined;
  const opened: OpenPage[] = [];
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterEach(async () => {
    const problems: string[] = [];
    for (const { context, problems: of, finish } of opened.splice(0)) {
      try {
        await finish();
      } catch (err) {
        problems.push(`Barrierenprüfung nach dem Test fehlgeschlagen: ${(err as Error).message}`);
      }
      await context.close();
      problems.push(...of());
    }
    if (problems.length)
      throw new Error(`Die Seite meldete ${problems.length} Problem(e):\n- ${problems.join('\n- ')}`);
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

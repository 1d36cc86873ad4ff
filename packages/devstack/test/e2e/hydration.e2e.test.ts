/**
 * Hydration keeps the prerendered DOM (#32): the home page's hero block, an article's `<article>` and the
 * consent banner a first visitor sees are the very nodes the HTML brought, also after the app has hydrated
 * and the network is idle. React may swap a page part silently (no console error) when an urgent update
 * reaches a Suspense boundary that is still waiting for its lazy chunk (docs/architecture.md, "How the web
 * app starts"); the reader then sees the spinner in place of the text and the text again. The nodes are
 * marked when the HTML has been parsed, before the app's module script runs (it is deferred); pages.ts
 * fails the test on any console error.
 */
import type { Page } from 'playwright-core';
import { PHONE_VIEWPORT } from './support/accessibility';
import { useBrowser } from './support/browserHooks';
import { appUrl } from './support/pages';

jest.setTimeout(120_000);
const browser = useBrowser();

const BANNER = '#root [role="region"][aria-label="Cookies und externe Medien"]';

/**
 * Runs before the page's scripts: once the parser is done (readyState "interactive", before deferred and
 * module scripts run) it keeps the prerendered nodes. A string: this package has no DOM types.
 */
const markPrerendered = (content: string) => `
document.addEventListener('readystatechange', () => {
  if (document.readyState !== 'interactive') return;
  window.__prerendered = {
    content: document.querySelector(${JSON.stringify(content)}),
    banner: document.querySelector(${JSON.stringify(BANNER)}),
  };
});`;

/** The page's DOM as far as these checks read it (this package has no DOM types). */
interface Doc {
  document: { querySelector(selector: string): object | null };
  __prerendered?: Record<string, (object & { isConnected: boolean }) | null>;
}

/**
 * True once React has taken the node over (hydrated it, or rendered a new one in its place): React keeps
 * its fiber on the node under `__reactFiber$…`. Were that name to change, this wait times out: the test
 * fails, it does not pass unseen.
 */
function hasFiber(selector: string): boolean {
  const node = (globalThis as unknown as Doc).document.querySelector(selector);
  return !!node && Object.keys(node).some((key) => key.startsWith('__reactFiber$'));
}

/** Whether the node now on the page under `selector` is the one the HTML brought. */
function kept([selector, key]: [string, string]) {
  const page = globalThis as unknown as Doc;
  const marked = page.__prerendered?.[key];
  return {
    marked: !!marked,
    connected: !!marked?.isConnected,
    same: !!marked && marked === page.document.querySelector(selector),
  };
}

const keptOn = (page: Page, selector: string, key: string) =>
  page.evaluate(kept, [selector, key] as [string, string]);

const CASES = [
  // The hero block of the home page, on a desktop: the wide sidebar's media query switches after hydration.
  { path: '/', content: '#root main section[aria-labelledby="home-title"]', viewport: undefined },
  // An article on a phone: the phone's media query switches the frame after hydration.
  { path: '/artikel/schulung-und-beratung', content: '#root main article', viewport: PHONE_VIEWPORT },
] as const;

it.each(CASES)('$path keeps its prerendered content and banner through hydration', async (c) => {
  // A first visit: the banner shows in the HTML and stays after hydration.
  const { page } = await browser.open({ consentAnswered: false });
  if (c.viewport) await page.setViewportSize(c.viewport);
  await page.addInitScript(markPrerendered(c.content));
  await page.goto(appUrl(c.path), { waitUntil: 'networkidle' });
  await page.waitForFunction(hasFiber, c.content, { timeout: 60_000 });
  await page.waitForFunction(hasFiber, BANNER, { timeout: 60_000 });
  await page.waitForLoadState('networkidle');
  const KEPT = { marked: true, connected: true, same: true };
  expect({
    content: await keptOn(page, c.content, 'content'),
    banner: await keptOn(page, BANNER, 'banner'),
  }).toEqual({ content: KEPT, banner: KEPT });
});

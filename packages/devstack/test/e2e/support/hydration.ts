/**
 * Waiting until React has taken over a prerendered page (docs/testing.md, "Prerendered pages"). The HTML of
 * `/`, the articles, the workshop pages, the Mediathek and the newsletter shows buttons and forms before the
 * app's script has run; a click on a button then does nothing and a form submits natively. On a busy machine
 * that window lasts seconds, and a test that clicks in it waits for an answer that never comes.
 */
import type { Page } from 'playwright-core';

/** The page's DOM as far as this check reads it (this package has no DOM types). */
interface Doc {
  document: { querySelectorAll(selector: string): ArrayLike<object> };
}

const CONTROLS = '#root :is(a[href], button, input, textarea, select, [role="button"], [tabindex])';

/**
 * True once every control in the app's root carries React's fiber (`__reactFiber$…`): hydrated, or
 * rendered by React in the first place. Were that name to change, the wait times out and the test fails.
 */
function controlsHydrated(selector: string): boolean {
  const controls = Array.from((globalThis as unknown as Doc).document.querySelectorAll(selector));
  return controls.every((node) => Object.keys(node).some((key) => key.startsWith('__reactFiber$')));
}

/** Waits until the page's controls answer to clicks and keys (immediately on a page React rendered). */
export async function untilHydrated(page: Page): Promise<void> {
  await page.waitForFunction(controlsHydrated, CONTROLS, { polling: 100 });
}

/**
 * "Bewegung reduzieren" (prefers-reduced-motion, docs/product.md "Accessibility"): with the setting, the app's
 * transitions are gone while its loading indicators keep moving; without it, everything moves as MUI
 * draws it. The other browser tests run with the setting (support/pages.ts), so this file checks both.
 */
import type { Page } from 'playwright-core';
import { useBrowser } from './support/browserHooks';
import { appUrl } from './support/pages';

jest.setTimeout(120_000);
const browser = useBrowser();

interface Motion {
  /** The transitioned properties of the login entry in the top bar (a MUI button). */
  button: string;
  /** Animation iteration count and name of a spinner, of its arc and of an upload's progress bar. */
  spinner: string;
  arc: string;
  bar: string;
  /** The animation duration of a button's ripple. */
  ripple: string;
}

/** Runs in the page (a string: this package has no DOM types): elements with MUI's classes of a spinner, its arc, a progress bar and a ripple. */
const MOTION_OF_INDICATORS = `(() => {
  const make = (className, parent = document.body) => {
    const element = document.createElement('span');
    element.className = className;
    parent.appendChild(element);
    return element;
  };
  const spinner = make('MuiCircularProgress-root MuiCircularProgress-indeterminate');
  const arc = make('MuiCircularProgress-circle', spinner);
  const bar = make('MuiLinearProgress-bar', make('MuiLinearProgress-root MuiLinearProgress-indeterminate'));
  const ripple = make('MuiTouchRipple-ripple');
  const count = (element) =>
    getComputedStyle(element).animationIterationCount + ' ' + getComputedStyle(element).animationName;
  return { spinner: count(spinner), arc: count(arc), bar: count(bar), ripple: getComputedStyle(ripple).animationDuration };
})()`;

/** Reads the computed motion of a real button and of elements carrying MUI's classes for the others. */
async function motionOn(page: Page): Promise<Motion> {
  await page.goto(appUrl('/'));
  const login = page.getByRole('link', { name: /Login & Registrierung/ }).first();
  await login.waitFor();
  const button = await login.evaluate(
    (element) =>
      (
        globalThis as unknown as { getComputedStyle(e: unknown): { transitionProperty: string } }
      ).getComputedStyle(element).transitionProperty,
  );
  const counts = (await page.evaluate(MOTION_OF_INDICATORS)) as Omit<Motion, 'button'>;
  return { button, ...counts };
}

test('with "reduce motion" there are no transitions and the loading indicators keep moving', async () => {
  const { page } = await browser.open({ reducedMotion: 'reduce' });
  const motion = await motionOn(page);
  expect(motion.button).toBe('none');
  expect(motion).toMatchObject({
    spinner: 'infinite none',
    arc: '1 none',
    bar: 'infinite none',
    ripple: '0.001s',
  });
});

test('without the setting the app moves as before', async () => {
  const { page } = await browser.open({ reducedMotion: 'no-preference' });
  const motion = await motionOn(page);
  expect(motion.button).toMatch(/background-color/);
  expect(motion).toMatchObject({ spinner: '1 none', arc: '1 none', bar: '1 none', ripple: '0s' });
});

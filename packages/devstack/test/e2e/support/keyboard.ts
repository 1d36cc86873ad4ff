/**
 * Moving through the app with the keyboard alone (issue "Accessible to everyone", item 2; docs/testing.md,
 * "Keyboard only"). The test names where it wants to go; only key presses get it there. After every key
 * press the focused element must show a focus ring of at least 2 px (WCAG 2.4.7), a text field its
 * focused border, and it must not lie under something else (2.4.11). A target the keys never reach fails
 * with the last stops the focus made (a keyboard trap shows as the same stops over and over).
 */
import type { Locator, Page } from 'playwright-core';

interface FocusState {
  /** Tag, role and name of the focused element, for the failure message. */
  what: string;
  /** Why the focus cannot be seen; empty when it can. */
  problem: string;
}

/**
 * Runs in the page (a string: this package's TypeScript setup carries no DOM types). Checkboxes and radios
 * hide their input (opacity 0): MUI marks the visible control around it `.Mui-focusVisible`. MUI's text
 * fields show focus by their 2 px border (`.Mui-focused` on the input's root), not by a ring.
 */
const FOCUS_STATE = `(() => {
  const el = document.activeElement;
  if (!el || el === document.body || el === document.documentElement)
    return { what: '(nichts)', problem: 'kein Element hat den Fokus' };
  const name = (el.getAttribute('aria-label') || (el.labels && el.labels[0] ? el.labels[0].textContent : '') ||
    el.textContent || '').trim().replace(/\\s+/g, ' ').slice(0, 60);
  const role = el.getAttribute('role');
  const what = el.tagName.toLowerCase() + (role ? '[role=' + role + ']' : '') + ' „' + name + '“';
  const ring = (node) => {
    if (!node) return false;
    const style = getComputedStyle(node);
    return style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2;
  };
  let shown;
  if (el.matches('input[type=checkbox], input[type=radio]')) shown = ring(el.closest('.Mui-focusVisible'));
  else if (el.matches('.MuiInputBase-input')) shown = Boolean(el.closest('.MuiInputBase-root.Mui-focused'));
  else shown = ring(el);
  if (!shown) return { what, problem: 'kein sichtbarer Fokusrahmen' };
  const box = el.getBoundingClientRect();
  if (box.width === 0 || box.height === 0) return { what, problem: 'das Element hat keine Fläche' };
  const x = Math.min(Math.max(box.left + box.width / 2, 0), innerWidth - 1);
  const y = Math.min(Math.max(box.top + box.height / 2, 0), innerHeight - 1);
  const hit = document.elementFromPoint(x, y);
  // A field's own floating label may lie over it; it belongs to the field.
  const own = el.closest('.MuiFormControl-root') || el;
  if (!hit || !(own.contains(hit) || hit.contains(el)))
    return { what, problem: 'das Element liegt verdeckt unter ' + (hit ? hit.tagName.toLowerCase() + '.' + hit.className : 'nichts') };
  return { what, problem: '' };
})()`;

async function focusState(page: Page): Promise<FocusState> {
  return (await page.evaluate(FOCUS_STATE)) as FocusState;
}

/** True when `target` holds the focus now. */
export async function hasFocus(target: Locator): Promise<boolean> {
  return target.evaluate(
    (el) => el === (el.ownerDocument as { activeElement: unknown }).activeElement,
    null,
    {
      timeout: 5000,
    },
  );
}

/**
 * True when the focus reaches `target` after an action that moves it. It may arrive a render later (a
 * restored dish mounts its button again), and a busy test machine renders late: so the target may take
 * 20 s to appear and the focus 5 s more to reach it; false when it never does. Not for stepping with Tab,
 * where each stop is checked once (`hasFocus`).
 */
export async function receivesFocus(target: Locator): Promise<boolean> {
  await target.waitFor({ timeout: 60_000 });
  const until = Date.now() + 5000;
  while (!(await hasFocus(target))) {
    if (Date.now() > until) return false;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return true;
}

/** Throws unless the focused element shows its focus. */
export async function expectFocusVisible(page: Page, after: string): Promise<void> {
  const state = await focusState(page);
  if (state.problem) throw new Error(`Fokus nach ${after} nicht sichtbar: ${state.what} – ${state.problem}`);
}

/**
 * Presses `key` (Tab, or Shift+Tab backwards) until `target` has the focus, checking the focus after each
 * press. Fails when the target is not reached within `max` presses.
 */
export async function tabTo(
  page: Page,
  target: Locator,
  { key = 'Tab', max = 80 }: { key?: 'Tab' | 'Shift+Tab'; max?: number } = {},
): Promise<void> {
  await target.waitFor({ timeout: 60_000 });
  // A field the page focused by itself (the e-mail field of the sign-in) needs no key.
  if (await hasFocus(target)) return;
  const stops: string[] = [];
  for (let press = 1; press <= max; press++) {
    await page.keyboard.press(key);
    const state = await focusState(page);
    stops.push(state.what);
    if (state.problem)
      throw new Error(
        `Fokus nach ${press}× ${key} nicht sichtbar: ${state.what} – ${state.problem}; ` +
          `Stationen davor: ${stops.slice(-13, -1).join(' → ')}`,
      );
    if (await hasFocus(target)) return;
  }
  throw new Error(
    `${String(target)} nach ${max}× ${key} nicht erreicht; letzte Stationen: ${stops.slice(-12).join(' → ')}`,
  );
}

/** From a freshly loaded page: Tab to the skip link and follow it, so the next Tab lands in the content. */
export async function skipToContent(page: Page): Promise<void> {
  await tabTo(page, page.getByRole('link', { name: 'Zum Inhalt springen' }), { max: 3 });
  await page.keyboard.press('Enter');
}

/** Types into the focused field after selecting what it holds (Ctrl+A), as a keyboard user replaces a value. */
export async function replaceValue(page: Page, text: string): Promise<void> {
  await page.keyboard.press('Control+A');
  await page.keyboard.type(text);
}

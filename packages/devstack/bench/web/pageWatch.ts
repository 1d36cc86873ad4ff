/**
 * What a page showed and said while the bench waited for it: when a wait runs out, the error names the
 * address, the headings and alerts on screen, the start of the visible text, how many matches of the awaited
 * text exist and which are visible, the console errors and the failed or refused requests. The smoke run in
 * CI timed out twice waiting for the plan's dish with nothing else to go on (issue #32); so named, it was the
 * app's sign-in check, run out after its 70 s beside two busy test lanes (docs/testing.md, "`pnpm bench:web`").
 */
import type { Locator, Page } from 'playwright-core';
import { evaluateWithin, UNDER_LOAD } from './steps';

/** How often the smoke run takes the app's „Erneut versuchen“ in one wait. */
const RETRIES_UNDER_LOAD = 3;

const MAX_LINES = 12;

/** Console errors, uncaught page errors and failed requests of `page` from now until `stop()`. */
export function watchPage(page: Page): { lines: string[]; stop: () => void } {
  const lines: string[] = [];
  const add = (line: string) => {
    if (lines.length < MAX_LINES) lines.push(line.slice(0, 300));
  };
  const onConsole = (message: { type(): string; text(): string }) => {
    if (message.type() === 'error' || message.type() === 'warning')
      add(`Konsole (${message.type()}): ${message.text()}`);
  };
  const onPageError = (error: Error) => add(`Fehler in der Seite: ${error.message}`);
  const onFailed = (request: { url(): string; failure(): { errorText: string } | null }) =>
    add(`Anfrage gescheitert: ${request.url()} (${request.failure()?.errorText ?? '?'})`);
  const onResponse = (response: { url(): string; status(): number }) => {
    if (response.status() >= 400) add(`Antwort ${response.status()}: ${response.url()}`);
  };
  page.on('console', onConsole);
  page.on('pageerror', onPageError);
  page.on('requestfailed', onFailed);
  page.on('response', onResponse);
  return {
    lines,
    stop: () => {
      page.off('console', onConsole);
      page.off('pageerror', onPageError);
      page.off('requestfailed', onFailed);
      page.off('response', onResponse);
    },
  };
}

/** The page's state as a few lines for an error message; never throws. */
export async function describePage(page: Page, awaitedText: string): Promise<string> {
  const script = `(() => {
    const visible = (el) => !!(el.offsetWidth || el.offsetHeight || el.getClientRects().length);
    const texts = (selector) => [...document.querySelectorAll(selector)].filter(visible).map((el) => el.innerText.trim()).filter(Boolean);
    const awaited = ${JSON.stringify(awaitedText)};
    const matches = [...document.querySelectorAll('body *')].filter((el) => [...el.childNodes].some((n) => n.nodeType === 3 && n.textContent.includes(awaited)));
    return [
      'Adresse: ' + location.href,
      'Überschriften: ' + texts('h1, h2').slice(0, 6).join(' | '),
      'Hinweise: ' + (texts('[role=alert], [role=status], [role=progressbar]').slice(0, 6).join(' | ') || '—'),
      'Treffer für den gesuchten Text: ' + matches.length + ', davon sichtbar: ' + matches.filter(visible).length,
      'Sichtbarer Text: ' + document.body.innerText.replace(/\\s+/g, ' ').slice(0, 500),
    ].join('\\n');
  })()`;
  return evaluateWithin<string>(page, 'Seitenzustand lesen', script).catch(
    (error: unknown) => `Seitenzustand nicht lesbar: ${(error as Error).message}`,
  );
}

/**
 * Waits until `awaited` is visible. When the app offers „Erneut versuchen“ instead (a backend call failed or
 * ran out of time), the smoke run presses it as a cook would, at most three times, and says so in its
 * output; the full bench fails at once, as its figures would not be a normal load. A failed wait throws with
 * the page's state (describePage) and what `watch` heard.
 */
export async function waitShown(
  page: Page,
  awaited: { locator: Locator; text: string },
  timeout: number,
  watch: { lines: string[] },
  what: string,
): Promise<void> {
  const retry = page.getByRole('button', { name: 'Erneut versuchen' });
  const fail = async (reason: string) => {
    const state = await describePage(page, awaited.text);
    const heard = watch.lines.length ? watch.lines.join('\n') : 'Keine Fehler in Konsole und Netz.';
    return new Error(`${reason} (${what})\n${state}\n${heard}`);
  };
  for (let retries = 0; ; retries++) {
    try {
      await awaited.locator.or(retry).first().waitFor({ timeout });
    } catch (error) {
      throw await fail((error as Error).message.split('\n')[0] ?? 'Zeitüberschreitung');
    }
    if (await awaited.locator.first().isVisible()) return;
    if (!UNDER_LOAD || retries >= RETRIES_UNDER_LOAD)
      throw await fail(`Die App bot „Erneut versuchen“ an (nach ${retries} Wiederholungen)`);
    // An MUI alert's message without its action buttons.
    const alert = await page
      .locator('[role=alert] .MuiAlert-message')
      .first()
      .innerText({ timeout: 5_000 })
      .catch(() => '—');
    console.log(
      `  Hinweis: ${what}: Die App meldete „${alert.replace(/\s+/g, ' ').trim()}“; „Erneut versuchen“ gedrückt.`,
    );
    await retry.first().click({ timeout });
  }
}

/**
 * The Firefox run (docs/testing.md, "Firefox"): Debian's Firefox ESR, driven by puppeteer-core over
 * WebDriver BiDi against the same stack as the Chromium tests. A cook signs in, picks a week with the own
 * week picker (Firefox has no week input of its own), plans a dish by typing into the recipe search, and
 * opens and prints the Aushang. Elements are found by their German names through XPath (puppeteer's ARIA
 * queries need CDP); a console error or an uncaught error in the page fails the test, as in Chromium.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import {
  formatWeekRange,
  shiftWeekByMonths,
  WEEKDAYS,
  weekDates,
  formatGermanDate,
} from '@speiseplaner/shared';
import { appUrl } from './support/pages';
import { createCook, distinctRecipes, plannedDays, seededCatalogue, storedWeek } from './support/planPage';

jest.setTimeout(180_000);

const CANDIDATES = [process.env.FIREFOX_PATH, '/usr/bin/firefox-esr', '/usr/bin/firefox'];
const WEEK = '2032-W05';
const PDFTOTEXT = '/usr/bin/pdftotext';

function firefoxPath(): string {
  const found = CANDIDATES.find((p): p is string => !!p && existsSync(p));
  if (!found) throw new Error('Firefox fehlt: `apt-get install -y firefox-esr` (oder FIREFOX_PATH setzen).');
  return found;
}

/** An XPath string literal for a German name (no name here contains both quote kinds). */
const literal = (text: string) => (text.includes('"') ? `'${text}'` : `"${text}"`);
const xpath = (expression: string) => `::-p-xpath(${expression})`;
const button = (name: string) =>
  xpath(`//button[normalize-space(.)=${literal(name)} or @aria-label=${literal(name)}]`);
const WAIT = { visible: true, timeout: 60_000 } as const;

/** The step the test is at, named in its failure (a hang shows where it stood). */
let step = '';

async function click(page: Page, selector: string): Promise<void> {
  step = `Klick auf ${selector}`;
  const element = await page.waitForSelector(selector, WAIT);
  await element!.click();
}

/** The text of the element the selector finds. */
async function textOf(page: Page, selector: string): Promise<string> {
  const element = await page.waitForSelector(selector, WAIT);
  return element!.evaluate((node) => (node as unknown as { textContent: string }).textContent);
}

let firefox: Browser | undefined;
beforeAll(async () => {
  firefox = await puppeteer.launch({
    browser: 'firefox',
    executablePath: firefoxPath(),
    headless: true,
    extraPrefsFirefox: { 'intl.accept_languages': 'de-DE, de', 'intl.locale.requested': 'de-DE' },
  });
});
afterAll(async () => {
  await firefox?.close();
});

test('in Firefox a cook signs in, picks a week in the own picker, plans a dish and prints the Aushang', async () => {
  const cook = await createCook('firefox', { kiga: 20 });
  const [recipe] = distinctRecipes((await seededCatalogue()).recipes, 1);
  const context = await firefox!.createBrowserContext();
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`Unbehandelter Fehler: ${String(error)}`));
  // An Error logged to the console reads "JSHandle@error" in its text: its stack is read from the page.
  const logged: Promise<void>[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const details = message
      .args()
      .map((arg) =>
        arg
          .evaluate((value) =>
            value instanceof Error ? `${value.name}: ${value.message}\n${value.stack}` : String(value),
          )
          .catch(() => arg.toString()),
      );
    logged.push(
      Promise.all(details).then((parts) => {
        problems.push(`Konsolenfehler: ${parts.join(' ') || message.text()}`);
      }),
    );
  });
  const started = Date.now();
  const progress = setInterval(() => {
    process.stderr.write(`Firefox-Test nach ${Math.round((Date.now() - started) / 1000)} s: ${step}\n`);
  }, 30_000);
  try {
    step = 'Fenster einrichten';
    await page.setViewport({ width: 1280, height: 800 });
    // The cookie banner answered up front, as in Chromium (support/pages.ts).
    await page.evaluateOnNewDocument(
      "try { localStorage.setItem('speiseplaner-consent', 'necessary'); } catch {}",
    );

    // The cook opens a link to a week while signed out: the login comes first, then that very week. No
    // second page load after the sign-in (a load cut short by the next one is what a person never does,
    // and Firefox may report its unfinished scripts as console errors).
    step = 'Anmeldeseite laden';
    await page.goto(appUrl(`/app/plan?woche=${WEEK}`));
    await page.waitForFunction("location.pathname === '/login'", { timeout: 60_000 });
    await click(page, button('Mit E-Mail anmelden'));
    await (await page.waitForSelector('input[type="email"]', WAIT))!.type(cook.email);
    await click(page, button('Weiter'));
    await (await page.waitForSelector('input[type="password"]', WAIT))!.type(cook.password);
    await click(page, button('Anmelden'));
    await page.waitForSelector(xpath(`//button[starts-with(@aria-label, "Konto: ")]`), WAIT);
    await page.waitForFunction(
      `location.pathname === '/app/plan' && new URL(location.href).searchParams.get('woche') === '${WEEK}'`,
      { timeout: 60_000 },
    );

    // The week picker: open the calendar, a month on, then the week; the Speiseplan shows it.
    const field = xpath('//input[@id=//label[normalize-space(.)="Kalenderwoche"]/@for]');
    await page.waitForSelector(field, WAIT);
    expect(await page.$eval(field, (input) => (input as unknown as { value: string }).value)).toBe(
      formatWeekRange(WEEK),
    );
    const target = shiftWeekByMonths(WEEK, 1);
    await click(page, button('Kalender öffnen'));
    await click(page, button('Nächster Monat'));
    await click(
      page,
      xpath(`//li[@role="option"][span[normalize-space(.)=${literal(formatWeekRange(target))}]]`),
    );
    await page.waitForFunction(`new URL(location.href).searchParams.get('woche') === '${target}'`, {
      timeout: 30_000,
    });
    const monday = `${WEEKDAYS[0]!.label}, ${formatGermanDate(weekDates(target)[0]!)}`;
    const day = `//section[@aria-label=${literal(monday)}]`;
    await page.waitForSelector(xpath(day), WAIT);
    await page.waitForSelector(xpath('//*[@aria-label="Woche im Überblick"]'), WAIT);

    // The recipe picker takes the name typed right away (the focus is in its search).
    await click(page, xpath(`${day}//button[normalize-space(.)="Rezept hinzufügen"]`));
    await page.waitForSelector('input[type="search"]', WAIT);
    await page.keyboard.type(recipe!.name);
    await click(
      page,
      xpath(`//ul[@aria-label="Gefundene Rezepte"]//*[normalize-space(text())=${literal(recipe!.name)}]`),
    );
    await page.waitForSelector(xpath(`${day}//*[normalize-space(text())=${literal(recipe!.name)}]`), WAIT);
    await page.waitForSelector(xpath('//*[@role="status"][normalize-space(.)="Gespeichert"]'), WAIT);
    expect(plannedDays((await storedWeek(cook.kitchenId, target))?.days)?.[0]?.recipes).toEqual([
      recipe!.slug,
    ]);

    // The Aushang names the week and the dish, on screen and on the paper Firefox prints.
    await click(page, xpath('//a[normalize-space(.)="Aushang drucken"]'));
    const sheet = 'article[aria-label="Aushang für die Eltern"]';
    const onScreen = (await textOf(page, sheet)).replace(/\s+/g, ' ');
    expect(onScreen).toContain(formatWeekRange(target));
    expect(onScreen).toContain(recipe!.name);
    const pdf = Buffer.from(await page.pdf({ landscape: true, printBackground: true }));
    if (!existsSync(PDFTOTEXT)) throw new Error('pdftotext fehlt: apt-get install -y poppler-utils');
    const dir = mkdtempSync(join(tmpdir(), 'aushang-firefox-'));
    try {
      writeFileSync(join(dir, 'aushang.pdf'), pdf);
      const paper = execFileSync(PDFTOTEXT, ['-raw', '-enc', 'UTF-8', join(dir, 'aushang.pdf'), '-'], {
        encoding: 'utf8',
      }).replace(/\s+/g, '');
      expect(paper).toContain(formatWeekRange(target).replace(/\s+/g, ''));
      expect(paper).toContain(recipe!.name.replace(/\s+/g, ''));
      expect(paper).not.toContain('ZurückzumSpeiseplan');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
    await Promise.all(logged);
    expect(problems).toEqual([]);
  } catch (error) {
    await page.screenshot({ path: '/tmp/firefox-failed.png' }).catch(() => undefined);
    throw new Error(`${(error as Error).message} (Schritt: ${step})`);
  } finally {
    clearInterval(progress);
    await context.close();
  }
});

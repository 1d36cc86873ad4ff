/**
 * App Check only where a visitor sends something (docs/operations.md, "App Check"): reading `/` and a
 * workshop's page asks the workshops callable for its list without an App Check token, and neither the
 * App Check chunk nor anything from reCAPTCHA's hosts is requested. Sending the registration form starts
 * App Check: its chunk loads and the registration carries a token. On a desktop and a 390×844 phone.
 *
 * The stack's build is an emulator build: its App Check makes its own token instead of asking reCAPTCHA
 * (packages/web/src/platform/firebase/appCheck.ts), so reCAPTCHA is never requested here, even after the form. What the
 * test shows for production is when App Check starts: the App Check chunk is the only code that loads
 * reCAPTCHA Enterprise, and reading does not load it.
 */
import type { Page, Request } from 'playwright-core';
import { PHONE_VIEWPORT } from './support/accessibility';
import { useBrowser } from './support/browserHooks';
import { appUrl } from './support/pages';
import { uniqueEmail } from './support/users';
import { openWorkshop } from './support/workshopDates';

jest.setTimeout(120_000);
const browser = useBrowser();

const VIEWPORTS = [
  { name: 'desktop', size: { width: 1280, height: 800 } },
  { name: 'phone', size: PHONE_VIEWPORT },
];

/** reCAPTCHA's script, frames and API, on every host Google serves them from. */
const RECAPTCHA =
  /^https?:\/\/([^/]*\.)?(recaptcha\.net|recaptcha\.google\.com)\/|^https?:\/\/www\.(google|gstatic)\.com\/recaptcha\//;
/** The App Check chunk of the build (packages/web/src/platform/firebase/appCheck.ts, loaded on demand). */
const APP_CHECK_CHUNK = /\/assets\/appCheck-[\w-]+\.js$/;

interface Seen {
  url: string;
  /** For a callable: the action's type and the App Check header it carried. */
  action?: { type: string; appCheck: string | undefined };
}

/** Every request the page makes (the service worker's own fetches are not the page's). */
function record(page: Page): Seen[] {
  const seen: Seen[] = [];
  const pending: Promise<void>[] = [];
  page.on('request', (request: Request) => {
    const entry: Seen = { url: request.url() };
    seen.push(entry);
    if (request.method() === 'POST' && /\/europe-west3\/(workshops|controller)$/.test(request.url())) {
      const data = (request.postDataJSON() as { data?: { type?: string } } | null)?.data;
      pending.push(
        request.allHeaders().then((headers) => {
          entry.action = { type: String(data?.type), appCheck: headers['x-firebase-appcheck'] };
        }),
      );
    }
  });
  Object.defineProperty(seen, 'settled', { value: () => Promise.all(pending) });
  return seen;
}

const settled = (seen: Seen[]) => (seen as unknown as { settled: () => Promise<void> }).settled();
const recaptchaRequests = (seen: Seen[]) => seen.filter((s) => RECAPTCHA.test(s.url)).map((s) => s.url);
const appCheckChunks = (seen: Seen[]) => seen.filter((s) => APP_CHECK_CHUNK.test(s.url)).map((s) => s.url);
const actions = (seen: Seen[]) => seen.flatMap((s) => (s.action ? [s.action] : []));

test.each(VIEWPORTS)(
  'reading / and a workshop page loads no App Check and nothing from reCAPTCHA; registering starts App Check ($name)',
  async ({ size }) => {
    const workshop = await openWorkshop();
    const { page } = await browser.open();
    await page.setViewportSize(size);
    const seen = record(page);

    await page.goto(appUrl('/'), { waitUntil: 'networkidle' });
    await page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: 60_000 });
    await page.goto(appUrl(`/workshops/${workshop.slug}`), { waitUntil: 'networkidle' });
    await page.getByRole('heading', { name: workshop.title, level: 1 }).waitFor({ timeout: 60_000 });
    await page.getByRole('link', { name: /^Mehr zum Thema / }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/artikel/'));
    const list = page.getByRole('list', { name: 'Workshops' });
    await list.waitFor();
    const card = list
      .getByRole('listitem')
      .filter({ has: page.locator(`a[href="/workshops/${workshop.slug}"]`) });
    await card.getByRole('button', { name: `Anmelden: ${workshop.title}` }).click();
    const dialog = page.getByRole('dialog', { name: `Anmeldung: ${workshop.title}` });
    await dialog.waitFor();
    await page.waitForLoadState('networkidle');
    await settled(seen);

    // Read so far: the list was asked for, without a token, and App Check never started.
    const read = actions(seen);
    expect(read.length).toBeGreaterThan(0);
    expect(read).toEqual(read.map(() => ({ type: 'workshops/list', appCheck: undefined })));
    expect(appCheckChunks(seen)).toEqual([]);
    expect(recaptchaRequests(seen)).toEqual([]);

    // Sending the form starts App Check: its chunk loads and the registration carries a token.
    await dialog.getByLabel('Name', { exact: false }).first().fill('Jana Köchin');
    await dialog.getByLabel('Einrichtung').fill('Kita Pusteblume');
    await dialog.getByLabel('E-Mail').fill(uniqueEmail('appcheck'));
    await dialog.getByLabel('Teilnehmerzahl').fill('1');
    await dialog.getByRole('button', { name: 'Verbindlich anmelden' }).click();
    await dialog.getByText('Vielen Dank für Ihre Anmeldung!').waitFor();
    await settled(seen);

    expect(appCheckChunks(seen)).toHaveLength(1);
    const sent = actions(seen).filter((a) => a.type === 'workshops/apply');
    expect(sent).toEqual([
      { type: 'workshops/apply', appCheck: expect.stringMatching(/^[\w-]+\.[\w-]+\.[\w-]+$/) },
    ]);
    expect(recaptchaRequests(seen)).toEqual([]);

    await dialog.getByRole('button', { name: 'Schließen' }).click();
    await dialog.waitFor({ state: 'hidden' });
  },
);

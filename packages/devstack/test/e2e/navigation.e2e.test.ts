/**
 * The sidebar by feature flags (docs/product.md, "Navigation frame" and "Roles and feature flags") as
 * visitor, kitchen and admin see it, and logging out (docs/product.md, "Login state": sign out, go to /,
 * logged out also after a reload).
 */
import type { Locator, Page } from 'playwright-core';
import { PHONE_VIEWPORT } from './support/accessibility';
import { useBrowser } from './support/browserHooks';
import { appUrl } from './support/pages';
import { accountButton, signInWithPassword } from './support/signIn';
import { createUser } from './support/users';
import { untilHydrated } from './support/hydration';

jest.setTimeout(120_000);
const browser = useBrowser();

const ALL_ENTRIES = ['Masterplan', 'Speiseplan', 'Rezepte', 'Einkauf', 'Zutaten', 'Statistik', 'Lehrvideos'];

/** Label → link target of the sidebar's planner entries (the article groups left out). */
async function plannerEntries(page: Page): Promise<Record<string, string>> {
  const nav = page.getByRole('navigation', { name: 'Hauptnavigation' });
  const entries: Record<string, string> = {};
  for (const label of ALL_ENTRIES) {
    const link = nav.getByRole('link', { name: label, exact: true });
    if ((await link.count()) > 0) entries[label] = (await link.getAttribute('href')) ?? '';
  }
  return entries;
}

test('a visitor sees only Speiseplan, and it leads to the article about it', async () => {
  const { page } = await browser.open();
  await page.goto(appUrl('/'));
  await page.getByRole('link', { name: 'Login & Registrierung' }).waitFor();
  expect(await plannerEntries(page)).toEqual({ Speiseplan: '/artikel/speiseplan' });
});

test('a kitchen sees the entries of its flags only; an admin sees all of them', async () => {
  const kitchen = await createUser({
    tag: 'kitchen',
    name: 'Kita Löwenzahn',
    admin: false,
    features: { plan: true, recipes: true, shopping: true },
  });
  const admin = await createUser({
    tag: 'admin',
    name: 'Zentralküche Süd (Admin)',
    admin: true,
    features: {
      masterplan: true,
      plan: true,
      recipes: true,
      shopping: true,
      ingredients: true,
      usage: true,
      videos: true,
    },
  });

  const first = await browser.open();
  await signInWithPassword(first.page, kitchen.email, kitchen.password);
  await first.page.getByRole('button', { name: `Konto: ${kitchen.name}` }).waitFor({ timeout: 60_000 });
  expect(await plannerEntries(first.page)).toEqual({
    Speiseplan: '/app/plan',
    Rezepte: '/app/rezepte',
    Einkauf: '/app/einkauf',
    // Its own figures come with the Speiseplan (the use across kitchens stays with `usage`).
    Statistik: '/statistik',
  });

  const second = await browser.open();
  await signInWithPassword(second.page, admin.email, admin.password);
  await second.page.getByRole('button', { name: `Konto: ${admin.name}` }).waitFor({ timeout: 60_000 });
  expect(await plannerEntries(second.page)).toEqual({
    Masterplan: '/app/masterplan',
    Speiseplan: '/app/plan',
    Rezepte: '/app/rezepte',
    Einkauf: '/app/einkauf',
    Zutaten: '/app/zutaten',
    Statistik: '/statistik',
    Lehrvideos: '/mediathek',
  });
  // An entry leads to its page.
  await second.page
    .getByRole('navigation', { name: 'Hauptnavigation' })
    .getByRole('link', { name: 'Zutaten' })
    .click();
  await second.page.waitForURL(appUrl('/app/zutaten'));
});

test('logging out goes to the home page, shows the login button and stays logged out after a reload', async () => {
  const user = await createUser({
    tag: 'logout',
    name: 'Schulmensa Abmeldung',
    admin: false,
    features: { plan: true },
  });
  const { page } = await browser.openSignedIn(user);
  // Without a page named, the sign-in lands on the Speiseplan; its week loads before the logout (a call
  // still under way when the session ends is refused with 401).
  await page.waitForURL((url) => url.pathname === '/app/plan');
  await page.getByRole('region', { name: 'Woche im Überblick' }).waitFor({ timeout: 60_000 });

  await accountButton(page).click();
  await page.getByRole('menuitem', { name: 'Abmelden' }).click();
  await page.waitForURL(appUrl('/'));
  await page.getByRole('link', { name: 'Login & Registrierung' }).waitFor();
  expect(await plannerEntries(page)).toEqual({ Speiseplan: '/artikel/speiseplan' });

  await page.reload();
  await page.getByRole('link', { name: 'Login & Registrierung' }).waitFor({ timeout: 60_000 });
  expect(await accountButton(page).count()).toBe(0);
  // The account page now asks for a sign-in first.
  await page.goto(appUrl('/app'));
  await page.waitForURL(
    (url) => url.pathname === '/login' && url.searchParams.get('signInSuccessUrl') === '/app',
  );
  await page.getByRole('button', { name: 'Mit E-Mail anmelden' }).waitFor();
});

/** Whether any element inside the link is wider than its box (its text cut off). */
const cutOff = (link: Locator) =>
  link.evaluate((element) =>
    [element, ...element.querySelectorAll('*')].some((inner) => inner.scrollWidth > inner.clientWidth + 1),
  );

test('long sidebar titles wrap instead of being cut off', async () => {
  const { page } = await browser.open();
  await page.goto(appUrl('/'));
  await untilHydrated(page);
  const nav = page.getByRole('navigation', { name: 'Hauptnavigation' });
  const longTitle = nav.getByRole('link', { name: 'Nachhaltigkeit in der Gemeinschaftsverpflegung' });
  await nav.getByRole('button', { name: 'Hintergründe' }).click();
  await longTitle.waitFor();
  expect(await cutOff(longTitle)).toBe(false);
  await page.screenshot({ path: '/tmp/h7-sidebar-desktop.png' });
});

test('on a phone there is no icon strip: the top bar opens the navigation, which closes after a choice', async () => {
  const { page } = await browser.open();
  await page.setViewportSize(PHONE_VIEWPORT);
  await page.goto(appUrl('/'));
  await untilHydrated(page);
  const nav = page.getByRole('navigation', { name: 'Hauptnavigation' });
  const longTitle = nav.getByRole('link', { name: 'Nachhaltigkeit in der Gemeinschaftsverpflegung' });
  // The page starts at the left edge; the menu button in the top bar opens the navigation.
  const menu = page.getByRole('button', { name: 'Navigation öffnen' });
  await menu.waitFor();
  expect(await nav.getByRole('link', { name: 'Rezepte' }).isVisible()).toBe(false);
  expect((await page.getByRole('main').boundingBox())?.x).toBe(0);
  await menu.click();
  expect(await menu.getAttribute('aria-expanded')).toBe('true');
  await nav.getByRole('button', { name: 'Hintergründe' }).click();
  await longTitle.waitFor();
  expect(await cutOff(longTitle)).toBe(false);
  await page.screenshot({ path: '/tmp/h7-sidebar-phone-open.png' });
  await longTitle.click();
  await page
    .getByRole('heading', { level: 1, name: 'Nachhaltigkeit in der Gemeinschaftsverpflegung' })
    .waitFor();
  expect(await menu.getAttribute('aria-expanded')).toBe('false');
  expect(await longTitle.isVisible()).toBe(false);
  await page.screenshot({ path: '/tmp/h7-sidebar-phone-article.png' });
});

/**
 * Text that grows and screens that shrink (issue "Accessible to everyone", item 3; WCAG 1.4.4 and 1.4.10):
 * every page reflows at 320 CSS px (what 1280 px show at 400 % zoom) and with the text at 200 %, without
 * the page scrolling sideways. Tables and charts may scroll inside their own region (two-dimensional
 * content, allowed by 1.4.10); the page itself may not.
 */
import type { Page } from 'playwright-core';
import { settle } from './support/accessibility';
import { useBrowser } from './support/browserHooks';
import { appUrl } from './support/pages';
import { createCook, distinctRecipes, seededCatalogue } from './support/planPage';
import { signInWithPassword, waitUntilSignedIn } from './support/signIn';
import { adminDb } from './support/users';

jest.setTimeout(300_000);
const browser = useBrowser();

const WEEK = '2030-W16';

/**
 * Runs in the page: what sticks out to the right of the page, outside any region that scrolls by itself.
 * Empty when the page does not scroll sideways.
 */
const SIDEWAYS = `(() => {
  const root = document.documentElement;
  if (root.scrollWidth <= root.clientWidth + 1) return [];
  const scrollsItself = (el) => {
    for (let node = el.parentElement; node && node !== document.body; node = node.parentElement) {
      const overflow = getComputedStyle(node).overflowX;
      if (overflow === 'auto' || overflow === 'scroll' || overflow === 'hidden') return true;
    }
    return false;
  };
  const out = [];
  for (const el of document.body.querySelectorAll('*')) {
    const box = el.getBoundingClientRect();
    if (box.right > root.clientWidth + 1 && box.width > 0 && !scrollsItself(el))
      out.push(el.tagName.toLowerCase() + (el.className && typeof el.className === 'string' ? '.' + el.className.split(' ')[0] : '') +
        ' „' + (el.textContent || '').trim().slice(0, 40) + '“ bis ' + Math.round(box.right) + ' px');
    if (out.length >= 5) break;
  }
  return [root.scrollWidth + ' px breit statt ' + root.clientWidth + ' px', ...out];
})()`;

async function sideways(page: Page): Promise<string[]> {
  return (await page.evaluate(SIDEWAYS)) as string[];
}

const PAGES: { path: string; heading: string | RegExp }[] = [
  { path: '/', heading: /./ },
  { path: '/artikel/barrierefreiheit', heading: 'Erklärung zur Barrierefreiheit' },
  { path: '/artikel/leichte-sprache', heading: 'Der Speiseplaner in Leichter Sprache' },
  { path: '/newsletter', heading: /Newsletter/ },
  { path: `/app/plan?woche=${WEEK}`, heading: /Speiseplan/ },
  { path: `/app/plan/${WEEK}/aushang`, heading: 'Aushang für die Eltern' },
  { path: '/app/masterplan', heading: /Masterplan/ },
  { path: '/app/rezepte', heading: 'Rezepte' },
  { path: '/app/zutaten', heading: 'Zutaten' },
  { path: '/app/einkauf', heading: 'Einkauf' },
  { path: '/statistik', heading: 'Statistik' },
  { path: '/app', heading: /Konto/ },
];

test('every page reflows at 320 px and with text at 200 % without scrolling sideways', async () => {
  const cook = await createCook('umbruch', { kiga: 20, kita: 8 });
  await adminDb()
    .doc(`kitchens/${cook.uid}`)
    .update({
      features: {
        plan: true,
        recipes: true,
        shopping: true,
        ingredients: true,
        usage: true,
        masterplan: true,
      },
    });
  const recipes = distinctRecipes((await seededCatalogue()).recipes, 5);
  await adminDb()
    .doc(`kitchens/${cook.uid}/weeks/${WEEK}`)
    .set({ id: WEEK, days: recipes.map((r) => ({ recipes: [r.slug] })), average: 0, version: 1 });

  const { page } = await browser.open();
  await signInWithPassword(page, cook.email, cook.password);
  await waitUntilSignedIn(page);

  /** Opens the page at this size, as someone with that screen or zoom would, and waits until it is drawn. */
  const open = async (
    path: string,
    heading: string | RegExp,
    viewport: { width: number; height: number },
  ) => {
    await page.setViewportSize(viewport);
    await page.goto(appUrl(path));
    await page.getByRole('heading', { level: 1, name: heading }).first().waitFor({ timeout: 60_000 });
    await settle(page);
  };
  const found: string[] = [];
  for (const { path, heading } of PAGES) {
    await open(path, heading, { width: 320, height: 640 });
    const narrow = await sideways(page);
    if (narrow.length) found.push(`${path} (320 px breit): ${narrow.join('; ')}`);

    // Text at 200 % (as the browser's font size setting does it): MUI sizes text in rem.
    await open(path, heading, { width: 1280, height: 800 });
    await page.evaluate('document.documentElement.style.fontSize = "200%"');
    await settle(page);
    const large = await sideways(page);
    if (large.length) found.push(`${path} (Schrift 200 %): ${large.join('; ')}`);
    await page.evaluate('document.documentElement.style.fontSize = ""');
  }
  expect(found).toEqual([]);
});

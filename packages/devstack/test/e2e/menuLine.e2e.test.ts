/**
 * The menu line (docs/product.md, "Menu line"), on a desktop and a 390×844 phone: a kitchen whose week has
 * a meat dish and a vegetarian dish sees the mixed-diet DGE rows (fish and meat among them); it switches to
 * "ovo-lacto-vegetarisch" in Mein Konto, and the Speiseplan then checks the vegetarian line's rows (no fish
 * and no meat row, a row for nuts, kernels and oilseeds) and marks the meat dish "nicht vegetarisch".
 * The expected rows are the domain core's, from the seeded data.
 */
import { analyseWeek, dishMarks, dgeLineText, type PlanWeek } from '@speiseplaner/shared';
import { PHONE_VIEWPORT } from './support/accessibility';
import { useBrowser } from './support/browserHooks';
import { appUrl } from './support/pages';
import { createCook, dayCard, openWeek, plannerDataFor, seededCatalogue } from './support/planPage';
import { signInWithPassword, waitUntilSignedIn } from './support/signIn';
import { adminDb } from './support/users';

jest.setTimeout(180_000);
const browser = useBrowser();

const VIEWPORTS = [
  { name: 'desktop', size: { width: 1280, height: 800 }, week: '2031-W30' },
  { name: 'phone', size: PHONE_VIEWPORT, week: '2031-W31' },
];
const HEADS = { kiga: 20 };
const MAINS = ['nudel', 'component', 'pan', 'soup', 'sweet'];

describe.each(VIEWPORTS)('on the $name', ({ name, size, week: WEEK }) => {
  test('a kitchen switches to ovo-lacto-vegetarisch: no fish or meat row, the meat dish is marked', async () => {
    const cook = await createCook(`menulinie-${name}`, HEADS);
    const data = await plannerDataFor(HEADS);
    const mains = (await seededCatalogue()).recipes
      .filter((r) => MAINS.includes(r.dishType))
      .sort((a, b) => a.slug.localeCompare(b.slug));
    const meat = mains.find((r) => r.ingredients.some((i) => data.ingredients.get(i.slug)?.isMeat))!;
    const veggie = mains.find((r) => dishMarks(data, r.slug).diet !== null)!;
    expect(meat).toBeDefined();
    expect(veggie).toBeDefined();
    const week: PlanWeek = {
      id: WEEK,
      days: [[veggie.slug], [meat.slug], [], [], []].map((recipes) => ({ recipes })),
      average: 0,
      version: 1,
    };
    await adminDb().doc(`kitchens/${cook.uid}/weeks/${WEEK}`).set(week);
    const mixed = analyseWeek(data, week, []);
    const vegetarian = analyseWeek(data, week, [], 'vegetarian');
    expect(mixed.dge.areas.map((a) => a.label)).toEqual(
      expect.arrayContaining(['Fisch', 'Fleisch und Wurst']),
    );
    expect(vegetarian.days[1]!.notVegetarian).toEqual([meat.slug]);

    const { page } = await browser.open();
    await page.setViewportSize(size);
    await signInWithPassword(page, cook.email, cook.password);
    await waitUntilSignedIn(page);

    // Mischkost: the rows of the mixed line, fish among them, and no mark on the meat dish.
    await openWeek(page, WEEK);
    const summary = page.getByRole('region', { name: 'Woche im Überblick' });
    const rows = summary.getByTestId('dge-area');
    await rows.first().waitFor({ timeout: 60_000 });
    expect(await rows.count()).toBe(mixed.dge.areas.length);
    expect(await summary.getByRole('button', { name: /^Fisch – / }).count()).toBe(1);
    expect(await summary.getByTestId('dge-line').textContent()).toBe(dgeLineText(mixed.dge));
    expect(await page.getByTestId('not-vegetarian-mark').count()).toBe(0);

    // Mein Konto: the labelled radio group, saved with its button.
    await page.goto(appUrl('/app'));
    await page.getByRole('heading', { level: 1, name: 'Mein Konto' }).waitFor({ timeout: 60_000 });
    const group = page.getByRole('radiogroup', { name: 'Menülinie' });
    expect(await group.getByRole('radio', { name: 'Mischkost' }).isChecked()).toBe(true);
    await group.getByRole('radio', { name: 'ovo-lacto-vegetarisch' }).check();
    await page.getByRole('button', { name: 'Menülinie speichern' }).click();
    await page.getByText('Ihre Änderungen sind gespeichert.').waitFor({ timeout: 60_000 });
    // Each choice is a target of at least 40 px height, also on the phone.
    for (const label of ['Mischkost', 'ovo-lacto-vegetarisch']) {
      const box = await group.locator('label').filter({ hasText: label }).boundingBox();
      expect(box!.height).toBeGreaterThanOrEqual(40);
    }
    await page
      .getByRole('region', { name: 'Menülinie' })
      .screenshot({ path: `/tmp/menuline-konto-${name}.png` });
    expect((await adminDb().doc(`kitchens/${cook.uid}`).get()).data()?.menuLine).toBe('vegetarian');

    // The Speiseplan now checks the vegetarian line and marks the meat dish.
    await openWeek(page, WEEK);
    await summary
      .getByTestId('dge-line')
      .filter({ hasText: 'ovo-lacto-vegetarisch' })
      .waitFor({ timeout: 60_000 });
    expect(await summary.getByTestId('dge-line').textContent()).toBe(dgeLineText(vegetarian.dge));
    expect(await rows.count()).toBe(vegetarian.dge.areas.length);
    for (const [i, area] of vegetarian.dge.areas.entries())
      expect(await rows.nth(i).getByRole('button').first().textContent()).toContain(area.label);
    expect(await summary.getByRole('button', { name: /^Fisch – / }).count()).toBe(0);
    expect(await summary.getByRole('button', { name: /^Fleisch und Wurst – / }).count()).toBe(0);
    expect(await summary.getByRole('button', { name: /^Nüsse, Kerne und Ölsamen – / }).count()).toBe(1);
    expect(await summary.getByText(/Fisch/).count()).toBe(0);

    const tuesday = dayCard(page, WEEK, 1);
    const mark = tuesday.getByTestId('not-vegetarian-mark');
    expect(await mark.textContent()).toBe('nicht vegetarisch (Menülinie ovo-lacto-vegetarisch)');
    expect(await dayCard(page, WEEK, 0).getByTestId('not-vegetarian-mark').count()).toBe(0);
    await summary.screenshot({ path: `/tmp/menuline-dge-${name}.png` });
    await tuesday.screenshot({ path: `/tmp/menuline-day-${name}.png` });
    expect(await page.evaluate('document.documentElement.scrollWidth')).toBeLessThanOrEqual(size.width);
  });
});

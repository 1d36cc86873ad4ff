/**
 * A kitchen's own allergen marks in a real browser against the whole stack (issue #27): its bakery's
 * Fladenbrot is sprinkled with sesame and brushed with egg, so the cook ticks „Sesam“ and „Ei“ in
 * 'Allergene Ihres Produkts: Fladenbrot' with the reason. The Aushang of a week with falafel then shows
 * the codes at the dish, the legend names them, and a note says they are the kitchen's own marks; the
 * Speiseplan's day says so too. On the desktop and on a 390 × 844 phone, each with its own kitchen.
 */
import {
  allergenLegend,
  dishMarks,
  ownAllergensNote,
  preparePlannerData,
  today,
  type Ingredient,
  type PlanWeek,
} from '@speiseplaner/shared';
import { PHONE_VIEWPORT } from './support/accessibility';
import { useBrowser } from './support/browserHooks';
import { appUrl } from './support/pages';
import { createCook, openWeek, seededCatalogue } from './support/planPage';
import { signInWithPassword, waitUntilSignedIn } from './support/signIn';
import { adminDb } from './support/users';

jest.setTimeout(240_000);
const browser = useBrowser();

const HEADS = { kiga: 20 };
const FALAFEL = 'falafel-joghurtsosse-fladenbrot';
const REASON = 'Fladenbrot von Bäckerei Yilmaz: mit Ei bestrichen, mit Sesam bestreut';

test.each([
  ['desktop', null, '2030-W21'],
  ['phone', PHONE_VIEWPORT, '2030-W22'],
] as const)(
  'on the %s, a kitchen marks its Fladenbrot with sesame and egg; the Aushang shows and explains it',
  async (tag, viewport, weekId) => {
    const cook = await createCook(`allergene-${tag}`, HEADS);
    const week: PlanWeek = {
      id: weekId,
      days: [{ recipes: [FALAFEL] }, { recipes: [] }, { recipes: [] }, { recipes: [] }, { recipes: [] }],
      average: 0,
      version: 1,
    };
    await adminDb().doc(`kitchens/${cook.uid}/weeks/${weekId}`).set(week);
    const { ingredients, recipes } = await seededCatalogue();
    const fladenbrot = (ingredients as Ingredient[]).find((i) => i.slug === 'fladenbrot')!;
    expect(fladenbrot).toBeDefined();
    const before = dishMarks(preparePlannerData({ ingredients, recipes, today: today() }), FALAFEL);
    // Nothing else in the dish brings egg: the mark can only come from the kitchen's own Fladenbrot.
    expect(before.codes).not.toContain('12');
    expect(before.ownAllergens).toEqual([]);

    const { page } = await browser.open();
    if (viewport) await page.setViewportSize(viewport);
    await signInWithPassword(page, cook.email, cook.password);
    await waitUntilSignedIn(page);

    const falafelItem = () =>
      page
        .getByRole('article', { name: 'Aushang für die Eltern' })
        .getByRole('listitem')
        .filter({ hasText: 'Falafel' });
    // The Aushang before: the catalogue's marks, no note.
    await page.goto(appUrl(`/app/plan/${weekId}/aushang`));
    await falafelItem().waitFor();
    expect(await falafelItem().textContent()).toContain(`(${before.codes.join(', ')})`);
    expect(await page.getByTestId('own-allergens').count()).toBe(0);

    await page.goto(appUrl('/app/zutaten'));
    await page.getByText('Beispielpreise').first().waitFor();
    await page.getByRole('searchbox', { name: 'Zutaten durchsuchen' }).fill('Fladenbrot');
    await page.getByRole('rowheader', { name: fladenbrot.name, exact: true }).click();
    await page
      .getByRole('dialog', { name: `Preis editieren: ${fladenbrot.name}` })
      .getByRole('button', { name: 'Allergene Ihres Produkts' })
      .click();
    const dialog = page.getByRole('dialog', { name: `Allergene Ihres Produkts: ${fladenbrot.name}` });
    await dialog.waitFor();
    await dialog.getByRole('checkbox', { name: 'Ei (12)' }).check();
    await dialog.getByRole('checkbox', { name: 'Sesam (21)' }).check();
    // Without a reason the dialog says what is missing and sends nothing.
    await dialog.getByRole('button', { name: 'Speichern' }).click();
    await dialog.getByRole('alert').getByText('Bitte nennen Sie den Grund', { exact: false }).waitFor();
    await dialog.getByRole('textbox', { name: 'Grund' }).fill(REASON);
    await dialog.getByRole('button', { name: 'Speichern' }).click();
    await dialog.waitFor({ state: 'hidden' });
    const row = page.getByRole('row', { name: new RegExp(fladenbrot.name.replace(/[()]/g, '\\$&')) });
    await row.getByText('eigene Angabe').waitFor();

    // Stored in the kitchen's user document as the difference to the catalogue, with the reason.
    const stored = (await adminDb().doc(`kitchens/${cook.uid}`).get()).data()?.allergens;
    expect(stored?.fladenbrot?.reason).toBe(REASON);
    expect(stored?.fladenbrot?.add).toEqual(expect.arrayContaining(['12']));
    const after = dishMarks(
      preparePlannerData({ ingredients, recipes, today: today(), userAllergens: stored }),
      FALAFEL,
    );
    expect(after.codes).toEqual(expect.arrayContaining(['12', '21']));

    // The Speiseplan's day marks the kitchen's own marks.
    await openWeek(page, weekId);
    const note = ownAllergensNote([fladenbrot.name]);
    await page.getByTestId('day-own-allergens').getByText(note).waitFor({ timeout: 60_000 });

    // The Aushang: the codes at the dish, the legend names egg and sesame, the note names the Fladenbrot.
    await page.goto(appUrl(`/app/plan/${weekId}/aushang`));
    await falafelItem().waitFor();
    expect(await falafelItem().textContent()).toContain(`(${after.codes.join(', ')})`);
    const legend = page.getByRole('group', { name: 'Allergene und Zusatzstoffe' });
    const legendText = await legend.textContent();
    expect(legendText).toContain(`12 = ${allergenLegend('12')}`);
    expect(legendText).toContain(`21 = ${allergenLegend('21')}`);
    expect(legendText).toContain('21 = Sesamsamen');
    // The cereal is named, not only "glutenhaltiges Getreide" (LMIV Annex II).
    expect(legendText).toContain('16a = glutenhaltiges Getreide: Weizen');
    expect(await legend.getByTestId('own-allergens').textContent()).toBe(note);
    if (viewport) {
      expect(await page.evaluate('document.documentElement.scrollWidth')).toBeLessThanOrEqual(viewport.width);
    }
    await page.screenshot({ path: `/tmp/aushang-eigene-allergene-${tag}.png`, fullPage: true });
  },
);

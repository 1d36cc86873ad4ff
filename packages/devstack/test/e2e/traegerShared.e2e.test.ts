/**
 * What a Träger shares with its kitchens (issue #30, "Done when"), end to end on the Hosting emulator: a
 * Träger-Leitung creates a Träger and invites two kitchens, whose Küchenleitungen accept from the mailed
 * links; the overview shows the costs and Bio shares of the weeks and shopping lists the test seeded in
 * those kitchens before they joined (the join backfills them), checked against figures worked out by hand
 * below, in the table, the CSV and the A4 print view; a recipe the Leitung shares from her own kitchen
 * shows in both kitchens' recipe pickers; a price list imported from CSV changes a kitchen's week cost; a
 * kitchen of another Träger sees none of it. Screenshots of the Träger page at 1280 px and 390 px.
 *
 * The tests run in order and share the people made in beforeAll. docs/testing.md, "Browser tests".
 */
import { readFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import type { Page } from 'playwright-core';
import {
  addWeeks,
  formatEuro,
  formatPercent,
  isoWeekId,
  monthOfInstant,
  monthOfWeek,
  PlanWeekSchema,
  RecipeSchema,
  ShoppingListSchema,
  weekDates,
  WEEKDAYS,
  type Ingredient,
  type Recipe,
  type UserPrices,
} from '@speiseplaner/shared';
import { PHONE_VIEWPORT } from './support/accessibility';
import { callController, idTokenOf } from './support/callables';
import { useBrowser } from './support/browserHooks';
import { appUrl } from './support/pages';
import { dayCard, openWeek, waitUntilSaved, waitForWeek, weekPath } from './support/planPage';
import { accountButton } from './support/signIn';
import { invitationLink, leadAccount, pdfText } from './support/traeger';
import { adminDb, kitchenData, kitchenDoc, type TestUser } from './support/users';

jest.setTimeout(300_000);
const browser = useBrowser();

const ORG_NAME = 'Kita-Eigenbetrieb Gemeinsam';
const OTHER_ORG_NAME = 'Kinderhilfe Nachbarort';
const SHOTS = '/tmp';
/** Generous: the machine is shared and loaded (timeouts are hang guards, docs/testing.md). */
const WAIT = { timeout: 60_000 };
const stamp = randomBytes(3).toString('hex');

/**
 * The catalogue ingredients the arithmetic below relies on (beforeAll checks what it assumes: unit g,
 * nothing lost in preparation, organic or not, the catalogue price of the peas).
 */
const TOMATO = 'tomaten-passiert'; // the overview's weeks, at the kitchens' own price
const PEAS = 'erbsen-tk'; // the shared recipe, at the catalogue's and then the Träger's price
const ORGANIC = 'brokkoli-tk'; // bought organic on the shopping lists
const CONVENTIONAL = 'seelachsfilet-tk'; // bought conventional

/** Own recipes as recipes/save stores them, with their list entries. */
async function writeOwnRecipes(kitchenId: string, recipes: Recipe[]): Promise<void> {
  for (const recipe of recipes) await kitchenData({ kitchenId }, `recipes/${recipe.slug}`).set(recipe);
  await kitchenData({ kitchenId }, 'meta/recipes').set({
    items: recipes.map(({ method: _method, ...entry }) => entry),
    version: 1,
  });
}

function ownRecipe(kitchenId: string, slug: string, name: string, ingredient: string, grams: number): Recipe {
  // 10 portions: `grams / 10` per Kindergarten portion.
  return RecipeSchema.parse({
    slug: `${slug}-${stamp}`,
    name,
    portions: 10,
    dishType: 'soup',
    ingredients: [{ slug: ingredient, amount: grams }],
    owner: kitchenId,
    version: 1,
  });
}

/** The kitchens: the Leitung's own, two that join, one of another Träger. */
let orgLead: TestUser;
let sonne: TestUser;
let klee: TestUser;
let fremd: TestUser;
const SONNE = 'Kita Sonnenblume';
const KLEE = 'Kita Kleeblatt';
const FREMD = 'Kita Fernweh';
const SHARED_RECIPE = `Erbsensuppe Trägerart ${stamp}`;
/** The week far ahead where Sonnenblume plans the shared recipe and Fernweh its own pea soup. */
const PRICE_WEEK = '2031-W10';

/**
 * The overview's week: one of the current month (its Thursday in it) that has begun, so the join's
 * backfill (the last 12 months) takes it and the overview's default period (this month) shows it.
 */
function overviewWeek(now: number): string {
  const month = monthOfInstant(now);
  for (let back = 0; back < 6; back++) {
    const week = addWeeks(isoWeekId(now), -back);
    if (monthOfWeek(week) === month) return week;
  }
  throw new Error(`Keine Woche mit Donnerstag im Monat ${month}`);
}
const WEEK = overviewWeek(Date.now());

/**
 * The hand arithmetic. Own price of passierte Tomaten in both kitchens: 2,00 € per 1000 g, i.e. 0,20 € per
 * 100 g. Recipe "Tomatensuppe" 100 g per portion → 0,20 €; "Tomateneintopf" 250 g → 0,50 €.
 *  - Sonnenblume, 20 Kindergarten children a day: Mon–Wed Tomatensuppe, Thu–Fri Tomateneintopf:
 *    20 × (3 × 0,20 + 2 × 0,50) = 32,00 € for 100 portions → 0,32 € per portion.
 *    Shopping list: Brokkoli (organic) 30 €, Seelachs (conventional) 70 € → 30 / 100 = 30 % (Bronze).
 *  - Kleeblatt, 10 children: Mon–Fri Tomateneintopf: 10 × 5 × 0,50 = 25,00 € for 50 portions → 0,50 €.
 *    Shopping list: Brokkoli 22 €, Seelachs 18 € → 22 / 40 = 55 % (Silber).
 *  - Together: 57,00 € / 150 portions = 0,38 €; organic 52 € of 140 € = 37,14 … → 37 % (Bronze).
 */
const EXPECTED = {
  sonne: { cost: 0.32, bio: 30, level: 'Bronze' },
  klee: { cost: 0.5, bio: 55, level: 'Silber' },
  total: { cost: 0.38, bio: 37, level: 'Bronze', portions: 150 },
};
/**
 * Peas: 1000 g for 10 portions = 100 g a portion, 20 children → 2000 g a day. Catalogue price 0,35 € per
 * 100 g → 7,00 € a day; the Träger's CSV says 2,90 € per kg → 5,80 €.
 */
const PEAS_DAY = { catalogue: 7, organisation: 5.8 };

async function seedKitchenFigures(
  user: TestUser,
  days: ('suppe' | 'eintopf')[],
  organicEuro: number,
  conventionalEuro: number,
): Promise<void> {
  const suppe = ownRecipe(user.kitchenId, 'tomatensuppe', 'Tomatensuppe', TOMATO, 1000);
  const eintopf = ownRecipe(user.kitchenId, 'tomateneintopf', 'Tomateneintopf', TOMATO, 2500);
  await writeOwnRecipes(user.kitchenId, [suppe, eintopf]);
  const prices: UserPrices = { [TOMATO]: { price: 2, amount: 1000 } };
  await kitchenDoc(user).update({ prices });
  const week = PlanWeekSchema.parse({
    id: WEEK,
    days: days.map((d) => ({ recipes: [d === 'suppe' ? suppe.slug : eintopf.slug] })),
    average: 0,
    version: 1,
  });
  await kitchenData(user, `weeks/${WEEK}`).set(week);
  const [, , , thursday, friday] = weekDates(WEEK);
  const list = ShoppingListSchema.parse({
    id: `liste-${stamp}`,
    startDate: thursday,
    endDate: friday,
    status: 'shopped',
    items: [
      {
        slug: ORGANIC,
        name: 'Brokkoli TK',
        foodGroup: 'vegetables',
        amount: 1000,
        unit: 'g',
        cost: organicEuro,
      },
      {
        slug: CONVENTIONAL,
        name: 'Seelachsfilet TK (MSC)',
        foodGroup: 'fish',
        amount: 1000,
        unit: 'g',
        cost: conventionalEuro,
      },
    ],
    version: 1,
  });
  await kitchenData(user, `shoppingLists/${list.id}`).set(list);
}

beforeAll(async () => {
  const catalogue = ((await adminDb().doc('catalogue/ingredients').get()).data()?.items ??
    []) as Ingredient[];
  const bySlug = new Map(catalogue.map((i) => [i.slug, i]));
  for (const slug of [TOMATO, PEAS, ORGANIC, CONVENTIONAL]) {
    const ingredient = bySlug.get(slug);
    expect({ slug, unit: ingredient?.unit, net: ingredient?.netReferenceAmount }).toEqual({
      slug,
      unit: 'g',
      net: ingredient?.referenceAmount,
    });
  }
  expect([bySlug.get(ORGANIC)?.isOrganic, bySlug.get(CONVENTIONAL)?.isOrganic]).toEqual([true, false]);
  expect(bySlug.get(PEAS)?.prices.at(-1)).toMatchObject({ price: 0.35, referenceAmount: 100 });

  orgLead = await leadAccount('org-shared', 'Olivia Obhut', 'Kita Rathausplatz', { kiga: 20 });
  // The Functions emulator starts its worker on the first call (10 s in pnpm bench:traeger on a busy
  // machine): one call now, so the first sign-in in the browser stays within its limit.
  await callController('user/validate', {}, await idTokenOf(orgLead.email, orgLead.password));
  sonne = await leadAccount('sonne', 'Sina Sonne', SONNE, { kiga: 20 });
  klee = await leadAccount('klee', 'Karl Klee', KLEE, { kiga: 10 });
  fremd = await leadAccount('fremd', 'Frieda Fern', FREMD, { kiga: 20 });
  await seedKitchenFigures(sonne, ['suppe', 'suppe', 'suppe', 'eintopf', 'eintopf'], 30, 70);
  await seedKitchenFigures(klee, ['eintopf', 'eintopf', 'eintopf', 'eintopf', 'eintopf'], 22, 18);
  // The recipe the Leitung shares, in her own kitchen.
  await writeOwnRecipes(orgLead.kitchenId, [
    RecipeSchema.parse({
      ...ownRecipe(orgLead.kitchenId, 'erbsensuppe-traegerart', SHARED_RECIPE, PEAS, 1000),
    }),
  ]);
  // Fernweh belongs to another Träger and plans its own pea soup in the price week.
  const otherOrg = adminDb().collection('organisations').doc();
  const since = Date.now();
  await otherOrg.set({
    name: OTHER_ORG_NAME,
    version: 1,
    createdAt: since,
    members: {
      [`lead-${stamp}`]: { role: 'orgLead', name: 'Nina Nachbar', email: `nina-${stamp}@e2e.test`, since },
    },
    kitchens: { [fremd.kitchenId]: { name: FREMD, since } },
  });
  await kitchenDoc(fremd).update({ organisation: { id: otherOrg.id, name: OTHER_ORG_NAME } });
  const fremdSoup = ownRecipe(fremd.kitchenId, 'erbsensuppe-fernweh', 'Erbsensuppe Fernweh', PEAS, 1000);
  await writeOwnRecipes(fremd.kitchenId, [fremdSoup]);
  await kitchenData(fremd, `weeks/${PRICE_WEEK}`).set(
    PlanWeekSchema.parse({
      id: PRICE_WEEK,
      days: [{ recipes: [fremdSoup.slug] }, ...Array.from({ length: 4 }, () => ({ recipes: [] }))],
      average: 0,
      version: 1,
    }),
  );
});

const euro = (value: number) => formatEuro(value);
const bio = (percent: number, level: string) => `${formatPercent(percent)} · ${level}`;

test('the Träger-Leitung creates a Träger and invites two kitchens', async () => {
  const { page } = await browser.openSignedIn(orgLead);
  await accountButton(page).click();
  await page.getByRole('menuitem', { name: 'Träger anlegen' }).click();
  await page.getByLabel('Name des Trägers').fill(ORG_NAME);
  await page.getByRole('button', { name: 'Träger anlegen' }).click();
  await page.getByRole('heading', { level: 1, name: ORG_NAME }).waitFor(WAIT);
  const form = page.getByRole('form', { name: 'Küche einladen' });
  for (const lead of [sonne, klee]) {
    await form.getByLabel('E-Mail-Adresse der Küchenleitung').fill(lead.email);
    await form.getByRole('button', { name: 'Einladen' }).click();
    await page.getByText(`Die Einladung an ${lead.email} ist verschickt.`).waitFor(WAIT);
  }
  const pending = page.getByRole('table', { name: 'Offene Einladungen an Küchen' });
  for (const lead of [sonne, klee])
    await pending.getByRole('row').filter({ hasText: lead.email }).waitFor(WAIT);
});

test('both Küchenleitungen accept from their mails', async () => {
  for (const [lead, kitchen] of [
    [sonne, SONNE],
    [klee, KLEE],
  ] as const) {
    const link = await invitationLink(lead.email);
    const { page } = await browser.openSignedIn(lead);
    await page.goto(appUrl(`${link.pathname}${link.search}`));
    await page.getByRole('button', { name: `Für „${kitchen}“ annehmen` }).click();
    await page.getByText(`Die Küche „${kitchen}“ gehört jetzt zum Träger „${ORG_NAME}“.`).waitFor(WAIT);
  }
});

test("the overview shows the kitchens' seeded costs and Bio shares, also in the CSV and the print view", async () => {
  const { page } = await browser.openSignedIn(orgLead);
  await page.goto(appUrl('/app/traeger'));
  await page.getByRole('heading', { level: 1, name: ORG_NAME }).waitFor(WAIT);
  const table = page.getByRole('table', { name: 'Übersicht der Küchen' });
  const cells = async (name: string) =>
    (await table.getByRole('row').filter({ hasText: name }).getByRole('cell').allTextContents()).map((t) =>
      t.trim(),
    );
  // The backfill runs after the join's commit: wait until both kitchens' figures are there.
  for (const [name, figures] of [
    [SONNE, EXPECTED.sonne],
    [KLEE, EXPECTED.klee],
  ] as const) {
    const row = table.getByRole('row').filter({ hasText: name });
    for (let tries = 0; tries < 20; tries++) {
      if ((await row.textContent().catch(() => ''))?.includes(euro(figures.cost))) break;
      await page.waitForTimeout(1500);
      await page.reload();
      await table.waitFor(WAIT);
    }
    const shown = await cells(name);
    expect(shown.slice(0, 2)).toEqual([euro(figures.cost), bio(figures.bio, figures.level)]);
  }
  const totals = table.getByRole('row').filter({ hasText: 'Gesamt' });
  expect(await totals.textContent()).toContain(`Gesamt (${EXPECTED.total.portions} Portionen)`);
  expect(await totals.textContent()).toContain(euro(EXPECTED.total.cost));
  expect(await totals.textContent()).toContain(bio(EXPECTED.total.bio, EXPECTED.total.level));

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'CSV herunterladen' }).click(),
  ]);
  const csv = readFileSync((await download.path())!);
  expect([...csv.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const lines = csv.subarray(3).toString('utf8').split('\r\n');
  // Küche; cost per portion (decimal comma); portions; Bio %; Bio-Stufe (OVERVIEW_CSV_HEADERS).
  const fields = (name: string) =>
    (lines.find((l) => l.startsWith(`"${name}";`)) ?? '')
      .split(';')
      .slice(0, 5)
      .map((f) => f.replace(/^"|"$/g, ''));
  expect(fields(SONNE)).toEqual([SONNE, '0,32', '100', '30', 'Bronze']);
  expect(fields(KLEE)).toEqual([KLEE, '0,50', '50', '55', 'Silber']);
  expect(fields('Gesamt')).toEqual(['Gesamt', '0,38', '150', '37', 'Bronze']);

  await page.emulateMedia({ media: 'print' });
  const pdf = await page.pdf({ preferCSSPageSize: true });
  await page.emulateMedia({ media: 'screen' });
  const text = pdfText(pdf);
  for (const figure of [SONNE, KLEE, euro(0.32), euro(0.5), euro(0.38), formatPercent(55), ORG_NAME])
    expect(text).toContain(figure);
});

/** Opens the recipe picker on Monday of `week` and searches for `name`; answers the dialog. */
async function searchPicker(page: Page, week: string, name: string) {
  await openWeek(page, week);
  await dayCard(page, week, 0).getByRole('button', { name: 'Rezept hinzufügen' }).click();
  const dialog = page.getByRole('dialog', { name: `Rezept für ${WEEKDAYS[0]!.label} hinzufügen` });
  await dialog.getByRole('searchbox', { name: 'Rezepte durchsuchen' }).fill(name);
  return dialog;
}

test('a recipe the Leitung shares from her own kitchen shows in both kitchens’ pickers, not in another Träger’s', async () => {
  const lead = await browser.openSignedIn(orgLead);
  await lead.page.goto(appUrl('/app/traeger'));
  const section = lead.page.getByRole('region', { name: 'Rezepte des Trägers' });
  await section.getByRole('button', { name: 'Rezept teilen' }).click();
  const dialog = lead.page.getByRole('dialog', { name: 'Rezept teilen' });
  await dialog.getByRole('button', { name: `${SHARED_RECIPE} teilen`, exact: true }).click();
  await dialog.waitFor({ state: 'hidden', ...WAIT });
  const shared = section.getByRole('table', { name: 'Rezepte des Trägers' }).getByRole('row').filter({
    hasText: SHARED_RECIPE,
  });
  await shared.filter({ hasText: 'Kita Rathausplatz' }).waitFor(WAIT);
  await lead.page.screenshot({ path: `${SHOTS}/traeger-rezepte-desktop.png`, fullPage: true });
  await lead.page.setViewportSize(PHONE_VIEWPORT);
  await lead.page.screenshot({ path: `${SHOTS}/traeger-rezepte-phone.png`, fullPage: true });

  for (const user of [sonne, klee]) {
    const { page } = await browser.openSignedIn(user);
    const picker = await searchPicker(page, PRICE_WEEK, SHARED_RECIPE);
    const found = picker.getByRole('list', { name: 'Gefundene Rezepte' }).getByRole('listitem').filter({
      hasText: SHARED_RECIPE,
    });
    await found.waitFor(WAIT);
    await found.getByText('Träger', { exact: true }).waitFor(WAIT);
    if (user === sonne) {
      // Sonnenblume plans it on Monday: the peas at the catalogue price.
      await found.getByRole('button').click();
      await picker.waitFor({ state: 'hidden' });
      await waitUntilSaved(page);
      await dayCard(page, PRICE_WEEK, 0)
        .getByTestId('day-total')
        .filter({ hasText: `Tageskosten für 20 Kindergarten: ${euro(PEAS_DAY.catalogue)}` })
        .waitFor(WAIT);
    }
  }

  const { page } = await browser.openSignedIn(fremd);
  const picker = await searchPicker(page, PRICE_WEEK, SHARED_RECIPE);
  await picker
    .getByText(/^0 Rezepte gefunden/)
    .first()
    .waitFor(WAIT);
  expect(await picker.getByText(SHARED_RECIPE).count()).toBe(0);
});

test("a price list imported from CSV changes a member kitchen's week cost, not another Träger's", async () => {
  const { page } = await browser.openSignedIn(orgLead);
  await page.goto(appUrl('/app/traeger'));
  const section = page.getByRole('region', { name: 'Preisliste des Trägers' });
  // German spreadsheet export: `;`, decimal comma, kg for an ingredient priced in g, one unknown row.
  const csv = '\uFEFFZutat;Preis;Menge;Einheit\r\nErbsen TK;2,90;1;kg\r\nGibt es nicht;1,00;1;kg\r\n';
  // „CSV hochladen“ opens once the ingredient catalogue (the names to match) has loaded.
  await section.getByRole('button', { name: 'CSV hochladen', disabled: false }).waitFor(WAIT);
  await section
    .locator('input[type="file"]')
    .setInputFiles({ name: 'preise.csv', mimeType: 'text/csv', buffer: Buffer.from(csv, 'utf8') });
  await section
    .getByText(/Zeile 3/)
    .first()
    .waitFor(WAIT);
  await page.screenshot({ path: `${SHOTS}/traeger-preise-vorschau-desktop.png`, fullPage: true });
  const preview = section.getByRole('table', { name: 'Vorschau der Preisliste' });
  await preview.getByRole('row').filter({ hasText: 'Erbsen TK' }).filter({ hasText: '2,90' }).waitFor(WAIT);
  await section.getByRole('button', { name: 'Übernehmen' }).click();
  const confirm = page.getByRole('dialog', { name: 'Preisliste übernehmen?' });
  await confirm
    .getByText(/1 Preis/)
    .first()
    .waitFor(WAIT);
  await confirm.getByRole('button', { name: 'Übernehmen' }).click();
  await confirm.waitFor({ state: 'hidden' });
  await section
    .getByText(/1 Preis/)
    .first()
    .waitFor(WAIT);
  await page.screenshot({ path: `${SHOTS}/traeger-preise-desktop.png`, fullPage: true });
  await page.setViewportSize(PHONE_VIEWPORT);
  await page.screenshot({ path: `${SHOTS}/traeger-preise-phone.png`, fullPage: true });
  expect(await page.evaluate('document.documentElement.scrollWidth')).toBeLessThanOrEqual(390);

  const stored = (await kitchenDoc(sonne).get()).data()?.organisationPrices as UserPrices | undefined;
  expect(stored?.[PEAS]).toEqual({ price: 2.9, amount: 1000 });

  const member = await browser.openSignedIn(sonne, { after: weekPath(PRICE_WEEK) });
  await waitForWeek(member.page, PRICE_WEEK);
  await dayCard(member.page, PRICE_WEEK, 0)
    .getByTestId('day-total')
    .filter({ hasText: `Tageskosten für 20 Kindergarten: ${euro(PEAS_DAY.organisation)}` })
    .waitFor(WAIT);

  const other = await browser.openSignedIn(fremd, { after: weekPath(PRICE_WEEK) });
  await waitForWeek(other.page, PRICE_WEEK);
  await dayCard(other.page, PRICE_WEEK, 0)
    .getByTestId('day-total')
    .filter({ hasText: `Tageskosten für 20 Kindergarten: ${euro(PEAS_DAY.catalogue)}` })
    .waitFor(WAIT);
  expect((await kitchenDoc(fremd).get()).data()?.organisationPrices ?? {}).toEqual({});
});

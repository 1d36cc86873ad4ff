/**
 * Einkauf end to end (issue 7): a cook with a stored plan week creates a shopping list for that week in
 * the browser; three quantities match numbers worked out by hand from the seeded recipe, the total is
 * the domain core's, a checked item is stored, and the CSV download has the BOM and decimal commas.
 */
import { readFile } from 'node:fs/promises';
import { buildShoppingList, formatEuro, type PlanWeek, type ShoppingList } from '@speiseplaner/shared';
import { PHONE_VIEWPORT } from './support/accessibility';
import { useBrowser } from './support/browserHooks';
import { appUrl } from './support/pages';
import { plannerDataFor, seededCatalogue, waitUntilSaved } from './support/planPage';
import { adminDb, createUser } from './support/users';

jest.setTimeout(180_000);
const browser = useBrowser();

/**
 * For each table header row of the list's groups: header texts (one word each) broken over several lines,
 * texts that stick out of their own cell, and neighbours whose texts overlap (a string: this package has
 * no DOM types).
 */
const HEADER_TEXT_CLASHES = `(() => {
  const clashes = [];
  for (const row of document.querySelectorAll('.shopping-group thead tr')) {
    const cells = [...row.querySelectorAll('th')].map((cell) => {
      const range = document.createRange();
      range.selectNodeContents(cell);
      return {
        cell: cell.getBoundingClientRect(),
        text: range.getBoundingClientRect(),
        lines: new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size,
        name: cell.textContent,
      };
    });
    cells.forEach((a, i) => {
      if (a.lines > 1) clashes.push(a.name + ' bricht um');
      if (a.text.left < a.cell.left - 0.5 || a.text.right > a.cell.right + 0.5) clashes.push(a.name + ' ragt aus der Zelle');
      const b = cells[i + 1];
      if (b && a.text.right > b.text.left) clashes.push(a.name + ' überdeckt ' + b.name);
    });
  }
  return clashes;
})()`;

const WEEK = '2031-W10'; // Monday 2031-03-03 to Friday 2031-03-07
const SOUP = 'linsensuppe-mit-vollkornbrot';

test('a shopping list for a planned week holds the amounts worked out by hand', async () => {
  // The seeded recipe the arithmetic below relies on (net amounts for 10 Kindergarten portions).
  const { recipes, ingredients } = await seededCatalogue();
  const soup = recipes.find((r) => r.slug === SOUP)!;
  const amount = (slug: string) => soup.ingredients.find((i) => i.slug === slug)?.amount;
  expect([soup.portions, amount('berglinsen'), amount('karotten'), amount('kartoffeln-festkochend')]).toEqual(
    [10, 300, 400, 500],
  );
  const net = (slug: string) => {
    const i = (ingredients as { slug: string; referenceAmount: number; netReferenceAmount: number }[]).find(
      (x) => x.slug === slug,
    )!;
    return i.netReferenceAmount / i.referenceAmount;
  };
  expect([net('berglinsen'), net('karotten'), net('kartoffeln-festkochend')]).toEqual([1, 0.85, 0.8]);

  const cook = await createUser({
    tag: 'einkauf',
    name: 'Kita Löwenzahn',
    admin: false,
    features: { plan: true, recipes: true, shopping: true, ingredients: true },
  });
  await adminDb()
    .doc(`kitchens/${cook.uid}`)
    .update({ heads: { kiga: 20 } });
  // Monday: 30 Kindergarten and 12 Krippe children; Wednesday: the list's heads (the profile's 20).
  const week: PlanWeek = {
    id: WEEK,
    days: [
      { recipes: [SOUP], heads: { kiga: 30, kita: 12 } },
      { recipes: [] },
      { recipes: [SOUP] },
      { recipes: [] },
      { recipes: [] },
    ],
    average: 0,
    version: 1,
  };
  await adminDb().doc(`kitchens/${cook.uid}/weeks/${WEEK}`).set(week);

  const { page } = await browser.openSignedIn(cook);
  await page.goto(appUrl('/app/einkauf'));
  await page.getByRole('heading', { name: 'Einkauf', level: 1 }).waitFor({ timeout: 60_000 });
  await page.getByText('Noch keine Einkaufsliste angelegt', { exact: false }).waitFor();

  await page.getByRole('button', { name: 'Neue Einkaufsliste' }).click();
  const dialog = page.getByRole('dialog', { name: 'Neue Einkaufsliste' });
  expect(await dialog.getByRole('spinbutton', { name: 'Kindergarten' }).inputValue()).toBe('20');
  await dialog.getByLabel('Startdatum').fill('2031-03-03');
  await dialog.getByLabel('Enddatum').fill('2031-03-07');
  await dialog
    .getByTestId('shopping-preview')
    .filter({ hasText: '2 geplante Tage' })
    .waitFor({ timeout: 60_000 });
  await dialog.getByRole('button', { name: 'Einkaufsliste erstellen' }).click();
  await page.getByRole('heading', { name: 'Einkaufsliste 03.03.2031 bis 07.03.2031', level: 1 }).waitFor();

  // Kindergarten portions: Monday 30 × 1.0 + 12 × 0.8 (Krippe) = 39.6; Wednesday 20 × 1.0 = 20; together 59.6.
  // Gross per portion = net per portion ÷ (net share of the bought amount); rounded up in purchase units.
  // Berglinsen: 300 g ÷ 10 = 30 g (all edible) × 59.6 = 1788 g → 1,79 kg
  // Möhren: 400 g ÷ 10 = 40 g ÷ 0.85 = 47.0588 g × 59.6 = 2804.71 g → 2,81 kg
  // Kartoffeln festkochend: 500 g ÷ 10 = 50 g ÷ 0.8 = 62.5 g × 59.6 = 3725 g → 3,73 kg
  const byHand: [string, string][] = [
    ['Berglinsen (getrocknet)', '1,79 kg'],
    ['Möhren', '2,81 kg'],
    ['Kartoffeln festkochend', '3,73 kg'],
  ];
  for (const [name, quantity] of byHand) {
    const row = page.getByRole('row').filter({ has: page.getByRole('checkbox', { name, exact: true }) });
    expect(await row.getByRole('cell').nth(2).textContent()).toBe(quantity);
  }

  // The total is the domain core's for the same plan and heads.
  const expected = buildShoppingList(await plannerDataFor({ kiga: 20 }), {
    weeks: [week],
    startDate: '2031-03-03',
    endDate: '2031-03-07',
    heads: { kiga: 20 },
  });
  expect(await page.getByTestId('shopping-total').textContent()).toBe(
    `Gesamtkosten: ${formatEuro(expected.total)}`,
  );

  // A check box is saved to the backend.
  await page.getByRole('checkbox', { name: 'Möhren', exact: true }).check();
  await page.getByRole('status').filter({ hasText: 'Speichert' }).waitFor();
  await waitUntilSaved(page);
  const stored = await adminDb().collection(`kitchens/${cook.uid}/shoppingLists`).get();
  expect(stored.size).toBe(1);
  const list = stored.docs[0]!.data() as ShoppingList;
  expect(list.items.filter((i) => i.checked).map((i) => i.slug)).toEqual(['karotten']);
  expect(list.items.find((i) => i.slug === 'karotten')).toMatchObject({ amount: 2.81, unit: 'kg' });

  // The CSV as Excel gets it: BOM, semicolons, decimal commas.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'CSV herunterladen' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('einkaufsliste-2031-03-03-bis-2031-03-07.csv');
  const bytes = await readFile((await download.path())!);
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const lines = bytes.subarray(3).toString('utf8').split('\r\n');
  expect(lines[0]).toBe('"Lebensmittelgruppe";"Zutat";"Menge";"Einheit";"Kosten (€)";"Abgehakt"');
  expect(lines.find((l) => l.includes('"Möhren"'))).toMatch(/^"Gemüse";"Möhren";2,81;"kg";\d+,\d\d;"ja"$/);

  // Every group's column headers stand apart ("Abgehakt" once drew over "Zutat"), on a desktop and a phone.
  for (const [name, size] of [
    ['desktop', { width: 1280, height: 800 }],
    ['phone', PHONE_VIEWPORT],
  ] as const) {
    await page.setViewportSize(size);
    await page.getByRole('columnheader', { name: 'Zutat' }).first().waitFor();
    const clashes = (await page.evaluate(HEADER_TEXT_CLASHES)) as string[];
    expect([name, clashes]).toEqual([name, []]);
    await page.screenshot({ path: `/tmp/h7-einkauf-${name}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 800 });

  // Back on the overview: the list with its dates, status and item count.
  await page.getByRole('link', { name: 'Alle Einkaufslisten' }).click();
  const row = page.getByRole('row').filter({ hasText: '03.03.2031 bis 07.03.2031' });
  await row.waitFor();
  expect(await row.getByRole('cell').nth(1).textContent()).toBe('offen');
  expect(await row.getByRole('cell').nth(2).textContent()).toBe(`${expected.items.length} (1 abgehakt)`);
  console.log(
    `Einkaufsliste ${WEEK}: ${expected.items.length} Artikel, ${formatEuro(expected.total)}; von Hand: ${byHand.map(([n, q]) => `${n} ${q}`).join(', ')}`,
  );
});

/**
 * The parents' menu (Aushang) as Chromium prints it: from the Speiseplan via 'Aushang drucken', one A4
 * landscape page for the week with all five days inside the page, every dish with its marks and its
 * allergen and additive codes, labels (MSC) apart, both legends and the institution's name and letterhead;
 * frame and controls are not on the paper. On a phone the preview stacks the days. With the kitchen's
 * „Fotos auf dem Aushang zeigen“ the same fullest week, every dish with a photo, still fits the one page with
 * a cover per day (issue #33; the PDF is kept as /tmp/aushang-fotos.pdf to look at).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  dishMarks,
  formatShortDay,
  formatWeekRange,
  menuLegend,
  RecipeSchema,
  weekDates,
  type PlanWeek,
  type Recipe,
  type RecipeListEntry,
} from '@speiseplaner/shared';
import { PHONE_VIEWPORT } from './support/accessibility';
import { useBrowser } from './support/browserHooks';
import { appUrl } from './support/pages';
import { createCook, plannerDataFor, seededCatalogue, waitForWeek, weekPath } from './support/planPage';
import { callController, idTokenOf } from './support/callables';
import { loadedWidth } from './support/images';
import { adminDb, kitchenData } from './support/users';

jest.setTimeout(180_000);
const browser = useBrowser();

const WEEK = '2030-W20';
/** Another week for the Aushang with photos. */
const PHOTO_WEEK = '2030-W21';
/** A small real JPEG (960×640), as recipePhotos.e2e uploads it. */
const PHOTO_FILE = join(__dirname, '..', 'fixtures', 'rezeptfoto.jpg');
const HEADS = { kiga: 20 };
const PDFTOTEXT = '/usr/bin/pdftotext';

/** Pages of a PDF: its page objects (`/Type /Page`, not the `/Pages` tree). */
const pageCount = (pdf: Buffer) => (pdf.toString('latin1').match(/\/Type\s*\/Page(?![a-z])/g) ?? []).length;

/** Width and height of the first page in pt. */
function mediaBox(pdf: Buffer): [number, number] {
  const box = /\/MediaBox\s*\[\s*0\s+0\s+([\d.]+)\s+([\d.]+)\s*\]/.exec(pdf.toString('latin1'));
  return [Math.round(Number(box?.[1])), Math.round(Number(box?.[2]))];
}

/** The PDF's text as poppler reads it, in drawing order (cell by cell, not line by line across the columns). */
function pdfText(pdf: Buffer): string {
  const dir = mkdtempSync(join(tmpdir(), 'aushang-'));
  try {
    writeFileSync(join(dir, 'aushang.pdf'), pdf);
    return execFileSync(PDFTOTEXT, ['-raw', '-enc', 'UTF-8', join(dir, 'aushang.pdf'), '-'], {
      encoding: 'utf8',
    });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Words of the PDF's first page with their boxes in pt (poppler's -bbox), for where things landed on paper. */
interface PdfWord {
  text: string;
  xMin: number;
  xMax: number;
}
function pdfWords(pdf: Buffer): PdfWord[] {
  const dir = mkdtempSync(join(tmpdir(), 'aushang-'));
  try {
    writeFileSync(join(dir, 'aushang.pdf'), pdf);
    const html = execFileSync(PDFTOTEXT, ['-bbox', '-enc', 'UTF-8', join(dir, 'aushang.pdf'), '-'], {
      encoding: 'utf8',
    });
    return [
      ...html.matchAll(/<word xMin="([\d.]+)" yMin="[\d.]+" xMax="([\d.]+)" yMax="[\d.]+">([^<]*)<\/word>/g),
    ].map((m) => ({ text: m[3]!, xMin: Number(m[1]), xMax: Number(m[2]) }));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Text without spaces and hyphens, so a name wrapped inside its column still matches. */
const squeeze = (text: string) => text.replace(/[\s\u00ad-]+/g, '');

// A4 landscape with the sheet's 10 mm margins: 297 × 210 mm is 842 × 595 pt; the printable area is
// 277 × 190 mm, at 96 px per inch 1047 × 718 CSS px.
const A4_LANDSCAPE_PT = { width: 842, height: 595 };
const MARGIN_PT = (10 / 25.4) * 72;
const PRINTABLE_PX = { width: Math.floor((277 / 25.4) * 96), height: Math.floor((190 / 25.4) * 96) };

/**
 * The week that is hardest to fit on the paper: the dishes with most codes, a fish with the MSC label and
 * the longest name (on Friday, the right edge), two dishes on three days.
 */
async function fullestWeek() {
  const { recipes } = await seededCatalogue();
  const data = await plannerDataFor(HEADS);
  const marksOf = (r: RecipeListEntry) => dishMarks(data, r.slug);
  const mains = recipes.filter((r) => ['nudel', 'component', 'pan', 'soup', 'sweet'].includes(r.dishType));
  const byCodes = [...mains].sort(
    (a, b) => marksOf(b).codes.length - marksOf(a).codes.length || a.slug.localeCompare(b.slug),
  );
  const msc = mains.find((r) => marksOf(r).labels.includes('*'))!;
  const longest = [...mains].sort((a, b) => b.name.length - a.name.length)[0]!;
  expect(msc).toBeDefined();
  const rest = byCodes.filter((r) => r !== msc && r !== longest).slice(0, 6);
  const days = [[rest[0]!, rest[5]!], [rest[1]!], [rest[2]!, msc], [rest[3]!], [rest[4]!, longest]];
  return { days, msc, marksOf };
}

/** The week as the kitchen's plan: these dishes, by day. */
async function storeWeek(kitchenId: string, id: string, days: { slug: string }[][]): Promise<void> {
  const week: PlanWeek = {
    id,
    days: days.map((d) => ({ recipes: d.map((r) => r.slug) })),
    average: 0,
    version: 1,
  };
  await adminDb().doc(`kitchens/${kitchenId}/weeks/${id}`).set(week);
}

test('the Aushang of a week prints on one A4 landscape page with five days, marks, codes, legends and the institution', async () => {
  const cook = await createCook('aushang', HEADS);
  await adminDb()
    .doc(`kitchens/${cook.uid}`)
    .update({ letterhead: 'Lindenweg 3, 12345 Berlin · Telefon 030 1234567' });
  const { days, msc, marksOf } = await fullestWeek();
  const dishes = days.flat();
  await storeWeek(cook.uid, WEEK, days);
  const allCodes = dishes.flatMap((r) => marksOf(r).codes);
  expect(new Set(allCodes).size).toBeGreaterThan(1);
  const dayLabels = weekDates(WEEK).map(formatShortDay);

  const { page } = await browser.openSignedIn(cook, { after: weekPath(WEEK) });
  await waitForWeek(page, WEEK);
  await page.getByRole('link', { name: 'Aushang drucken' }).click();
  await page.getByRole('heading', { level: 1, name: 'Aushang für die Eltern' }).waitFor({ timeout: 60_000 });
  const sheet = page.getByRole('article', { name: 'Aushang für die Eltern' });
  await sheet.waitFor({ timeout: 60_000 });
  const columns = sheet.getByTestId('notice-day');
  await page.screenshot({ path: '/tmp/aushang-screen-desktop.png', fullPage: true });

  // On a phone the preview stacks the days, one below the other, and nothing runs off the screen.
  await page.setViewportSize(PHONE_VIEWPORT);
  const stacked = await Promise.all(dayLabels.map((_, i) => columns.nth(i).boundingBox()));
  for (let i = 1; i < stacked.length; i++) {
    expect(stacked[i]!.x).toBeCloseTo(stacked[0]!.x, 0);
    expect(stacked[i]!.y).toBeGreaterThanOrEqual(stacked[i - 1]!.y + stacked[i - 1]!.height - 1);
  }
  expect(await page.evaluate('document.documentElement.scrollWidth')).toBeLessThanOrEqual(
    PHONE_VIEWPORT.width,
  );
  await page.screenshot({ path: '/tmp/aushang-screen-phone.png', fullPage: true });

  // What the printer gets, at the printable size of A4 landscape: the sheet, not the frame or the controls.
  await page.setViewportSize(PRINTABLE_PX);
  await page.emulateMedia({ media: 'print' });
  expect(await sheet.isVisible()).toBe(true);
  expect(await page.getByRole('button', { name: 'Drucken' }).isVisible()).toBe(false);
  expect(await page.getByRole('navigation', { name: 'Hauptnavigation' }).isVisible()).toBe(false);
  expect(await page.getByRole('button', { name: /^Konto: / }).isVisible()).toBe(false);
  await page.screenshot({ path: '/tmp/aushang-print.png', fullPage: true });
  // Five columns side by side, each inside the page.
  expect(await columns.count()).toBe(5);
  const boxes = await Promise.all(dayLabels.map((_, i) => columns.nth(i).boundingBox()));
  for (const [i, box] of boxes.entries()) {
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(PRINTABLE_PX.width);
    expect(box!.y).toBeCloseTo(boxes[0]!.y, 0);
    if (i > 0) expect(box!.x).toBeGreaterThan(boxes[i - 1]!.x);
  }
  for (const [i, day] of days.entries()) {
    const column = columns.nth(i);
    expect(await column.getByRole('heading', { level: 3 }).textContent()).toBe(dayLabels[i]);
    for (const dish of day) {
      const { codes } = marksOf(dish);
      const item = column.getByRole('listitem').filter({ hasText: dish.name });
      expect(await item.textContent()).toContain(
        codes.length ? `${dish.name} (${codes.join(', ')})` : dish.name,
      );
    }
  }
  // MSC is a label of the fish dish, explained under "Kennzeichnungen", not among the allergens.
  expect(await columns.nth(2).getByRole('listitem').filter({ hasText: msc.name }).textContent()).toContain(
    'MSC',
  );
  expect(await sheet.getByRole('group', { name: 'Allergene und Zusatzstoffe' }).textContent()).not.toContain(
    'MSC',
  );
  expect(await sheet.getByRole('group', { name: 'Kennzeichnungen' }).textContent()).toContain(
    'MSC = Fisch aus MSC-zertifizierter Fischerei',
  );

  const pdf = await page.pdf({ preferCSSPageSize: true });
  expect(pageCount(pdf)).toBe(1);
  expect(mediaBox(pdf)).toEqual([A4_LANDSCAPE_PT.width, A4_LANDSCAPE_PT.height]);

  // The paper itself is read (tools/test.sh installs poppler-utils).
  if (!existsSync(PDFTOTEXT)) throw new Error('pdftotext fehlt: apt-get install -y poppler-utils');
  const text = squeeze(pdfText(pdf));
  expect(text).toContain(squeeze('Speiseplan Kita Pusteblume'));
  expect(text).toContain(squeeze('Lindenweg 3, 12345 Berlin'));
  expect(text).toContain(squeeze(formatWeekRange(WEEK)));
  for (const label of dayLabels) expect(text).toContain(squeeze(label));
  for (const dish of dishes) {
    const { codes } = marksOf(dish);
    expect(text).toContain(squeeze(codes.length ? `${dish.name} (${codes.join(', ')})` : dish.name));
  }
  for (const line of menuLegend(allCodes)) expect(text).toContain(squeeze(line));
  expect(text).toContain(squeeze('MSC = Fisch aus MSC-zertifizierter Fischerei'));
  // Neither the sidebar nor the page's controls are on the paper.
  for (const absent of ['Rezepte', 'Statistik', 'AushangfürdieEltern', 'ZurückzumSpeiseplan', 'Drucken'])
    expect(text).not.toContain(absent);
  // Every word on the paper lies inside the page's margins: nothing of Friday is cut off.
  const words = pdfWords(pdf);
  expect(words.length).toBeGreaterThan(50);
  for (const word of words) {
    expect(word.xMin).toBeGreaterThanOrEqual(MARGIN_PT - 1);
    expect(word.xMax).toBeLessThanOrEqual(A4_LANDSCAPE_PT.width - MARGIN_PT + 1);
  }
  const friday = dayLabels[4]!.split(' ');
  expect(words.some((w) => w.text === friday[1])).toBe(true);
});

test('without the institution name the Aushang shows its preview but refuses to print and links to Mein Konto', async () => {
  const cook = await createCook('aushang-ohne-name', HEADS);
  await adminDb().doc(`kitchens/${cook.uid}`).update({ name: '' });
  const { recipes } = await seededCatalogue();
  const dish = recipes.find((r) => r.dishType === 'soup')!;
  const week: PlanWeek = {
    id: WEEK,
    days: [[dish.slug], [], [], [], []].map((d) => ({ recipes: d })),
    average: 0,
    version: 1,
  };
  await adminDb().doc(`kitchens/${cook.uid}/weeks/${WEEK}`).set(week);

  const { page } = await browser.openSignedIn(cook);
  await page.goto(appUrl(`/app/plan/${WEEK}/aushang`));
  const sheet = page.getByRole('article', { name: 'Aushang für die Eltern' });
  await sheet.getByText(dish.name).waitFor({ timeout: 60_000 });
  expect(await page.getByRole('button', { name: 'Drucken' }).isDisabled()).toBe(true);
  const refusal = page.getByText('Ohne den Namen Ihrer Einrichtung kann der Aushang nicht gedruckt werden.', {
    exact: false,
  });
  expect(await refusal.isVisible()).toBe(true);
  await page.setViewportSize(PHONE_VIEWPORT);
  await page.screenshot({ path: '/tmp/aushang-ohne-name-phone.png', fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });

  // Printed anyway (the browser's own menu), the paper carries the note, not a menu without a name.
  await page.emulateMedia({ media: 'print' });
  expect(await sheet.isVisible()).toBe(false);
  expect(await refusal.isVisible()).toBe(true);
  const text = squeeze(pdfText(await page.pdf({ preferCSSPageSize: true })));
  expect(text).toContain(squeeze('Ohne den Namen Ihrer Einrichtung kann der Aushang nicht gedruckt werden.'));
  expect(text).not.toContain(squeeze(dish.name));

  await page.emulateMedia({ media: 'screen' });
  await page.getByRole('link', { name: 'Mein Konto' }).click();
  await page.getByRole('heading', { level: 1, name: 'Mein Konto' }).waitFor({ timeout: 60_000 });
});

test('with photos on, the Aushang of the fullest week still fits one A4 landscape page, a cover per day', async () => {
  const cook = await createCook('aushang-fotos', HEADS);
  await adminDb()
    .doc(`kitchens/${cook.uid}`)
    .update({ letterhead: 'Lindenweg 3, 12345 Berlin · Telefon 030 1234567', noticePhotos: true });
  const { days: sharedDays } = await fullestWeek();
  // Photos belong to a kitchen's own recipes: the kitchen's copies of the week's dishes (same names and
  // ingredients), stored as recipes/save stores them, with their list entries.
  const copyOf = async (shared: RecipeListEntry): Promise<Recipe> => {
    const stored = (await adminDb().doc(`recipes/${shared.slug}`).get()).data();
    return RecipeSchema.parse({ ...stored, slug: `${shared.slug}-eigen`, owner: cook.kitchenId, version: 1 });
  };
  const days = await Promise.all(sharedDays.map((day) => Promise.all(day.map(copyOf))));
  const own = days.flat();
  for (const recipe of own) await kitchenData(cook, `recipes/${recipe.slug}`).set(recipe);
  await kitchenData(cook, 'meta/recipes').set({
    items: own.map(({ method: _method, ...entry }) => entry),
    version: 1,
  });
  // A photo on every dish, sent as the app sends it.
  const token = await idTokenOf(cook.email, cook.password);
  const data = readFileSync(PHOTO_FILE).toString('base64');
  for (const recipe of own) {
    const added = await callController(
      'recipes/addImage',
      { recipeId: recipe.slug, data, contentType: 'image/jpeg' },
      token,
    );
    expect(added.error).toBeUndefined();
  }
  await storeWeek(cook.uid, PHOTO_WEEK, days);

  const { page } = await browser.openSignedIn(cook, { after: weekPath(PHOTO_WEEK) });
  await waitForWeek(page, PHOTO_WEEK);
  await page.getByRole('link', { name: 'Aushang drucken' }).click();
  const sheet = page.getByRole('article', { name: 'Aushang für die Eltern' });
  await sheet.waitFor();
  // Each day shows the cover of its first dish, loaded, above the dishes.
  const covers = sheet.getByTestId('notice-photo');
  await covers.nth(4).waitFor();
  expect(await covers.count()).toBe(5);
  for (const [i, day] of days.entries()) {
    const prefix = `/fotos/kitchens/${cook.kitchenId}/recipes/${day[0]!.slug}/`;
    expect(await loadedWidth(covers.nth(i), prefix)).toBeGreaterThan(0);
  }

  await page.setViewportSize(PRINTABLE_PX);
  await page.emulateMedia({ media: 'print' });
  await page.screenshot({ path: '/tmp/aushang-fotos-print.png', fullPage: true });
  const pdf = await page.pdf({ preferCSSPageSize: true });
  writeFileSync('/tmp/aushang-fotos.pdf', pdf);
  expect(pageCount(pdf)).toBe(1);
  expect(mediaBox(pdf)).toEqual([A4_LANDSCAPE_PT.width, A4_LANDSCAPE_PT.height]);
  // The five covers are on the paper (each an image of the PDF), and so is every dish and both legends.
  expect((pdf.toString('latin1').match(/\/Subtype\s*\/Image/g) ?? []).length).toBeGreaterThanOrEqual(5);
  if (!existsSync(PDFTOTEXT)) throw new Error('pdftotext fehlt: apt-get install -y poppler-utils');
  const text = squeeze(pdfText(pdf));
  for (const recipe of own) expect(text).toContain(squeeze(recipe.name));
  expect(text).toContain(squeeze('Allergene und Zusatzstoffe'));
  expect(text).toContain(squeeze('MSC = Fisch aus MSC-zertifizierter Fischerei'));
  const words = pdfWords(pdf);
  for (const word of words) {
    expect(word.xMin).toBeGreaterThanOrEqual(MARGIN_PT - 1);
    expect(word.xMax).toBeLessThanOrEqual(A4_LANDSCAPE_PT.width - MARGIN_PT + 1);
  }
});

test('a recipe prints on A4 portrait without the frame and the page’s controls', async () => {
  const cook = await createCook('rezeptdruck', HEADS);
  const data = await plannerDataFor(HEADS);
  const { recipes } = await seededCatalogue();
  const recipe = recipes.find((r) => r.ingredients.length >= 3)!;
  const { page } = await browser.openSignedIn(cook);
  await page.goto(appUrl(`/app/rezepte/${recipe.slug}`));
  await page.getByRole('heading', { level: 1, name: recipe.name }).waitFor();

  await page.emulateMedia({ media: 'print' });
  for (const control of ['Drucken', 'Als eigenes Rezept kopieren', 'Zurück zu den Rezepten'])
    expect(
      await page
        .getByRole('button', { name: control })
        .or(page.getByRole('link', { name: control }))
        .isVisible(),
    ).toBe(false);
  expect(await page.getByRole('navigation', { name: 'Hauptnavigation' }).isVisible()).toBe(false);
  // Paper gets the headcounts as text, not the input boxes.
  expect(await page.getByRole('group', { name: 'Personenzahlen' }).isVisible()).toBe(false);

  const pdf = await page.pdf({ preferCSSPageSize: true });
  expect(mediaBox(pdf)).toEqual([595, 842]);
  if (!existsSync(PDFTOTEXT)) throw new Error('pdftotext fehlt: apt-get install -y poppler-utils');
  const text = squeeze(pdfText(pdf));
  expect(text).toContain(squeeze(recipe.name));
  expect(text).toContain(squeeze('Für 20 Kindergarten'));
  for (const line of recipe.ingredients)
    expect(text).toContain(squeeze(data.ingredients.get(line.slug)!.name));
  for (const absent of ['Drucken', 'ZurückzudenRezepten', 'AlseigenesRezeptkopieren'])
    expect(text).not.toContain(absent);
});

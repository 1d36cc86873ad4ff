/**
 * The parents' menu (Aushang) as Chromium prints it: from the Speiseplan via 'Aushang drucken', one A4
 * landscape page for the week, with every dish, its allergen and additive codes, the legend in the legal
 * wording and the institution's name; frame and controls are not on the paper.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { menuLegend, recipeAllergens, type PlanWeek, type RecipeListEntry } from '@speiseplaner/shared';
import { useBrowser } from './support/browserHooks';
import { appUrl } from './support/pages';
import { createCook, openWeek, plannerDataFor, seededCatalogue } from './support/planPage';
import { signInWithPassword, waitUntilSignedIn } from './support/signIn';
import { adminDb } from './support/users';

jest.setTimeout(180_000);
const browser = useBrowser();

const WEEK = '2030-W20';
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

/** Seven main dishes, those with marks first, so the week carries several codes. */
function dishesWithCodes(
  recipes: RecipeListEntry[],
  codes: (r: RecipeListEntry) => string[],
): RecipeListEntry[] {
  const mains = recipes.filter((r) => ['nudel', 'component', 'pan', 'soup', 'sweet'].includes(r.dishType));
  return [...mains]
    .sort((a, b) => codes(b).length - codes(a).length || a.slug.localeCompare(b.slug))
    .slice(0, 7);
}

/** Text without spaces and hyphens, so a name wrapped inside its column still matches. */
const squeeze = (text: string) => text.replace(/[\s\u00ad-]+/g, '');

test('the Aushang of a week prints on one A4 landscape page with every dish, its codes, the legend and the institution', async () => {
  const cook = await createCook('aushang', HEADS);
  const { recipes } = await seededCatalogue();
  const data = await plannerDataFor(HEADS);
  const codesOf = (r: RecipeListEntry) => recipeAllergens(data, r.slug);
  const dishes = dishesWithCodes(recipes, codesOf);
  expect(dishes).toHaveLength(7);
  // Monday and Wednesday with two dishes each, the other days one.
  const days = [[dishes[0]!, dishes[5]!], [dishes[1]!], [dishes[2]!, dishes[6]!], [dishes[3]!], [dishes[4]!]];
  const week: PlanWeek = {
    id: WEEK,
    days: days.map((d) => ({ recipes: d.map((r) => r.slug) })),
    average: 0,
    version: 1,
  };
  await adminDb().doc(`users/${cook.uid}/weeks/${WEEK}`).set(week);
  const allCodes = dishes.flatMap(codesOf);
  expect(new Set(allCodes).size).toBeGreaterThan(1);

  const { page } = await browser.open();
  await signInWithPassword(page, cook.email, cook.password);
  await waitUntilSignedIn(page);
  await openWeek(page, WEEK);
  await page.getByRole('link', { name: 'Aushang drucken' }).click();
  await page.getByRole('heading', { level: 1, name: 'Aushang für die Eltern' }).waitFor({ timeout: 20_000 });
  const sheet = page.getByRole('article', { name: 'Aushang für die Eltern' });
  await sheet.waitFor({ timeout: 20_000 });

  // What the printer gets: the sheet, not the frame or the controls.
  await page.emulateMedia({ media: 'print' });
  expect(await sheet.isVisible()).toBe(true);
  expect(await page.getByRole('button', { name: 'Drucken' }).isVisible()).toBe(false);
  expect(await page.getByRole('navigation', { name: 'Hauptnavigation' }).isVisible()).toBe(false);
  expect(await page.getByRole('button', { name: /^Konto: / }).isVisible()).toBe(false);
  for (const dish of dishes) {
    const codes = codesOf(dish);
    await sheet
      .getByText(codes.length ? `${dish.name} (${codes.join(', ')})` : dish.name, { exact: true })
      .waitFor();
  }

  const pdf = await page.pdf({ preferCSSPageSize: true });
  expect(pageCount(pdf)).toBe(1);
  // A4 landscape: 297 × 210 mm = 842 × 595 pt.
  expect(mediaBox(pdf)).toEqual([842, 595]);

  // The paper itself is read (tools/test.sh installs poppler-utils).
  if (!existsSync(PDFTOTEXT)) throw new Error('pdftotext fehlt: apt-get install -y poppler-utils');
  const text = squeeze(pdfText(pdf));
  expect(text).toContain(squeeze('Speiseplan Kita Pusteblume'));
  expect(text).toContain(squeeze(`Woche ${WEEK}`));
  for (const day of ['Montag', 'Dienstag', 'Mittwoch', 'Donnerstag', 'Freitag']) expect(text).toContain(day);
  for (const dish of dishes) {
    const codes = codesOf(dish);
    expect(text).toContain(squeeze(codes.length ? `${dish.name} (${codes.join(', ')})` : dish.name));
  }
  for (const line of menuLegend(allCodes)) expect(text).toContain(squeeze(line));
  // Neither the sidebar nor the page's controls are on the paper.
  for (const absent of ['Zutaten', 'AushangfürdieEltern', 'ZurückzumSpeiseplan', 'Drucken'])
    expect(text).not.toContain(absent);
});

test('a recipe prints on A4 portrait without the frame and the page’s controls', async () => {
  const cook = await createCook('rezeptdruck', HEADS);
  const data = await plannerDataFor(HEADS);
  const { recipes } = await seededCatalogue();
  const recipe = recipes.find((r) => r.ingredients.length >= 3)!;
  const { page } = await browser.open();
  await signInWithPassword(page, cook.email, cook.password);
  await waitUntilSignedIn(page);
  await page.goto(appUrl(`/app/rezepte/${recipe.slug}`));
  await page.getByRole('heading', { level: 1, name: recipe.name }).waitFor({ timeout: 30_000 });

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

import { render, screen, within } from '@testing-library/react';
import {
  emptyPlanWeek,
  IngredientSchema,
  preparePlannerData,
  RecipeSchema,
  type PlanWeek,
} from '@speiseplaner/shared';
import { CURRY, INGREDIENTS, SOUP } from '../../../test/testCatalogue';
import { menuNotice } from './menuNotice';
import MenuNoticeSheet from './MenuNoticeSheet';

// Wild sea fish: MSC-labelled ('*'), not organic; with potatoes a dish that is neither vegetarian nor Bio.
const SEELACHS = IngredientSchema.parse({
  ...INGREDIENTS[0]!,
  slug: 'seelachs',
  name: 'Seelachs',
  foodGroup: 'fish',
  isFish: true,
  isOrganic: false,
  allergens: ['17', '*'],
});
const FISH = RecipeSchema.parse({
  ...CURRY,
  slug: 'seelachs-kartoffeln',
  name: 'Seelachsfilet mit Salzkartoffeln und Gurkensalat nach Art des Hauses',
  ingredients: [
    { slug: 'seelachs', amount: 800 },
    { slug: 'kartoffel', amount: 1000 },
  ],
});
const POTATOES = RecipeSchema.parse({
  ...CURRY,
  slug: 'pellkartoffeln',
  name: 'Pellkartoffeln',
  ingredients: [{ slug: 'kartoffel', amount: 1500 }],
});

const data = preparePlannerData({
  ingredients: [...INGREDIENTS, SEELACHS],
  recipes: [SOUP, CURRY, FISH, POTATOES],
  today: '2026-11-25',
});

const week = (days: string[][]): PlanWeek => ({
  ...emptyPlanWeek('2026-W49'),
  days: days.map((recipes) => ({ recipes })),
});

// A certified kitchen: its notice may say "Bio" (the uncertified case is in MenuNoticePage.test.tsx).
const CONTROL_CODE = 'DE-ÖKO-006';

function renderSheet(days: string[][], letterhead = '') {
  render(
    <MenuNoticeSheet
      notice={menuNotice(data, week(days), CONTROL_CODE)}
      institution="Kita Sonnenschein"
      letterhead={letterhead}
    />,
  );
  return screen.getByRole('article', { name: 'Aushang für die Eltern' });
}

const items = (list: HTMLElement) =>
  within(list)
    .getAllByRole('listitem')
    .map((li) => li.textContent);

describe('the printed parents’ menu', () => {
  it('heads the sheet with the institution, its letterhead and the week, and names the days with dates', () => {
    const sheet = renderSheet([[SOUP.slug], [], [], [], []], 'Lindenweg 3, 12345 Berlin\nTel. 030 123456');
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Speiseplan Kita Sonnenschein');
    expect(within(sheet).getByTestId('letterhead')).toHaveTextContent(
      'Lindenweg 3, 12345 Berlin Tel. 030 123456',
    );
    expect(sheet).toHaveTextContent('KW 49 · 30.11.–04.12.2026');
    expect(
      within(sheet)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Mo 30.11.', 'Di 01.12.', 'Mi 02.12.', 'Do 03.12.', 'Fr 04.12.']);
    expect(within(sheet).getAllByText('Kein Essen geplant')).toHaveLength(4);
  });

  it('marks each dish vegetarian or vegan in words, with its codes, and explains the marks in a legend', () => {
    const sheet = renderSheet([[SOUP.slug, CURRY.slug], [POTATOES.slug], [], [], []]);
    expect(items(within(sheet).getByRole('list', { name: 'Gerichte am Montag' }))).toEqual([
      'Karottensuppe (10)vegetarisch · Bio',
      'Hähnchen-CurryBio',
    ]);
    expect(items(within(sheet).getByRole('list', { name: 'Gerichte am Dienstag' }))).toEqual([
      'Pellkartoffelnvegan · Bio',
    ]);
    expect(items(within(sheet).getByRole('group', { name: 'Allergene und Zusatzstoffe' }))).toEqual([
      '10 = Milch (einschließlich Laktose)',
    ]);
    expect(items(within(sheet).getByRole('group', { name: 'Kennzeichnungen' }))).toEqual([
      'vegetarisch = ohne Fleisch und Fisch',
      'vegan = ohne Zutaten von Tieren',
      'Bio = alle landwirtschaftlichen Zutaten aus ökologischem Landbau (Öko-Kontrollstelle DE-ÖKO-006)',
    ]);
  });

  it('lists MSC as a label of the dish and in “Kennzeichnungen”, never among allergens and additives', () => {
    const sheet = renderSheet([[], [], [FISH.slug], [], []]);
    expect(items(within(sheet).getByRole('list', { name: 'Gerichte am Mittwoch' }))).toEqual([
      'Seelachsfilet mit Salzkartoffeln und Gurkensalat nach Art des Hauses (17)MSC',
    ]);
    const codes = within(sheet).getByRole('group', { name: 'Allergene und Zusatzstoffe' });
    expect(items(codes)).toEqual(['17 = Fische']);
    expect(codes).not.toHaveTextContent('MSC');
    expect(items(within(sheet).getByRole('group', { name: 'Kennzeichnungen' }))).toEqual([
      'MSC = Fisch aus MSC-zertifizierter Fischerei',
    ]);
  });

  it('says so when the week needs no codes, and leaves out a letterhead that is not set', () => {
    const sheet = renderSheet([[CURRY.slug], [], [], [], []]);
    expect(within(sheet).getByRole('group', { name: 'Allergene und Zusatzstoffe' })).toHaveTextContent(
      'Diese Woche enthält keine kennzeichnungspflichtigen Allergene oder Zusatzstoffe.',
    );
    expect(items(within(sheet).getByRole('group', { name: 'Kennzeichnungen' }))).toEqual([
      'Bio = alle landwirtschaftlichen Zutaten aus ökologischem Landbau (Öko-Kontrollstelle DE-ÖKO-006)',
    ]);
    expect(screen.queryByTestId('letterhead')).not.toBeInTheDocument();
  });

  it('prints the kitchen’s own marks at the dish, in the legend and names the ingredient as its own', () => {
    const own = preparePlannerData({
      ingredients: [...INGREDIENTS, SEELACHS],
      recipes: [SOUP, CURRY, FISH, POTATOES],
      today: '2026-11-25',
      userAllergens: { sahne: { add: ['21'], remove: [], reason: 'Sahne mit Sesamöl vom Hof Sonne' } },
    });
    render(
      <MenuNoticeSheet
        notice={menuNotice(own, week([[SOUP.slug], [], [], [], []]), CONTROL_CODE)}
        institution="Kita Sonnenschein"
        letterhead=""
      />,
    );
    const sheet = screen.getByRole('article', { name: 'Aushang für die Eltern' });
    expect(within(sheet).getAllByRole('listitem')[0]).toHaveTextContent('Karottensuppe (10, 21)');
    const legend = within(sheet).getByRole('group', { name: 'Allergene und Zusatzstoffe' });
    expect(legend).toHaveTextContent('21 = Sesamsamen');
    expect(within(legend).getByTestId('own-allergens')).toHaveTextContent(
      'Allergene nach eigener Angabe der Küche: Sahne',
    );
  });

  it('leaves the note out when no dish of the week uses the kitchen’s own marks', () => {
    renderSheet([[SOUP.slug], [], [], [], []]);
    expect(screen.queryByTestId('own-allergens')).not.toBeInTheDocument();
  });
});

/**
 * The one allergen rule (shared allergens/allergenMarks) in every view's helper: a fish dish with an MSC
 * label and an organic side lists „Fisch“ as allergen in the week view, on the recipe page, on the Aushang
 * and in the shopping list, and none of them lists MSC or Bio among the allergens (issue #31).
 */
import { render, screen } from '@testing-library/react';
import {
  analyseWeek,
  allergenLabel,
  PlanWeekSchema,
  preparePlannerData,
  recipeAllergens,
  shoppingItemMarks,
} from '@speiseplaner/shared';
import AllergenList from '../features/recipes/AllergenList';
import { menuNotice } from '../features/print/menuNotice';

const ingredient = (slug: string, name: string, extra: Record<string, unknown>) => ({
  slug,
  name,
  unit: 'g',
  referenceAmount: 100,
  netReferenceAmount: 100,
  referenceAmountInG: 100,
  prices: [{ price: 1, fromDate: '2026-01-01', referenceAmount: 100 }],
  ...extra,
});

const data = preparePlannerData({
  ingredients: [
    ingredient('seelachs', 'Seelachsfilet', { foodGroup: 'fish', isFish: true, allergens: ['17', '*'] }),
    ingredient('bio-kartoffeln', 'Bio-Kartoffeln', {
      foodGroup: 'potatoes',
      isPotato: true,
      isOrganic: true,
    }),
  ],
  recipes: [
    {
      slug: 'seelachs-kartoffeln',
      name: 'Seelachs mit Bio-Kartoffeln',
      ingredients: [
        { slug: 'seelachs', amount: 90 },
        { slug: 'bio-kartoffeln', amount: 150 },
      ],
    },
  ],
  today: '2026-11-30',
  defaultHeads: { kiga: 10 },
});
const week = PlanWeekSchema.parse({
  id: '2026-W49',
  days: [
    { recipes: ['seelachs-kartoffeln'] },
    { recipes: [] },
    { recipes: [] },
    { recipes: [] },
    { recipes: [] },
  ],
});
const NOT_ALLERGENS = ['*', 'MSC', 'Bio'];

describe('every view lists allergens by the one shared rule', () => {
  it('week view: the day lists Fisch, and MSC only as a label', () => {
    const day = analyseWeek(data, week, []).days[0]!;
    expect(day.allergens.map(allergenLabel)).toEqual(['Fisch']);
    for (const mark of NOT_ALLERGENS) expect(day.allergens.map(String)).not.toContain(mark);
    expect(day.labels.map(allergenLabel)).toEqual(['MSC']);
  });

  it('recipe page: Fisch among the allergens, MSC apart as Kennzeichnung', () => {
    render(<AllergenList ids={recipeAllergens(data, 'seelachs-kartoffeln')} />);
    const codes = screen.getByLabelText('Allergene und Zusatzstoffe');
    expect(codes).toHaveTextContent('17 Fisch');
    expect(codes).not.toHaveTextContent('MSC');
    expect(codes).not.toHaveTextContent('Bio');
    expect(screen.getByTestId('recipe-labels')).toHaveTextContent('Kennzeichnungen: MSC');
  });

  it('Aushang: code 17 beside the dish and in the legend, MSC and Bio as labels only', () => {
    const notice = menuNotice(data, week, 'DE-ÖKO-006');
    const dish = notice.days[0]!.dishes[0]!;
    expect(dish.codes).toEqual(['17']);
    expect(dish.labels).toEqual(['MSC']);
    expect(notice.legend).toEqual(['17 = Fische']);
    expect(notice.labelLegend.join('\n')).toContain('MSC = Fisch aus MSC-zertifizierter Fischerei');
  });

  it('shopping list: the fish names only code 17, the organic potatoes no mark at all', () => {
    expect(shoppingItemMarks(data, 'seelachs')).toBe('Allergene: 17');
    expect(shoppingItemMarks(data, 'bio-kartoffeln')).toBe('');
  });
});

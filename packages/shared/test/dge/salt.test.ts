/**
 * Salt per lunch (docs/domain-rules.md, "Salt per lunch"): one lunch at most a third of the age group's
 * daily salt value, the lunches of a week on average at most a quarter.
 */
import {
  DAILY_SALT_REFERENCE,
  lunchSaltCeiling,
  lunchSaltFindings,
  preparePlannerData,
  weekSaltCeiling,
  weekSaltFindings,
  type IngredientInput,
  type RecipeInput,
} from '../../src';
import { INGREDIENTS, TODAY } from '../fixtures/kitchen';

const SALTY: IngredientInput = {
  slug: 'salzig',
  name: 'Salziges',
  unit: 'g',
  referenceAmount: 100,
  netReferenceAmount: 100,
  referenceAmountInG: 100,
  components: { protein: 0, carbs: 0, fat: 0, fiber: 0, salt: 10 },
};
/** `grams` of an ingredient with 10 % salt per Kindergarten portion. */
const dish = (slug: string, grams: number): RecipeInput => ({
  slug,
  name: slug,
  portions: 1,
  ingredients: [{ slug: 'salzig', amount: grams }],
});
const data = preparePlannerData({
  ingredients: [...INGREDIENTS, SALTY],
  recipes: [dish('salz-07', 7), dish('salz-10', 10), dish('salz-22', 22)],
  today: TODAY,
});

describe('the salt ceiling of a lunch', () => {
  it('is a third of the daily value per lunch and a quarter in the week’s mean', () => {
    expect(DAILY_SALT_REFERENCE).toEqual({ kita: 2.8, kiga: 3.3, school: 4.3, highschool: 5.1, adult: 5.1 });
    expect(lunchSaltCeiling('kiga')).toBeCloseTo(1.1);
    expect(lunchSaltCeiling('kita')).toBeCloseTo(0.933);
    expect(weekSaltCeiling('kiga')).toBeCloseTo(0.825);
  });

  it('names the age groups a salty lunch is too salty for, in German', () => {
    // 2.2 g per Kindergarten portion: two thirds of a 4–6-year-old's day.
    expect(lunchSaltFindings(data, ['salz-22'], ['kiga']).map((f) => f.text)).toEqual([
      'Kindergarten: 2,2 g Salz je Portion – höchstens 1,1 g',
    ]);
    // 1.0 g per Kindergarten portion is 0.8 g per Krippe portion and 1.6 g for adults: within every ceiling.
    expect(lunchSaltFindings(data, ['salz-10'])).toEqual([]);
    // Two dishes of one lunch add up.
    expect(lunchSaltFindings(data, ['salz-10', 'salz-07']).map((f) => f.group)).toEqual([
      'kita',
      'kiga',
      'school',
      'highschool',
      'adult',
    ]);
  });

  it('checks a week’s mean against a quarter of the day', () => {
    const days = ['salz-10', 'salz-10', 'salz-10', 'salz-07', 'salz-07'].map((s) => ({ recipes: [s] }));
    // Mean 0.88 g per Kindergarten portion: no lunch too salty, the week is.
    expect(weekSaltFindings(data, days, ['kiga']).map((f) => f.text)).toEqual([
      'Kindergarten: 0,9 g Salz je Portion im Wochenmittel – höchstens 0,8 g',
    ]);
    expect(weekSaltFindings(data, days.slice(3), ['kiga'])).toEqual([]);
  });
});

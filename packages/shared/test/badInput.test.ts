/** Every function given data that fails its schema throws a DomainError with a German message. */
import * as shared from '../src';
import { kitchenData } from './fixtures/planner';

const data = kitchenData();
const brokenIngredient = { slug: 'Möhre', name: '', unit: 'kg' };
const brokenRecipe = { slug: 'x', name: 'X', portions: 0 };
const brokenWeek = { id: '2026-W60' };

const CASES: [string, () => unknown][] = [
  ['currentPrice', () => shared.currentPrice(brokenIngredient, '2026-11-23')],
  [
    'currentPriceEntry',
    () =>
      shared.currentPriceEntry([{ price: -1, fromDate: '2026-01-01', referenceAmount: 100 }], '2026-11-23'),
  ],
  ['pricePerUnit', () => shared.pricePerUnit({ price: 1, referenceAmount: 0 })],
  ['netToGrossFactor', () => shared.netToGrossFactor({ netReferenceAmount: 0, referenceAmount: 100 })],
  ['comparablePrice', () => shared.comparablePrice(Number.NaN, 100)],
  ['effectivePrice', () => shared.effectivePrice(brokenIngredient, {}, '2026-11-23')],
  [
    'setUserPrice',
    () => shared.setUserPrice({ x: { price: -1, amount: 1 } } as never, 'moehren', { price: 1, amount: 1 }),
  ],
  ['removeUserPrice', () => shared.removeUserPrice({ x: 'teuer' } as never, 'x')],
  ['setIngredientPrice', () => shared.setIngredientPrice(brokenIngredient, 1, '2026-11-23')],
  ['changeReferenceAmount', () => shared.changeReferenceAmount(brokenIngredient, 1000, '2026-11-23')],
  ['applyPriceChange', () => shared.applyPriceChange(brokenIngredient, { slug: 'x' })],
  ['ingredientWarnings', () => shared.ingredientWarnings(brokenIngredient)],
  ['preparePlannerData', () => shared.preparePlannerData({ ingredients: [brokenIngredient] })],
  ['portionFactor', () => shared.portionFactor({ headPortionFactors: { kiga: -1 } }, 'kiga')],
  ['kigaPortions', () => shared.kigaPortions({ headPortionFactors: {} }, { kiga: 1.5 })],
  ['totalHeads', () => shared.totalHeads({ kiga: -1 })],
  ['dayHeads', () => shared.dayHeads({ heads: { kiga: -3 } }, { kiga: 1 })],
  ['recipeBreakdown', () => shared.recipeBreakdown(data, brokenRecipe)],
  ['recipePortionCosts', () => shared.recipePortionCosts(data, brokenRecipe)],
  ['scaleRecipe', () => shared.scaleRecipe(data, 'apfel', { kiga: 'viele' })],
  ['recipeCost', () => shared.recipeCost(data, 'apfel', { baby: 1 })],
  ['recipeNutrients', () => shared.recipeNutrients(data, brokenRecipe)],
  ['recipeAllergens', () => shared.recipeAllergens(data, 'gibt-es-nicht')],
  ['recipeWarnings', () => shared.recipeWarnings(data, brokenRecipe)],
  ['dayCost', () => shared.dayCost(data, { recipes: [1, 2] })],
  ['weekCost', () => shared.weekCost(data, brokenWeek)],
  ['periodCost', () => shared.periodCost(data, [brokenWeek])],
  ['masterplanTrend', () => shared.masterplanTrend([{ id: '2026-W01', averageCosts: Number.NaN }])],
  ['dgeCheck', () => shared.dgeCheck(data, [{}, {}, {}])],
  ['dgeCheckPlan', () => shared.dgeCheckPlan(data, [brokenWeek])],
  [
    'buildShoppingList',
    () =>
      shared.buildShoppingList(data, { weeks: [brokenWeek], startDate: '2026-11-23', endDate: '2026-11-27' }),
  ],
  [
    'newShoppingList',
    () =>
      shared.newShoppingList(data, 'bad id!', { weeks: [], startDate: '2026-11-23', endDate: '2026-11-27' }),
  ],
  ['groupShoppingItems', () => shared.groupShoppingItems([{ slug: 'x' }] as never)],
  ['toPurchaseUnit', () => shared.toPurchaseUnit(-5, 'g')],
  [
    'shoppingListStatus',
    () => shared.shoppingListStatus({ id: 'l', startDate: '2026-11-27', endDate: '2026-11-23' }),
  ],
  ['withShoppingStatus', () => shared.withShoppingStatus({})],
  ['shoppingListTotal', () => shared.shoppingListTotal({ id: 'l' })],
  ['bioShare', () => shared.bioShare([{ date: '2026-11-01', value: -5, organic: true }])],
  ['bioLevel', () => shared.bioLevel(Number.NaN)],
  ['monthlyBioShare', () => shared.monthlyBioShare([], 'November')],
  ['bioShareWindow', () => shared.bioShareWindow([], '2026-11', 0)],
  ['purchasesFromShoppingList', () => shared.purchasesFromShoppingList(data, { id: 'l' })],
  ['formatDate', () => shared.formatDate('2026-13-01')],
  ['addDays', () => shared.addDays('2026-11-23', 1.5)],
  ['daysBetween', () => shared.daysBetween('gestern', '2026-11-23')],
  ['isoWeekId', () => shared.isoWeekId('kein Datum')],
  ['weekMonday', () => shared.weekMonday('2026-W54')],
  ['weekDates', () => shared.weekDates('KW 48')],
  ['addWeeks', () => shared.addWeeks('2026-W48', 0.5)],
  ['weekIdsBetween', () => shared.weekIdsBetween('2026-11-23', '2026-02-30')],
  ['workshopSlug', () => shared.workshopSlug('Klima', 'nie')],
  ['upcomingWorkshops', () => shared.upcomingWorkshops([{ slug: 'x' }])],
  ['workshopTimeRange', () => shared.workshopTimeRange({ date: 'morgen', duration: 90 })],
  ['dateBadge', () => shared.dateBadge('irgendwann')],
  ['canApplyForWorkshop', () => shared.canApplyForWorkshop({ title: 'Klima' })],
  ['slugify', () => shared.slugify(42 as never)],
  ['parseOrThrow', () => shared.parseOrThrow(shared.UserSchema, { id: '' }, 'Nutzer')],
  ['parseActionPayload', () => shared.parseActionPayload('user/name', { name: 'x'.repeat(121) })],
  ['parseActionAnswer', () => shared.parseActionAnswer('workshops/list', { workshops: 'keine' })],
  ['assertWeekId', () => shared.assertWeekId(2026)],
  ['assertDateString', () => shared.assertDateString('1.1.2026')],
  ['assertPlannerData', () => shared.assertPlannerData({})],
  ['resolveRecipe', () => shared.resolveRecipe(data, 'nirgends')],
  ['monthsEndingWith', () => shared.monthsEndingWith('2026-11', 1000)],
  ['toInstant', () => shared.toInstant('kaputt')],
  ['berlinParts', () => shared.berlinParts(Number.NaN)],
  ['grossAmount', () => shared.grossAmount(100, { netReferenceAmount: 120, referenceAmount: 100 })],
  ['dateToUtcMs', () => shared.dateToUtcMs('2026-02-29')],
  ['weekdayOf', () => shared.weekdayOf('')],
  ['parsePlanOrMasterplanWeek', () => shared.parsePlanOrMasterplanWeek({ id: '2026-W48', averageCosts: -1 })],
  ['withWeekAverage', () => shared.withWeekAverage(data, brokenWeek as never)],
  ['formatPurchaseAmount', () => shared.formatPurchaseAmount(Number.NaN, 'kg')],
];

describe('bad input', () => {
  it.each(CASES)('%s throws a DomainError with a German message', (_name, call) => {
    let thrown: unknown;
    try {
      call();
    } catch (err) {
      thrown = err;
    }
    expect(shared.isDomainError(thrown)).toBe(true);
    const message = (thrown as Error).message;
    // German sentences from our catalogue of messages, never a raw zod or JS message.
    expect(message).toMatch(
      /^(Ungültig|Unbekannt|Die |Der |Das |Eine |Für |Rezept |Planungsdaten |Erwartet |Zutat )/,
    );
  });
});

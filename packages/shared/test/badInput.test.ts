/**
 * Every function given bad input at run time throws a DomainError with a German message. Rules take typed
 * values and do not parse them again, so the cases here are what a type cannot rule out (NaN, negative or
 * fractional numbers, dates that do not exist, unknown slugs) and the boundaries that take `unknown`
 * (parse…, preparePlannerData, assert…, upcomingWorkshops). Input of the wrong shape is a compile error
 * now: those former cases are in badInput.types.ts, which `tsc` checks.
 */
import * as shared from '../src';
import { kitchenData, week } from './fixtures/planner';

const data = kitchenData();
const carrot = data.ingredients.get('moehren')!;
const apple = data.recipes.get('apfel')!;
const W48 = week('2026-W48', [['apfel'], [], [], [], []]);
const list = shared.ShoppingListSchema.parse({ id: 'l', startDate: '2026-11-23', endDate: '2026-11-27' });
const nanItem: shared.ShoppingItem = {
  slug: 'x',
  name: 'X',
  foodGroup: 'other',
  amount: 1,
  unit: 'g',
  cost: Number.NaN,
  checked: false,
};
// For the boundary preparePlannerData.
const brokenIngredient = { slug: 'Möhre', name: '', unit: 'kg' };
const noRecipes = { recipes: [] };

const CASES: [string, () => unknown][] = [
  [
    'currentPrice',
    () =>
      shared.currentPrice({ ...carrot, prices: [{ ...carrot.prices[0]!, price: Number.NaN }] }, '2026-11-23'),
  ],
  [
    'currentPriceEntry',
    () =>
      shared.currentPriceEntry([{ price: -1, fromDate: '2026-01-01', referenceAmount: 100 }], '2026-11-23'),
  ],
  ['pricePerUnit', () => shared.pricePerUnit({ price: 1, referenceAmount: 0 })],
  [
    'addPriceEntry',
    () => shared.addPriceEntry([], { price: Number.NaN, fromDate: '2026-01-01', referenceAmount: 100 }),
  ],
  [
    'correctPriceEntry',
    () =>
      shared.correctPriceEntry(carrot.prices, 0, { price: 1, fromDate: '1.1.2026', referenceAmount: 100 }),
  ],
  ['removePriceEntry', () => shared.removePriceEntry(carrot.prices, 0.5)],
  ['netToGrossFactor', () => shared.netToGrossFactor({ netReferenceAmount: 0, referenceAmount: 100 })],
  ['comparablePrice', () => shared.comparablePrice(Number.NaN, 100)],
  [
    'effectivePrice',
    () => shared.effectivePrice(carrot, { moehren: { price: Number.NaN, amount: 1 } }, '2026-11-23'),
  ],
  ['setUserPrice', () => shared.setUserPrice({}, 'moehren', { price: Number.NaN, amount: 1 })],
  ['setIngredientPrice', () => shared.setIngredientPrice(carrot, Number.NaN, '2026-11-23')],
  [
    'changeReferenceAmount',
    () => shared.changeReferenceAmount({ ...carrot, referenceAmount: 0 }, 1000, '2026-11-23'),
  ],
  [
    'applyPriceChange',
    () =>
      shared.applyPriceChange(carrot, {
        slug: 'moehren',
        price: 1,
        amount: Number.NaN,
        fromDate: '2026-11-23',
      }),
  ],
  ['preparePlannerData', () => shared.preparePlannerData({ ingredients: [brokenIngredient] })],
  ['portionFactor', () => shared.portionFactor({ headPortionFactors: { kiga: -1 } }, 'kiga')],
  ['kigaPortions', () => shared.kigaPortions({ headPortionFactors: {} }, { kiga: 1.5 })],
  ['totalHeads', () => shared.totalHeads({ kiga: -1 })],
  ['dayHeads', () => shared.dayHeads({ heads: { kiga: -3 } }, { kiga: 1 })],
  ['recipeBreakdown', () => shared.recipeBreakdown(data, { ...apple, portions: 0 })],
  [
    'recipePortionCosts',
    () => shared.recipePortionCosts(data, { ...apple, headPortionFactors: { school: Number.NaN } }),
  ],
  ['scaleRecipe', () => shared.scaleRecipe(data, 'apfel', { kiga: Number.NaN })],
  ['recipeCost', () => shared.recipeCost(data, 'apfel', { kiga: -1 })],
  [
    'recipeNutrients',
    () => shared.recipeNutrients(data, { ...apple, ingredients: [{ slug: 'apfel', amount: Number.NaN }] }),
  ],
  ['recipeAllergens', () => shared.recipeAllergens(data, 'gibt-es-nicht')],
  ['recipeWarnings', () => shared.recipeWarnings(data, 'nirgends')],
  ['dayCost', () => shared.dayCost(data, { recipes: ['apfel'], heads: { kiga: -1 } })],
  ['weekCost', () => shared.weekCost(data, { ...W48, id: '2026-W60' })],
  ['periodCost', () => shared.periodCost(data, [{ ...W48, days: W48.days.slice(0, 2) }])],
  ['masterplanTrend', () => shared.masterplanTrend([{ id: '2026-W01', average: Number.NaN }])],
  ['masterplanTrendLine', () => shared.masterplanTrendLine([{ id: 'KW 1', average: 1 }])],
  ['dgeCheck', () => shared.dgeCheck(data, [noRecipes, noRecipes, noRecipes])],
  ['dgeCheckPlan', () => shared.dgeCheckPlan(data, [W48, { ...W48, id: '2026-W60' }])],
  ['dgeGlance', () => shared.dgeGlance(data, W48, [{ ...W48, id: '2026-W47', days: W48.days.slice(0, 2) }])],
  ['weekSeason', () => shared.weekSeason(data, { ...W48, days: W48.days.slice(0, 2) })],
  [
    'buildShoppingList',
    () =>
      shared.buildShoppingList(data, {
        weeks: [{ ...W48, id: '2026-W60' }],
        startDate: '2026-11-23',
        endDate: '2026-11-27',
      }),
  ],
  [
    'newShoppingList',
    () =>
      shared.newShoppingList(data, 'bad id!', { weeks: [], startDate: '2026-11-23', endDate: '2026-11-27' }),
  ],
  ['groupShoppingItems', () => shared.groupShoppingItems([nanItem])],
  ['toPurchaseUnit', () => shared.toPurchaseUnit(-5, 'g')],
  ['shoppingListStatus', () => shared.shoppingListStatus({ status: 'open', endDate: '2026-02-30' })],
  ['withShoppingStatus', () => shared.withShoppingStatus({ ...list, endDate: 'morgen' })],
  ['shoppingListTotal', () => shared.shoppingListTotal({ items: [nanItem] })],
  ['bioShare', () => shared.bioShare([{ date: '2026-11-01', value: -5, organic: true }])],
  ['bioLevel', () => shared.bioLevel(Number.NaN)],
  ['monthlyBioShare', () => shared.monthlyBioShare([], 'November')],
  ['bioShareWindow', () => shared.bioShareWindow([], '2026-11', 0)],
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
  [
    'canApplyForWorkshop',
    () =>
      shared.canApplyForWorkshop({
        title: 'Klima',
        date: '2026-12-01T10:00:00+01:00',
        deadline: '2026-11-31',
      }),
  ],
  ['shoppingListCsv', () => shared.shoppingListCsv({ items: [nanItem] })],
  ['shoppingListFileName', () => shared.shoppingListFileName({ startDate: '2026-11-23', endDate: '23.11.' })],
  ['slugify', () => shared.slugify(42 as never)],
  ['parseOrThrow', () => shared.parseOrThrow(shared.UserSchema, { id: '' }, 'Nutzer')],
  [
    'parseActionPayload',
    () => shared.parseActionPayload('user/updateProfile', { version: 0, changes: { name: 'x'.repeat(121) } }),
  ],
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
  ['withWeekAverage', () => shared.withWeekAverage(data, { ...W48, days: [] })],
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

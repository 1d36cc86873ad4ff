import {
  DomainError,
  dayCost,
  emptyMasterplanWeek,
  emptyPlanWeek,
  masterplanTrend,
  periodCost,
  weekCost,
  withWeekAverage,
  PlanWeekSchema,
} from '../../src';
import { kitchenData, week } from '../fixtures/planner';
import { W48 } from '../fixtures/plans';

describe('day and week costs', () => {
  const data = kitchenData();

  it('sums the recipes of a day and reports unknown ones', () => {
    const fr = dayCost(data, W48.days[4]!);
    expect(fr.perKigaPortion).toBeCloseTo(1.04, 10);
    expect(fr.missingRecipes).toEqual(['unbekannt']);
    expect(fr.recipeCount).toBe(1);
    // school portion of the gulasch uses its own factor 1.5: 1.80 × 1.5 = 2.70
    expect(dayCost(data, W48.days[2]!).perPortion.school).toBeCloseTo(2.7, 10);
  });

  it("uses a day's own heads instead of the default heads", () => {
    // 1.80 € × (10 + 10 × 1.5) = 45 €
    expect(
      dayCost(data, { recipes: ['rindergulasch-reis'], heads: { kiga: 10, school: 10 } }).total,
    ).toBeCloseTo(45, 10);
    const twenty = kitchenData({ defaultHeads: { kiga: 20 } });
    expect(dayCost(twenty, { recipes: ['rindergulasch-reis'] }).total).toBeCloseTo(36, 10); // 1.80 × 20
  });

  it('averages the week over planned days only: (1.175 + 0.79 + 1.80 + 1.04) ÷ 4 = 1.20125', () => {
    const cost = weekCost(data, W48);
    expect(cost.average).toBeCloseTo(1.20125, 10);
    expect(cost.plannedDays).toBe(4);
    expect(cost.total).toBeCloseTo(4.805, 10); // default heads: one Kindergarten child
    expect(cost.missingRecipes).toEqual(['unbekannt']);
    expect(withWeekAverage(data, PlanWeekSchema.parse(W48)).average).toBeCloseTo(1.20125, 10);
  });

  it('gives an empty week an average of 0, not NaN', () => {
    const empty = weekCost(data, emptyPlanWeek('2026-W49'));
    expect(empty.average).toBe(0);
    expect(empty.total).toBe(0);
  });

  it('sums six weeks and averages per planned day', () => {
    const other = week('2026-W49', [['apfel'], [], [], [], []]);
    const period = periodCost(data, [W48, other]);
    expect(period.total).toBeCloseTo(4.805 + 0.3, 10);
    // (1.20125 × 4 + 0.30 × 1) ÷ 5 = 1.021
    expect(period.average).toBeCloseTo(1.021, 10);
  });

  it('throws for a week without five days', () => {
    expect(() => weekCost(data, { id: '2026-W48', days: [{ recipes: [] }] })).toThrow(DomainError);
  });
});

describe('masterplan trend', () => {
  const mw = (id: string, average: number) => ({ id, average });

  it('is the mean average of the last four weeks by week id', () => {
    // last four: W03..W06 → (2 + 3 + 4 + 5) ÷ 4 = 3.5, whatever order they arrive in
    expect(
      masterplanTrend([
        mw('2026-W06', 5),
        mw('2026-W01', 100),
        mw('2026-W03', 2),
        mw('2026-W05', 4),
        mw('2026-W04', 3),
        mw('2026-W02', 50),
      ]),
    ).toBe(3.5);
  });

  it('uses the weeks there are when fewer than four, and 0 for none', () => {
    expect(masterplanTrend([mw('2026-W01', 1), mw('2026-W02', 2)])).toBe(1.5);
    expect(masterplanTrend([])).toBe(0);
    expect(() => masterplanTrend([mw('2026-W01', -1)])).toThrow(DomainError);
  });
});

describe('weeks created on demand', () => {
  it('have five empty days and average 0', () => {
    expect(emptyPlanWeek('2026-W48')).toEqual({
      id: '2026-W48',
      days: [{ recipes: [] }, { recipes: [] }, { recipes: [] }, { recipes: [] }, { recipes: [] }],
      average: 0,
      version: 0,
    });
    expect(emptyMasterplanWeek('2026-W48')).toEqual(emptyPlanWeek('2026-W48'));
    expect(() => emptyPlanWeek('2027-W53')).toThrow(DomainError);
  });
});

/** Masterplan weeks have one cost field, `average`; weeks stored with the legacy `averageCosts` still read. */
import { ACTIONS, DomainError, masterplanTrend, MasterplanWeekSchema, parseActionAnswer } from '../../src';

const days = [{ recipes: ['apfel'] }, { recipes: [] }, { recipes: [] }, { recipes: [] }, { recipes: [] }];

describe('MasterplanWeekSchema', () => {
  it('reads a week with average only, as a plan week', () => {
    expect(MasterplanWeekSchema.parse({ id: '2026-W10', days, average: 1.5, version: 2 })).toEqual({
      id: '2026-W10',
      days,
      average: 1.5,
      version: 2,
    });
  });

  it('reads a stored week with the legacy averageCosts as average, whatever average says', () => {
    const legacy = { id: '2026-W10', days, average: 0, averageCosts: 2.25, version: 3 };
    expect(MasterplanWeekSchema.parse(legacy)).toEqual({ id: '2026-W10', days, average: 2.25, version: 3 });
    expect(MasterplanWeekSchema.parse({ id: '2026-W11', averageCosts: 1.75 })).toMatchObject({
      average: 1.75,
    });
    // The list answer the app gets, and the trend computed from it.
    const answer = parseActionAnswer('masterplan/listWeeks', { weeks: [legacy] });
    expect(answer.weeks[0]).not.toHaveProperty('averageCosts');
    expect(masterplanTrend(answer.weeks)).toBe(2.25);
  });

  it('still refuses impossible costs and unknown fields', () => {
    expect(MasterplanWeekSchema.safeParse({ id: '2026-W10', averageCosts: -1 }).success).toBe(false);
    expect(MasterplanWeekSchema.safeParse({ id: '2026-W10', trend: 1 }).success).toBe(false);
    expect(() =>
      parseActionAnswer('masterplan/listWeeks', { weeks: [{ id: '2026-W10', averageCosts: 'x' }] }),
    ).toThrow(DomainError);
    expect(
      ACTIONS['masterplan/saveWeek'].payload.safeParse({ week: { id: '2026-W10', average: 1 } }).success,
    ).toBe(true);
  });
});

/** The copy dialog's proposal: the first week after the copied one without a dish. */
import { COPY_LOOKAHEAD_WEEKS, addWeeks, emptyPlanWeek, nextEmptyWeek, plannedCount } from '../../src';
import { week } from '../fixtures/planner';

const SOUP = 'kartoffel-moehren-stampf';
const planned = (id: string) => week(id, [[SOUP], [], [], [], []]);

describe('nextEmptyWeek', () => {
  it('skips the planned weeks after the copied one', () => {
    const weeks = [planned('2026-W49'), planned('2026-W50'), planned('2026-W51')];
    expect(nextEmptyWeek('2026-W49', weeks)).toBe('2026-W52');
  });

  it('takes next week when it is not stored or stored without a dish', () => {
    expect(nextEmptyWeek('2026-W49', [])).toBe('2026-W50');
    expect(nextEmptyWeek('2026-W49', [emptyPlanWeek('2026-W50')])).toBe('2026-W50');
  });

  it('finds a gap between planned weeks across the turn of the year', () => {
    const weeks = ['2026-W52', '2026-W53', '2027-W02'].map(planned);
    expect(nextEmptyWeek('2026-W51', weeks)).toBe('2027-W01');
  });

  it('ignores planned weeks before the copied one', () => {
    expect(nextEmptyWeek('2026-W49', [planned('2026-W48')])).toBe('2026-W50');
  });

  it('gives nothing when every week of the look-ahead is planned', () => {
    const weeks = Array.from({ length: COPY_LOOKAHEAD_WEEKS }, (_, i) =>
      planned(addWeeks('2026-W10', i + 1)),
    );
    expect(nextEmptyWeek('2026-W10', weeks)).toBeUndefined();
    expect(nextEmptyWeek('2026-W10', weeks, COPY_LOOKAHEAD_WEEKS + 1)).toBe(
      addWeeks('2026-W10', COPY_LOOKAHEAD_WEEKS + 1),
    );
  });

  it('refuses a malformed week id in German', () => {
    expect(() => nextEmptyWeek('2026-50', [])).toThrow('Ungültige Kalenderwoche: 2026-50');
  });
});

describe('plannedCount', () => {
  it('counts the dishes and the days holding one', () => {
    expect(plannedCount(week('2026-W49', [[SOUP, SOUP], [], [SOUP], [], []]).days)).toEqual({
      dishes: 3,
      days: 2,
    });
    expect(plannedCount(emptyPlanWeek('2026-W49').days)).toEqual({ dishes: 0, days: 0 });
  });
});

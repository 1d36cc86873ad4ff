import { makeUser } from '../../../test/users';
import { conditionHolds, visibleNavEntries, type NavEntryConfig } from './navEntries';
import HelpOutlined from '@mui/icons-material/HelpOutlined';

describe('sidebar entry conditions', () => {
  const withPlan = makeUser({ features: { plan: true } });
  const withoutPlan = makeUser({ features: { recipes: true } });

  it("inverts a condition with 'not'", () => {
    expect(conditionHolds({ feature: 'plan', not: true }, withoutPlan)).toBe(true);
    expect(conditionHolds({ feature: 'plan', not: true }, withPlan)).toBe(false);
    expect(conditionHolds({ feature: 'plan', not: true }, undefined)).toBe(true);
  });

  it("shows a 'not' entry only to users without the feature", () => {
    const entries: NavEntryConfig[] = [
      {
        label: 'So funktioniert der Plan',
        to: '/artikel/speiseplan',
        icon: HelpOutlined,
        when: { feature: 'plan', not: true },
      },
    ];
    expect(visibleNavEntries(withoutPlan, entries).map((e) => e.label)).toEqual(['So funktioniert der Plan']);
    expect(visibleNavEntries(withPlan, entries)).toEqual([]);
  });

  it('counts a flag set to false as off', () => {
    expect(conditionHolds({ feature: 'recipes' }, makeUser({ features: { recipes: false } }))).toBe(false);
  });
});

describe('the Statistik entry', () => {
  const statistik = (features: Record<string, boolean>) =>
    visibleNavEntries(makeUser({ features })).some((e) => e.label === 'Statistik');

  it('shows for a kitchen with the plan, without the usage flag', () => {
    expect(statistik({ plan: true })).toBe(true);
  });

  it('shows for an account with the usage flag only, and not for one with neither', () => {
    expect(statistik({ usage: true })).toBe(true);
    expect(statistik({ recipes: true, shopping: true })).toBe(false);
  });
});

describe('a condition with several flags', () => {
  it('holds when any one of them is on, and its inversion when none is', () => {
    const either = { feature: ['plan', 'usage'] } as const;
    const neither = makeUser({ features: { recipes: true } });
    expect(conditionHolds(either, makeUser({ features: { usage: true } }))).toBe(true);
    expect(conditionHolds(either, neither)).toBe(false);
    expect(conditionHolds({ ...either, not: true }, neither)).toBe(true);
  });
});

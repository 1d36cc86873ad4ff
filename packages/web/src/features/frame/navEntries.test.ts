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

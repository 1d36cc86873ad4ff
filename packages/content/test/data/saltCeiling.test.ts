/**
 * Salt per lunch (docs/domain-rules.md, "Salt per lunch"): no shared recipe and no lunch of a template
 * holds more than a third of an age group's daily salt value per portion, and no template week more than
 * a quarter on average (shared `lunchSaltFindings`, `weekSaltFindings`).
 */
import { lunchSaltFindings, weekSaltFindings } from '@speiseplaner/shared';
import { RECIPES } from '../../src/recipes';
import { TEMPLATES } from '../../src/templates';
import { PLANNER_DATA } from './plannerFixture';

describe.each(RECIPES.map((r) => [r.slug] as const))('recipe %s', (slug) => {
  it('stays within the salt ceiling of a lunch for every age group', () => {
    expect(lunchSaltFindings(PLANNER_DATA, [slug]).map((f) => f.text)).toEqual([]);
  });
});

describe.each(TEMPLATES.map((t) => [t.id, t] as const))('template %s', (_id, template) => {
  it.each(template.weeks.map((w, i) => [i + 1, w.days] as const))(
    'week %i stays within the salt ceilings, each lunch and on average',
    (_week, days) => {
      expect(weekSaltFindings(PLANNER_DATA, days).map((f) => f.text)).toEqual([]);
    },
  );
});

import {
  dgeCheck,
  MasterplanTemplateSchema,
  PLAN_VARIANTS,
  SEASONS,
  type MasterplanTemplate,
} from '@speiseplaner/shared';
import { INGREDIENTS_BY_SLUG } from '../../src/ingredients';
import { RECIPES_BY_SLUG } from '../../src/recipes';
import { SEASON_MONTHS, TEMPLATES } from '../../src/templates';
import { PLANNER_DATA } from './plannerFixture';

const each = TEMPLATES.map((t) => [t.id, t] as const);
const weeksOf = (t: MasterplanTemplate) => t.weeks.map((w, i) => [i + 1, w.days] as const);
const SIDE_TYPES = new Set(['salad', 'dessert']);

describe('masterplan templates', () => {
  it('offers every season as mixed and as vegetarian plan, once each', () => {
    const keys = TEMPLATES.map((t) => `${t.season}/${t.variant}`).sort();
    const expected = SEASONS.flatMap((s) => PLAN_VARIANTS.map((v) => `${s}/${v}`)).sort();
    expect(keys).toEqual(expected);
    expect(new Set(TEMPLATES.map((t) => t.id)).size).toBe(TEMPLATES.length);
  });
});

describe.each(each)('template %s', (_id, template) => {
  it('is a valid shared template of 6 weeks with 5 days', () => {
    expect(MasterplanTemplateSchema.parse(template)).toEqual(template);
  });

  it('serves each day one main dish first, then at most two salads or desserts', () => {
    for (const week of template.weeks) {
      for (const day of week.days) {
        expect(day.recipes.length).toBeGreaterThanOrEqual(1);
        expect(day.recipes.length).toBeLessThanOrEqual(3);
        const [main, ...rest] = day.recipes.map((slug) => RECIPES_BY_SLUG.get(slug));
        expect(main && !SIDE_TYPES.has(main.dishType)).toBe(true);
        for (const side of rest) expect(side && SIDE_TYPES.has(side.dishType)).toBe(true);
      }
    }
  });

  it('uses only recipes that are in season in at least one of its months', () => {
    const months = SEASON_MONTHS[template.season];
    for (const week of template.weeks) {
      for (const slug of week.days.flatMap((d) => d.recipes)) {
        const recipe = RECIPES_BY_SLUG.get(slug)!;
        expect([slug, months.some((m) => recipe.months[m - 1])]).toEqual([slug, true]);
      }
    }
  });

  it('repeats no main dish within a week', () => {
    for (const week of template.weeks) {
      const mains = week.days.map((d) => d.recipes[0]);
      expect(new Set(mains).size).toBe(mains.length);
    }
  });

  it.each(weeksOf(template))('week %i passes the shared DGE check for its variant', (_week, days) => {
    const report = dgeCheck(PLANNER_DATA, days, { variant: template.variant });
    expect(report.missingRecipes).toEqual([]);
    expect(report.findings.map((f) => f.text)).toEqual([]);
  });

  if (template.variant === 'mixed') {
    it('has one fish day a week and, in every 4 weeks, fatty sea fish and lean meat twice', () => {
      for (const week of template.weeks) {
        const fish = dgeCheck(PLANNER_DATA, week.days).results.find((r) => r.criterion === 'fish')!;
        expect(fish.count).toBe(1);
      }
      for (let start = 0; start + 4 <= template.weeks.length; start++) {
        const days = template.weeks.slice(start, start + 4).flatMap((w) => w.days);
        const report = dgeCheck(PLANNER_DATA, days, { variant: 'mixed' });
        expect(report.findings.map((f) => f.text)).toEqual([]);
      }
    });
  } else {
    it('is meat- and fish-free (the fish day is the documented vegetarian exception)', () => {
      for (const week of template.weeks) {
        for (const slug of week.days.flatMap((d) => d.recipes)) {
          const recipe = RECIPES_BY_SLUG.get(slug)!;
          const animal = recipe.ingredients.filter((l) => INGREDIENTS_BY_SLUG.get(l.slug)!.isNotVegetarian);
          expect([slug, animal]).toEqual([slug, []]);
        }
      }
      const report = dgeCheck(PLANNER_DATA, template.weeks[0]!.days, { variant: 'vegetarian' });
      expect(report.results.some((r) => r.criterion === 'fish')).toBe(false);
    });
  }
});

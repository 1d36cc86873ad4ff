/**
 * Seasonality by the German seasonal calendar (src/ingredients/seasonCalendar.ts, docs/domain-rules.md,
 * "Seasonal calendar"): a recipe is flagged only in months all the regional fresh produce it relies on
 * comes from German fields or stores, and a seasonal template uses only produce in season in most of its
 * months. A recipe relies on a produce from the DGE check's own serving size on (10 g per Kindergarten
 * portion); a garnish does not tie a dish to a season.
 */
import { MIN_GRAMS_PER_PORTION, type Recipe } from '@speiseplaner/shared';
import { INGREDIENTS } from '../../src/ingredients';
import {
  IMPORTED_PRODUCE,
  PRESERVED_PRODUCE,
  regionalMonths,
  SEASON_CALENDAR,
} from '../../src/ingredients/seasonCalendar';
import { RECIPE_PORTIONS } from '../../src/recipes/defineRecipe';
import { RECIPES, RECIPES_BY_SLUG } from '../../src/recipes';
import { SEASON_MONTHS, TEMPLATES } from '../../src/templates';

const flaggedMonths = (r: Recipe) => r.months.flatMap((on, i) => (on ? [i + 1] : []));

/** The regional produce a recipe relies on, with the months it is in season. */
function reliedOn(recipe: Recipe): { slug: string; months: ReadonlySet<number> }[] {
  return recipe.ingredients.flatMap((line) => {
    const months = regionalMonths(line.slug);
    return months && line.amount / RECIPE_PORTIONS >= MIN_GRAMS_PER_PORTION
      ? [{ slug: line.slug, months }]
      : [];
  });
}

describe('the seasonal calendar', () => {
  it('classifies every fresh vegetable, fruit and potato once: regional, imported or preserved', () => {
    const produce = INGREDIENTS.filter((i) => ['vegetables', 'fruit', 'potatoes'].includes(i.foodGroup));
    for (const { slug } of produce) {
      const kinds = [slug in SEASON_CALENDAR, IMPORTED_PRODUCE.has(slug), PRESERVED_PRODUCE.has(slug)];
      expect([slug, kinds.filter(Boolean).length]).toEqual([slug, 1]);
    }
  });

  it('knows cucumber, pepper, broccoli, courgette, tomatoes and iceberg lettuce as summer produce', () => {
    for (const slug of ['salatgurke', 'paprika-rot', 'brokkoli', 'zucchini', 'tomaten', 'eisbergsalat']) {
      const months = regionalMonths(slug)!;
      for (const winterOrSpring of [12, 1, 2, 3, 4])
        expect([slug, months.has(winterOrSpring)]).toEqual([slug, false]);
    }
    for (const stored of ['karotten', 'kartoffeln-festkochend', 'zwiebeln', 'weisskohl', 'aepfel']) {
      expect([stored, regionalMonths(stored)!.has(3)]).toEqual([stored, true]);
    }
  });
});

describe.each(RECIPES.map((r) => [r.slug, r] as const))('recipe %s', (_slug, recipe) => {
  it('is flagged only in months its regional fresh produce is in season', () => {
    const outOfSeason = reliedOn(recipe).flatMap(({ slug, months }) =>
      flaggedMonths(recipe)
        .filter((m) => !months.has(m))
        .map((m) => `${slug} im Monat ${m}`),
    );
    expect(outOfSeason).toEqual([]);
  });
});

describe.each(TEMPLATES.map((t) => [t.id, t] as const))('template %s', (_id, template) => {
  const seasonMonths = SEASON_MONTHS[template.season];
  const mostOf = (months: (m: number) => boolean) => seasonMonths.filter(months).length >= 2;
  const recipes = [...new Set(template.weeks.flatMap((w) => w.days.flatMap((d) => d.recipes)))].map((slug) =>
    RECIPES_BY_SLUG.get(slug)!,
  );

  it('uses only fresh produce in season in at least two of its three months', () => {
    const outOfSeason = recipes.flatMap((recipe) =>
      reliedOn(recipe)
        .filter(({ months }) => !mostOf((m) => months.has(m)))
        .map(({ slug }) => `${recipe.slug}: ${slug}`),
    );
    expect(outOfSeason).toEqual([]);
  });

  it('uses only recipes flagged in season in at least two of its three months', () => {
    const outOfSeason = recipes.filter((r) => !mostOf((m) => r.months[m - 1] === true)).map((r) => r.slug);
    expect(outOfSeason).toEqual([]);
  });

  if (template.season === 'spring') {
    it('serves no asparagus or rhubarb in weeks 1–2 (March), as their season starts in April', () => {
      const early = template.weeks.slice(0, 2).flatMap((week, i) =>
        week.days.flatMap((day) =>
          day.recipes.flatMap((slug) =>
            RECIPES_BY_SLUG.get(slug)!
              .ingredients.filter((l) => /^(spargel|rhabarber)/.test(l.slug))
              .map((l) => `week ${i + 1} ${slug}: ${l.slug}`),
          ),
        ),
      );
      expect(early).toEqual([]);
    });
  }
});

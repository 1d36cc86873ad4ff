/**
 * Food safety of the shared recipes (docs/domain-rules.md, "Food-safety hazards"): a recipe whose
 * ingredients or method carry a hazard of src/safety/hazards.ts says in its method how the kitchen makes
 * it safe, for every age group the hazard concerns: frozen berries heated through, egg dishes fully set,
 * round foods quartered lengthwise, cherries stoned, sausages never in round slices, fish checked for
 * bones, whole nuts only ground, seeds and hard raw vegetables made safe for the Krippe. A treatment in a
 * sentence that speaks of the Krippe covers only the Krippe.
 */
import type { Recipe } from '@speiseplaner/shared';
import { INGREDIENTS_BY_SLUG } from '../../src/ingredients';
import { RECIPES } from '../../src/recipes';
import { HAZARDS, type Hazard } from '../../src/safety/hazards';

function carries(hazard: Hazard, recipe: Pick<Recipe, 'method' | 'ingredients'>): boolean {
  const byIngredient = recipe.ingredients.some((line) => {
    if (hazard.rawOnly && !line.raw) return false;
    const ingredient = INGREDIENTS_BY_SLUG.get(line.slug);
    return (
      !!hazard.ingredients?.includes(line.slug) ||
      (ingredient !== undefined && !!hazard.matches?.(ingredient))
    );
  });
  return byIngredient || !!hazard.words?.test(recipe.method);
}

/** Whether the method names the treatment for all of the hazard's age groups. */
function treated(hazard: Hazard, method: string): boolean {
  if (hazard.treatment === null) return false;
  const onlyKrippe = hazard.ageGroups.every((g) => g === 'kita');
  return method
    .split(/(?<=[.!?])\s+/)
    .some((sentence) => hazard.treatment!.test(sentence) && (onlyKrippe || !/Krippe/.test(sentence)));
}

/** The hazards of a recipe whose method does not say how it is made safe. */
function unsafe(recipe: Pick<Recipe, 'method' | 'ingredients'>): string[] {
  return HAZARDS.filter((h) => carries(h, recipe) && !treated(h, recipe.method)).map((h) => h.id);
}

describe('the hazard list', () => {
  it('names only catalogue ingredients, and each hazard once', () => {
    expect(new Set(HAZARDS.map((h) => h.id)).size).toBe(HAZARDS.length);
    for (const slug of HAZARDS.flatMap((h) => h.ingredients ?? [])) {
      expect([slug, INGREDIENTS_BY_SLUG.has(slug)]).toEqual([slug, true]);
    }
  });

  it('covers grapes, raw sprouts, honey and raw-milk cheese of the catalogue', () => {
    const flagged = (slug: string) =>
      HAZARDS.filter((h) => carries(h, { method: '', ingredients: [{ slug, amount: 1, raw: true }] })).map(
        (h) => h.id,
      );
    expect(flagged('weintrauben')).toEqual(['round-foods']);
    expect(flagged('sprossen')).toEqual(['raw-sprouts']);
    expect(flagged('honig')).toEqual(['honey']);
    expect(flagged('bergkaese')).toEqual(['raw-milk-cheese']);
    expect(flagged('mandeln')).toEqual(['whole-nuts']);
  });
});

it('flags sausage slices, halved cherry tomatoes and fish without a word on bones', () => {
  const wiener = [{ slug: 'gefluegelwiener', amount: 400 }];
  expect(unsafe({ ingredients: wiener, method: 'Die Würstchen in Scheiben schneiden.' })).toEqual([
    'sausage-slices',
  ]);
  const tomatoes = [{ slug: 'kirschtomaten', amount: 600 }];
  expect(unsafe({ ingredients: tomatoes, method: 'Kirschtomaten halbieren.' })).toEqual(['round-foods']);
  const fish = [{ slug: 'heringsfilet', amount: 500 }];
  expect(unsafe({ ingredients: fish, method: 'Heringsfilets von Gräten befreien und braten.' })).toEqual([
    'fish-bones',
  ]);
});

it('flags thawed berries served raw and eggs only said to set, but not berries boiled through', () => {
  const berries = [{ slug: 'beeren-tk', amount: 500 }];
  expect(unsafe({ ingredients: berries, method: 'Beeren auftauen lassen und unterheben.' })).toEqual([
    'frozen-berries',
  ]);
  const boiled = 'Beeren aufkochen und über 90 °C mindestens 2 Minuten kochen, dann abkühlen lassen.';
  expect(unsafe({ ingredients: berries, method: boiled })).toEqual([]);
  const eggs = [{ slug: 'eier', amount: 12 }];
  expect(unsafe({ ingredients: eggs, method: 'Eier verquirlen und stocken lassen.' })).toEqual(['egg-dish']);
  expect(unsafe({ ingredients: eggs, method: 'Eier verquirlen und vollständig stocken lassen.' })).toEqual(
    [],
  );
});

it('counts a Krippe-only treatment only for hazards of the Krippe alone', () => {
  const cherries = [{ slug: 'kirschen', amount: 1000, raw: true }];
  const krippeOnly = 'Kirschen waschen. Für Krippenkinder entsteinen und der Länge nach vierteln.';
  expect(unsafe({ ingredients: cherries, method: krippeOnly })).toEqual(['round-foods', 'cherry-stones']);
  const seeds = [{ slug: 'kuerbiskerne', amount: 50 }];
  expect(unsafe({ ingredients: seeds, method: 'Kerne rösten. Für die Krippe die Kerne weglassen.' })).toEqual(
    [],
  );
  expect(unsafe({ ingredients: [], method: 'Mit Popcorn servieren.' })).toEqual(['popcorn']);
});

describe.each(RECIPES.map((r) => [r.slug, r] as const))('recipe %s', (_slug, recipe) => {
  it('says how the kitchen makes its food-safety, choking and bone risks safe', () => {
    expect(unsafe(recipe)).toEqual([]);
  });
});

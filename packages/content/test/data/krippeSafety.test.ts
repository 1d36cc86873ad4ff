/**
 * Krippe-safe preparation (docs/domain-rules.md, "Krippe-safe preparation"): a recipe with a food small
 * children choke on says in its method how the kitchen makes it safe. Round foods are cut lengthwise,
 * sausages never served in round slices, fish checked for bones, bones removed, whole nuts and seeds left
 * out or ground, hard raw vegetables and apples grated for the Krippe.
 */
import type { Recipe } from '@speiseplaner/shared';
import { INGREDIENTS_BY_SLUG } from '../../src/ingredients';
import { RECIPES } from '../../src/recipes';

interface Risk {
  name: string;
  applies: (slug: string, raw: boolean) => boolean;
  /** What the method must say. */
  safe: RegExp;
}

const ROUND = new Set(['kirschtomaten', 'weintrauben', 'kirschen', 'sauerkirschen-glas', 'erdbeeren']);
const SAUSAGES = new Set(['gefluegelwiener', 'gefluegelbratwurst']);
const WITH_BONES = new Set(['haehnchenkeulen']);
const SEEDS = new Set(['kuerbiskerne', 'sonnenblumenkerne']);
const HARD_RAW = new Set([
  'karotten',
  'kohlrabi',
  'radieschen',
  'rettich',
  'aepfel',
  'birnen',
  'rote-bete',
  'fenchel',
]);

const RISKS: readonly Risk[] = [
  { name: 'round food', applies: (slug) => ROUND.has(slug), safe: /Länge nach vierteln|klein schneiden/ },
  { name: 'sausage', applies: (slug) => SAUSAGES.has(slug), safe: /Länge nach/ },
  { name: 'fish', applies: (slug) => !!INGREDIENTS_BY_SLUG.get(slug)?.isFish, safe: /Gräten|grätenfrei/ },
  { name: 'bones', applies: (slug) => WITH_BONES.has(slug), safe: /Knochen/ },
  {
    name: 'whole nut or seed',
    applies: (slug) => SEEDS.has(slug) || !!INGREDIENTS_BY_SLUG.get(slug)?.notForInfants,
    safe: /Krippe|mixen|gemahlen/,
  },
  {
    name: 'hard raw vegetable or apple',
    applies: (slug, raw) => raw && HARD_RAW.has(slug),
    safe: /Krippe|raspeln|gerieben/,
  },
];

/** The risks of a recipe whose method does not say how it is made safe. */
function unsafe(recipe: Pick<Recipe, 'method' | 'ingredients'>): string[] {
  return RISKS.filter(
    (risk) => recipe.ingredients.some((l) => risk.applies(l.slug, !!l.raw)) && !risk.safe.test(recipe.method),
  ).map((risk) => risk.name);
}

it('flags sausage slices, halved cherry tomatoes and fish without a word on bones', () => {
  const wiener = [{ slug: 'gefluegelwiener', amount: 400 }];
  expect(unsafe({ ingredients: wiener, method: 'Die Würstchen in Scheiben schneiden.' })).toEqual([
    'sausage',
  ]);
  const tomatoes = [{ slug: 'kirschtomaten', amount: 600 }];
  expect(unsafe({ ingredients: tomatoes, method: 'Kirschtomaten halbieren.' })).toEqual(['round food']);
  const fish = [{ slug: 'heringsfilet', amount: 500 }];
  expect(unsafe({ ingredients: fish, method: 'Heringsfilets braten.' })).toEqual(['fish']);
});

describe.each(RECIPES.map((r) => [r.slug, r] as const))('recipe %s', (_slug, recipe) => {
  it('says how the kitchen makes its choking and bone risks safe', () => {
    expect(unsafe(recipe)).toEqual([]);
  });
});

/**
 * The catalogue's facts for the DGE food groups and the Bio share (docs/domain-rules.md, "Food groups in
 * the DGE check", "Bio share"): fats from milk or coconut are marked, so they count neither as milk
 * products nor as nuts; salt and water are no agricultural ingredients; a dish whose only conventional
 * ingredient is salt can be "Bio"; Fladenbrot declares its sesame.
 */
import { dishMarks, isAgricultural, recipeAllergens } from '@speiseplaner/shared';
import { INGREDIENTS, INGREDIENTS_BY_SLUG } from '../../src/ingredients';
import { RECIPES } from '../../src/recipes';
import { PLANNER_DATA } from './plannerFixture';

const bySlug = (slug: string) => INGREDIENTS_BY_SLUG.get(slug)!;

describe('the catalogue for the DGE food groups', () => {
  it('marks cream, butter, Schmand, crème fraîche and coconut products as fats', () => {
    const fats = INGREDIENTS.filter((i) => i.isFatProduct).map((i) => i.slug);
    expect(fats.sort()).toEqual(
      [
        'butter',
        'butterschmalz',
        'creme-fraiche',
        'kochsahne',
        'kokosmilch',
        'kokosraspeln',
        'sahne',
        'saure-sahne',
        'schmand',
      ].sort(),
    );
    for (const slug of ['vollmilch', 'naturjoghurt', 'magerquark', 'gouda', 'frischkaese']) {
      expect([slug, !!bySlug(slug).isFatProduct]).toEqual([slug, false]);
    }
  });

  it('declares the sesame on Fladenbrot', () => {
    expect(bySlug('fladenbrot').allergens).toEqual(expect.arrayContaining(['16a', '21']));
    for (const r of RECIPES.filter((r) => r.ingredients.some((l) => l.slug === 'fladenbrot'))) {
      expect([r.slug, recipeAllergens(PLANNER_DATA, r).includes('21')]).toEqual([r.slug, true]);
    }
  });
});

describe('the catalogue for the Bio share', () => {
  it('leaves salt and water out as non-agricultural, and nothing else', () => {
    const out = INGREDIENTS.filter((i) => !isAgricultural(i)).map((i) => i.slug);
    expect(out.sort()).toEqual(['mineralwasser', 'salz', 'wasser']);
  });

  it('calls a dish with salt Bio when everything else is organic', () => {
    const salted = RECIPES.find((r) => r.slug === 'dinkelpfannkuchen-apfelmus')!;
    expect(salted.ingredients.map((l) => l.slug)).toContain('salz');
    expect(dishMarks(PLANNER_DATA, salted).organic).toBe(true);
  });
});

/**
 * Composite products carry the allergens their usual German declaration names (docs/domain-rules.md,
 * "Allergens of composite products"): a kitchen prints the catalogue's marks, so a mark missing here is
 * missing on the menu. Where products differ, the catalogue marks what most of them declare.
 */
import { allergenParent, type AllergenId } from '@speiseplaner/shared';
import { INGREDIENTS_BY_SLUG } from '../../src/ingredients';

const COMPOSITE_ALLERGENS: Readonly<Record<string, readonly AllergenId[]>> = {
  gewuerzgurken: ['20'],
  currypulver: ['19', '20'],
  blaetterteig: ['16', '10'],
  knoedelbrot: ['16', '10', '12'],
  'kartoffelpueree-pulver': ['10'],
  gefluegelwiener: ['19', '20', '10'],
  gefluegelbratwurst: ['19', '20'],
  gemuesebruehe: ['19'],
  fischstaebchen: ['17', '16'],
  'tortellini-kaese': ['16', '10', '12'],
  eierspaetzle: ['16', '12'],
  sojasauce: ['11', '16'],
  'kroketten-tk': ['16'],
  gnocchi: ['16'],
  senf: ['20'],
};

describe.each(Object.entries(COMPOSITE_ALLERGENS))('composite product %s', (slug, expected) => {
  it('carries the allergens its usual declaration names', () => {
    const ingredient = INGREDIENTS_BY_SLUG.get(slug);
    expect(ingredient?.slug).toBe(slug);
    // A cereal's sub-code ('16a' Weizen) counts as the gluten mark it names.
    expect(ingredient!.allergens.map(allergenParent)).toEqual(expect.arrayContaining([...expected]));
  });
});

it('marks no sulphite on the organic potato products (EU organic rules allow none there)', () => {
  for (const slug of ['kartoffelpueree-pulver', 'klossteig', 'kroketten-tk', 'pommes-tk']) {
    const ingredient = INGREDIENTS_BY_SLUG.get(slug)!;
    expect([slug, ingredient.isOrganic, ingredient.allergens.includes('7')]).toEqual([slug, true, false]);
  }
});

import {
  allergenParent,
  FOOD_GROUP_IDS,
  IngredientSchema,
  unnamedAllergenKinds,
  type Ingredient,
} from '@speiseplaner/shared';
import { INGREDIENTS, INGREDIENTS_BY_SLUG } from '../../src/ingredients';
import { CATALOGUE_PRICE_DATE } from '../../src/ingredients/defineIngredient';

const bySlug = (slug: string): Ingredient => {
  const found = INGREDIENTS_BY_SLUG.get(slug);
  if (!found) throw new Error(`Zutat ${slug} fehlt im Katalog`);
  return found;
};
const each = INGREDIENTS.map((i) => [i.slug, i] as const);
/** The allergens of an ingredient with a cereal or nut sub-code counted as gluten (16) or nuts (14). */
const parents = (slug: string) => bySlug(slug).allergens.map(allergenParent);

/**
 * Energy check: kcal ≈ 4·protein + 4·carbs + 9·fat + 2·fibre. Food tables use food-specific Atwater
 * factors (±5–10 %), organic acids add 2.5–3.6 kcal/g (vinegar, lemon, rhubarb) and values are
 * rounded, so we accept 20 kcal or 10 % of the stated energy, whichever is larger. A typo (a missing
 * digit, fat and carbs swapped) is far outside this band.
 */
function energyGap(i: Ingredient): number {
  const c = i.components;
  return Math.abs(i.calories - (4 * c.protein + 4 * c.carbs + 9 * c.fat + 2 * c.fiber));
}
const energyTolerance = (i: Ingredient) => Math.max(20, 0.1 * i.calories);

/** Grains without gluten; every other product of the grain group must carry '16'. */
const GLUTEN_FREE_GRAINS = new Set(['hirse', 'buchweizen', 'quinoa', 'polenta']);
/** The only ingredients that cannot be certified organic, with the reason in their file. */
const NOT_ORGANIC = new Set([
  'salz',
  'wasser',
  'mineralwasser',
  'seelachsfilet-tk',
  'alaska-seelachs-tk',
  'kabeljaufilet-tk',
  'heringsfilet',
  'makrelenfilet',
  'fischstaebchen',
  'tintenfischringe-tk',
  'aprikosen-geschwefelt',
]);

describe('ingredient catalogue', () => {
  it('holds at least 250 ingredients with unique slugs', () => {
    expect(INGREDIENTS.length).toBeGreaterThanOrEqual(250);
    expect(new Set(INGREDIENTS.map((i) => i.slug)).size).toBe(INGREDIENTS.length);
  });

  it('covers every food group', () => {
    const groups = new Set(INGREDIENTS.map((i) => i.foodGroup));
    for (const g of FOOD_GROUP_IDS) expect(groups).toContain(g);
  });

  it.each(each)('%s is a complete, valid shared Ingredient', (_slug, ingredient) => {
    expect(IngredientSchema.parse(ingredient)).toEqual(ingredient);
  });

  it.each(each)('%s has plausible nutrients per 100 g', (_slug, i) => {
    const values = Object.values(i.components);
    for (const v of values) expect(v).toBeGreaterThanOrEqual(0);
    expect(values.reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(100);
    expect(energyGap(i)).toBeLessThanOrEqual(energyTolerance(i));
  });

  it.each(each)('%s has one positive example price, no invented history', (_slug, i) => {
    expect(i.prices).toEqual([
      { price: expect.any(Number), fromDate: CATALOGUE_PRICE_DATE, referenceAmount: i.referenceAmount },
    ]);
    expect(i.prices[0]!.price).toBeGreaterThan(0);
  });

  it.each(each)('%s has reference amounts that fit its unit', (_slug, i) => {
    expect(i.referenceAmount).toBe(i.unit === 'St.' ? 1 : 100);
    if (i.unit === 'g') expect(i.referenceAmountInG).toBe(i.referenceAmount);
    expect(i.netReferenceAmount).toBeGreaterThan(0);
    expect(i.netReferenceAmount).toBeLessThanOrEqual(i.referenceAmount);
  });

  it('knows the edible share of vegetables that lose peel and roots', () => {
    expect(bySlug('karotten').netReferenceAmount).toBe(85);
    expect(bySlug('zwiebeln').netReferenceAmount).toBe(90);
    expect(bySlug('kartoffeln-festkochend').netReferenceAmount).toBe(80);
    expect(bySlug('eier').referenceAmountInG).toBeGreaterThan(45);
  });
});

describe('ingredient allergens', () => {
  it('marks every dairy product, butter included, with milk (10)', () => {
    const dairy = INGREDIENTS.filter((i) => i.foodGroup === 'dairy');
    expect(dairy.map((i) => i.slug)).toEqual(expect.arrayContaining(['butter', 'butterschmalz']));
    for (const i of dairy) expect(i.allergens).toContain('10');
  });

  it('marks eggs with 12, fish with 17, crustaceans with 18 and molluscs with 24', () => {
    for (const i of INGREDIENTS.filter((x) => x.foodGroup === 'eggs')) expect(i.allergens).toContain('12');
    for (const i of INGREDIENTS.filter((x) => x.isFish)) {
      expect(i.allergens.some((a) => a === '17' || a === '18' || a === '24')).toBe(true);
    }
    expect(bySlug('garnelen-tk').allergens).toContain('18');
    expect(bySlug('tintenfischringe-tk').allergens).toContain('24');
  });

  it('marks every wheat, spelt, rye, barley and oat product with gluten (16)', () => {
    const grains = INGREDIENTS.filter(
      (i) => i.foodGroup === 'grains' && !i.isRice && !GLUTEN_FREE_GRAINS.has(i.slug),
    );
    expect(grains.length).toBeGreaterThan(30);
    for (const i of grains) expect(parents(i.slug)).toContain('16');
    for (const slug of GLUTEN_FREE_GRAINS) expect(parents(slug)).not.toContain('16');
    for (const slug of ['kroketten-tk', 'fischstaebchen', 'sojasauce', 'haferdrink']) {
      expect(parents(slug)).toContain('16');
    }
  });

  it.each(
    INGREDIENTS.filter((i) => i.allergens.some((a) => ['14', '16'].includes(allergenParent(a)))).map(
      (i) => [i.slug, i] as const,
    ),
  )('%s names its cereal or nut (LMIV Annex II), not only Gluten or Nüsse', (_slug, i) => {
    expect(unnamedAllergenKinds(i.allergens)).toEqual([]);
    expect(i.allergens).not.toContain('16');
    expect(i.allergens).not.toContain('14');
  });

  it('takes the cereal and the nut from the name, pasta as durum wheat, the rest from the product', () => {
    const kinds = (slug: string) => bySlug(slug).allergens.filter((a) => a.length === 3);
    expect(kinds('dinkelmehl-630')).toEqual(['16e']);
    expect(kinds('gruenkern')).toEqual(['16e']);
    expect(kinds('roggenvollkornmehl')).toEqual(['16b']);
    expect(kinds('gerstengraupen')).toEqual(['16c']);
    expect(kinds('haferflocken')).toEqual(['16d']);
    expect(kinds('haferdrink')).toEqual(['16d']);
    expect(kinds('spaghetti')).toEqual(['16a']);
    expect(kinds('dinkel-vollkornnudeln')).toEqual(['16e']);
    expect(kinds('mischbrot')).toEqual(['16a', '16b']);
    expect(kinds('fladenbrot')).toEqual(['16a']);
    expect(kinds('mandelmus')).toEqual(['14a']);
    expect(kinds('haselnuesse-gemahlen')).toEqual(['14b']);
    expect(kinds('walnuesse')).toEqual(['14c']);
    expect(kinds('cashews')).toEqual(['14d']);
  });

  it('marks celery, mustard, soy, nuts, peanuts, sesame and lupin where they are in', () => {
    expect(bySlug('knollensellerie').allergens).toContain('19');
    expect(bySlug('gemuesebruehe').allergens).toContain('19');
    expect(bySlug('senf').allergens).toContain('20');
    for (const slug of ['tofu', 'tempeh', 'sojadrink', 'edamame-tk'])
      expect(bySlug(slug).allergens).toContain('11');
    for (const slug of ['mandeln', 'haselnuesse-gemahlen', 'cashews']) expect(parents(slug)).toContain('14');
    expect(bySlug('erdnussmus').allergens).toContain('15');
    expect(bySlug('tahin').allergens).toContain('21');
    expect(bySlug('lupinenmehl').allergens).toContain('23');
  });

  it('marks sulphite only where it is: conventional dried apricots and balsamic vinegar', () => {
    expect(bySlug('aprikosen-geschwefelt').allergens).toContain('7');
    expect(bySlug('aprikosen-getrocknet').allergens).not.toContain('7');
    expect(
      INGREDIENTS.filter((i) => i.allergens.includes('7'))
        .map((i) => i.slug)
        .sort(),
    ).toEqual(['aprikosen-geschwefelt', 'balsamico']);
  });

  it('labels exactly the ingredients not for infants with KR', () => {
    for (const i of INGREDIENTS) expect(i.allergens.includes('KR')).toBe(!!i.notForInfants);
    for (const slug of ['honig', 'mandeln', 'walnuesse', 'bergkaese', 'parmesan']) {
      expect(bySlug(slug).notForInfants).toBe(true);
    }
  });
});

describe('ingredient flags for the DGE check', () => {
  it('keeps the flags consistent with each other and with the food group', () => {
    for (const i of INGREDIENTS) {
      if (i.isRice || i.isNoodle || i.isWholeGrain)
        expect([i.slug, i.foodGroup, !!i.isCereal]).toEqual([i.slug, 'grains', true]);
      if (i.foodGroup === 'grains') expect([i.slug, !!i.isCereal]).toEqual([i.slug, true]);
      if (i.isPotato || i.isPotatoProduct) expect([i.slug, i.foodGroup]).toEqual([i.slug, 'potatoes']);
      if (i.foodGroup === 'potatoes')
        expect([i.slug, !!(i.isPotato || i.isPotatoProduct)]).toEqual([i.slug, true]);
      if (i.foodGroup === 'legumes') expect([i.slug, !!i.isLegume]).toEqual([i.slug, true]);
      if (i.isFattyFish) expect([i.slug, !!i.isFish]).toEqual([i.slug, true]);
      if (i.isLeanMeat) expect([i.slug, !!i.isMeat]).toEqual([i.slug, true]);
      if (i.isMeat || i.isFish) expect([i.slug, !!i.isNotVegetarian]).toEqual([i.slug, true]);
      if (i.isNotVegetarian || ['dairy', 'eggs'].includes(i.foodGroup)) {
        expect([i.slug, !!i.isNotVegan]).toEqual([i.slug, true]);
      }
      if (i.foodGroup === 'meat') expect([i.slug, !!i.isMeat]).toEqual([i.slug, true]);
      if (i.foodGroup === 'fish') expect([i.slug, !!i.isFish]).toEqual([i.slug, true]);
    }
  });

  it('calls whole grain what its name says is whole grain', () => {
    for (const i of INGREDIENTS.filter((x) => /vollkorn/i.test(x.name)))
      expect([i.slug, !!i.isWholeGrain]).toEqual([i.slug, true]);
    for (const slug of ['spaghetti', 'reis-langkorn', 'weizenmehl-405', 'baguette'])
      expect(bySlug(slug).isWholeGrain).toBeFalsy();
  });

  it('knows the potato products the DGE limits, and the fatty sea fish it asks for', () => {
    const products = INGREDIENTS.filter((i) => i.isPotatoProduct).map((i) => i.slug);
    expect(products).toEqual(expect.arrayContaining(['kroketten-tk', 'kartoffelpueree-pulver', 'pommes-tk']));
    expect(bySlug('kartoffeln-mehlig').isPotatoProduct).toBeFalsy();
    const fatty = INGREDIENTS.filter((i) => i.isFattyFish)
      .map((i) => i.slug)
      .sort();
    expect(fatty).toEqual(['heringsfilet', 'lachsfilet', 'lachsfilet-tk', 'makrelenfilet']);
  });

  it('marks sugar and sweets as sweet, but not fruit', () => {
    for (const slug of ['zucker', 'honig', 'ahornsirup', 'erdbeerkonfituere'])
      expect(bySlug(slug).isSweet).toBe(true);
    expect(INGREDIENTS.filter((i) => i.foodGroup === 'fruit' && i.isSweet)).toEqual([]);
  });

  it('offers rapeseed oil, the DGE standard fat', () => {
    expect(bySlug('rapsoel').components.fat).toBeGreaterThan(99);
    expect(bySlug('rapsoel').unit).toBe('ml');
  });

  it('is organic except for salt, water, wild sea fish and the conventional apricots', () => {
    expect(
      INGREDIENTS.filter((i) => !i.isOrganic)
        .map((i) => i.slug)
        .sort(),
    ).toEqual([...NOT_ORGANIC].sort());
    for (const slug of NOT_ORGANIC) {
      const i = bySlug(slug);
      if (i.isFish && i.allergens.includes('17')) expect(i.allergens).toContain('*');
    }
  });
});

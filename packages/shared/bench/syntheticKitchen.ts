/** Deterministic synthetic data for the bench: an ingredient catalogue, recipes and a plan of whole weeks. */
import { FOOD_GROUP_IDS, addWeeks, type IngredientInput, type PlanWeekInput, type RecipeInput } from '../src';

/** Small seeded PRNG (mulberry32), so every run measures the same data. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface SyntheticKitchen {
  ingredients: IngredientInput[];
  recipes: RecipeInput[];
  weeks: PlanWeekInput[];
}

/** `scale` 1 = 400 ingredients, 30 recipes of ~12 ingredients, 6 weeks; 2 and 4 multiply all three. */
export function syntheticKitchen(scale: number, seed = 42): SyntheticKitchen {
  const rnd = random(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(rnd() * list.length)]!;
  const ingredients: IngredientInput[] = Array.from({ length: 400 * scale }, (_, i) => {
    const piece = i % 17 === 0;
    return {
      slug: `zutat-${i}`,
      name: `Zutat ${i}`,
      unit: piece ? 'St.' : i % 5 === 0 ? 'ml' : 'g',
      referenceAmount: piece ? 1 : 100,
      netReferenceAmount: piece ? 1 : 70 + Math.floor(rnd() * 31),
      referenceAmountInG: piece ? 50 : 100,
      prices: Array.from({ length: 2 + Math.floor(rnd() * 3) }, (_, k) => ({
        price: Math.round(rnd() * 300) / 100,
        fromDate: `202${4 + k}-0${1 + Math.floor(rnd() * 9)}-01`,
        referenceAmount: piece ? 1 : 100,
      })),
      calories: Math.floor(rnd() * 400),
      foodGroup: pick(FOOD_GROUP_IDS),
      isCereal: rnd() < 0.1,
      isWholeGrain: rnd() < 0.05,
      isMeat: rnd() < 0.05,
      isLegume: rnd() < 0.05,
      isPotato: rnd() < 0.05,
      isNoodle: rnd() < 0.03,
      isRice: rnd() < 0.03,
    };
  });
  // Recipe block b (30 recipes) uses ingredient block b (400 ingredients): 2× is two copies of the structure.
  const recipes: RecipeInput[] = Array.from({ length: 30 * scale }, (_, r) => ({
    slug: `rezept-${r}`,
    name: `Rezept ${r}`,
    portions: 10,
    ingredients: Array.from({ length: 10 + Math.floor(rnd() * 5) }, () => ({
      slug: pick(ingredients.slice(Math.floor(r / 30) * 400, Math.floor(r / 30) * 400 + 400)).slug,
      amount: 10 + Math.floor(rnd() * 900),
      raw: rnd() < 0.1,
    })),
  }));
  let id = '2026-W02';
  // Each block of 6 weeks plans with its own 30 recipes: 2× the plan is 12 weeks with 60 distinct recipes.
  const weeks: PlanWeekInput[] = Array.from({ length: 6 * scale }, (_, w) => {
    const block = recipes.slice(Math.floor(w / 6) * 30, Math.floor(w / 6) * 30 + 30);
    const week = {
      id,
      days: Array.from({ length: 5 }, () => ({
        recipes: Array.from({ length: 1 + Math.floor(rnd() * 3) }, () => pick(block).slug),
        ...(rnd() < 0.2 ? { heads: { kiga: 40, school: 25 } } : {}),
      })),
    };
    id = addWeeks(id, 1);
    return week;
  });
  return { ingredients, recipes, weeks };
}

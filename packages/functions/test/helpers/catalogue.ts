/**
 * Puts a small ingredient catalogue in place (karotte, linsen, kartoffel) the way the seed does, and the
 * shared recipes the fixtures' weeks name (a week may name only recipes its kitchen can see).
 */
import { IngredientSchema, RecipeSchema } from '@speiseplaner/shared';
import { ingredient, recipe } from './fixtures';
import { testDb } from './kitchens';

export const CATALOGUE_SLUGS = ['karotte', 'linsen', 'kartoffel'];

/** Shared recipes the fixtures' weeks name (masterplanWeek names linsen-dal). */
export const SHARED_RECIPE_SLUGS = ['linsen-dal', 'milchreis', 'kartoffelsuppe', 'gemuesecurry'];

export async function seedCatalogue(): Promise<void> {
  const items = CATALOGUE_SLUGS.map((slug) => ({ ...IngredientSchema.parse(ingredient(slug)), version: 1 }));
  await testDb()
    .doc('catalogue/ingredients')
    .set(JSON.parse(JSON.stringify({ items, version: 1 })));
  await seedSharedRecipes();
}

/** Shared recipe documents (`recipes/{slug}`, no owner, version 1), as the seed writes them. */
export async function seedSharedRecipes(slugs: readonly string[] = SHARED_RECIPE_SLUGS): Promise<void> {
  const batch = testDb().batch();
  for (const slug of slugs) {
    const shared = { ...RecipeSchema.parse(recipe(slug)), version: 1 };
    batch.set(testDb().doc(`recipes/${slug}`), JSON.parse(JSON.stringify(shared)));
  }
  await batch.commit();
}

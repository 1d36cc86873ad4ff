/** Puts a small ingredient catalogue in place (karotte, linsen, kartoffel) the way the seed does. */
import { IngredientSchema } from '@speiseplaner/shared';
import { ingredient } from './fixtures';
import { testDb } from './kitchens';

export const CATALOGUE_SLUGS = ['karotte', 'linsen', 'kartoffel'];

export async function seedCatalogue(): Promise<void> {
  const items = CATALOGUE_SLUGS.map((slug) => ({ ...IngredientSchema.parse(ingredient(slug)), version: 1 }));
  await testDb()
    .doc('catalogue/ingredients')
    .set(JSON.parse(JSON.stringify({ items, version: 1 })));
}

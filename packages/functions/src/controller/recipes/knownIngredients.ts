/** A recipe may only use ingredients of the catalogue (its costs and warnings come from there). */
import { HttpsError } from 'firebase-functions/v2/https';
import type { Ingredient, Recipe } from '@speiseplaner/shared';
import type { SummaryDoc } from '../../lib/summary';

export function assertKnownIngredients(recipe: Recipe, catalogue: SummaryDoc<Ingredient>): void {
  const known = new Set(catalogue.items.map((i) => i.slug));
  const index = recipe.ingredients.findIndex((i) => !known.has(i.slug));
  if (index < 0) return;
  const field = `recipe.ingredients.${index}.slug`;
  throw new HttpsError(
    'invalid-argument',
    `Ungültige Eingabe im Feld „${field}“: unbekannte Zutat „${recipe.ingredients[index]!.slug}“.`,
    { field },
  );
}

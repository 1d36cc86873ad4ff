/**
 * The ingredient catalogue and shared recipes the planner tests need. The stack's seed writes them from
 * @speiseplaner/content; where the seed found none (content not exported yet), this writes the same
 * documents in the layout of docs/data-model.md, so the browser tests do not depend on that timing.
 */
import { INGREDIENTS } from '@speiseplaner/content/src/ingredients';
import { RECIPES } from '@speiseplaner/content/src/recipes';
import { adminDb } from './users';

const plain = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

export async function ensureReferenceData(): Promise<void> {
  const db = adminDb();
  const catalogue = await db.doc('catalogue/ingredients').get();
  if (((catalogue.data()?.items as unknown[] | undefined) ?? []).length === 0) {
    await db
      .doc('catalogue/ingredients')
      .set({ items: plain(INGREDIENTS.map((i) => ({ ...i, version: 1 }))), version: 1 });
  }
  const recipes = await db.doc('catalogue/recipes').get();
  if (((recipes.data()?.items as unknown[] | undefined) ?? []).length === 0) {
    const shared = RECIPES.map(({ owner: _owner, ...r }) => ({ ...r, version: 1 }));
    await db
      .doc('catalogue/recipes')
      .set({ items: plain(shared.map(({ method: _m, ...entry }) => entry)), version: 1 });
    for (const recipe of shared) await db.doc(`recipes/${recipe.slug}`).set(plain(recipe));
  }
}

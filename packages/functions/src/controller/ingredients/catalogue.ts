/** The ingredient catalogue lives in one summary document (docs/data-model.md): one read per screen. */
import type { Firestore, Transaction } from 'firebase-admin/firestore';
import type { Ingredient } from '@speiseplaner/shared';
import { PATHS } from '../../lib/paths';
import { readDoc } from '../../lib/reads';
import { summaryOf, type SummaryDoc } from '../../lib/summary';

export async function readCatalogue(db: Firestore, tx?: Transaction): Promise<SummaryDoc<Ingredient>> {
  return summaryOf<Ingredient>(await readDoc(db.doc(PATHS.ingredientCatalogue), tx));
}

export const ingredientKey = (i: Ingredient) => i.slug;

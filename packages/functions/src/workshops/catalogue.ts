/** All workshops in one summary document, so the public list costs one read. */
import type { Firestore, Transaction } from 'firebase-admin/firestore';
import type { Workshop } from '@speiseplaner/shared';
import { PATHS } from '../lib/paths';
import { readDoc } from '../lib/reads';
import { summaryOf, type SummaryDoc } from '../lib/summary';

export async function readWorkshopCatalogue(db: Firestore, tx?: Transaction): Promise<SummaryDoc<Workshop>> {
  return summaryOf<Workshop>(await readDoc(db.doc(PATHS.workshopCatalogue), tx));
}

export const workshopKey = (w: Workshop) => w.slug;

/** All Mediathek videos in one summary document: the public list and the Verwaltung cost one read each. */
import type { Firestore, Transaction } from 'firebase-admin/firestore';
import { VideoSchema, type Video } from '@speiseplaner/shared';
import { PATHS } from '../../lib/paths';
import { readDoc } from '../../lib/reads';
import { summaryOf, type SummaryDoc } from '../../lib/summary';

/** The catalogue; an entry that does not match the schema (written by hand) is left out, not answered. */
export async function readVideoCatalogue(db: Firestore, tx?: Transaction): Promise<SummaryDoc<Video>> {
  const summary = summaryOf<Video>(await readDoc(db.doc(PATHS.videoCatalogue), tx));
  return { ...summary, items: summary.items.filter((v) => VideoSchema.safeParse(v).success) };
}

export const videoKey = (v: Video) => v.id;

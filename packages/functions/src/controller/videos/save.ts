/**
 * videos/save (admins): creates or edits a Mediathek video, in one transaction with its audit entry
 * (lib/audit.ts). No lost updates: `expected` is the video as the admin last saw it (null for a new one);
 * when the stored video differs (another admin saved meanwhile), nothing is written and the answer is the
 * usual failed-precondition „… wurde inzwischen an anderer Stelle geändert …“. A new video whose id is
 * taken is refused with already-exists. A repeated call that finds the wanted video stored answers it
 * without writing. Reads: the catalogue (one document).
 */
import { HttpsError } from 'firebase-functions/v2/https';
import { MAX_VIDEOS, sameContent } from '@speiseplaner/shared';
import { defineHandler } from '../../lib/action';
import { writeAudit } from '../../lib/audit';
import { notFound, staleVersion } from '../../lib/errors';
import { PATHS } from '../../lib/paths';
import { plain } from '../../lib/sameContent';
import { upsertEntry } from '../../lib/summary';
import { readVideoCatalogue, videoKey } from './catalogue';

export const saveVideo = defineHandler('videos/save', {
  handler: async ({ video, expected }, ctx) =>
    ctx.db.runTransaction(async (tx) => {
      const { db } = ctx;
      if (expected && expected.id !== video.id) {
        throw new HttpsError(
          'invalid-argument',
          'Die Kennung eines Videos bleibt beim Bearbeiten gleich; bitte laden Sie die Seite neu.',
        );
      }
      const catalogue = await readVideoCatalogue(db, tx);
      const stored = catalogue.items.find((v) => v.id === video.id) ?? null;
      const saved = plain(video);
      if (stored && sameContent(stored, saved)) return { video: stored };
      if (expected === null && stored) {
        throw new HttpsError(
          'already-exists',
          `Die Kennung „${video.id}“ hat bereits das Video „${stored.title.slice(0, 80)}“. Bitte wählen Sie eine andere.`,
        );
      }
      if (expected && !stored) throw notFound('Das Video');
      if (expected && stored && !sameContent(stored, expected)) {
        throw staleVersion(`Das Video „${stored.title.slice(0, 80)}“`);
      }
      if (!stored && catalogue.items.length >= MAX_VIDEOS) {
        throw new HttpsError(
          'resource-exhausted',
          `Die Mediathek fasst höchstens ${MAX_VIDEOS} Videos. Bitte löschen Sie zuerst ein altes.`,
        );
      }
      tx.set(db.doc(PATHS.videoCatalogue), upsertEntry(catalogue, saved, videoKey));
      writeAudit(tx, db, ctx, {
        action: 'videos/save',
        target: `videos/${video.id}`,
        before: stored,
        after: saved,
      });
      return { video: saved };
    }),
});

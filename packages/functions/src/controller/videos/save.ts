/**
 * videos/save (admins): creates or edits a Mediathek video, in one transaction with its audit entry
 * (lib/audit.ts). No lost updates: `version` is the video's version as the admin last saw it (0 for a new
 * one; a video stored without one counts as 0), checked by the shared entryVerdict
 * (versioning/entryVersion.ts): when another admin saved meanwhile, nothing is written and the answer is
 * the usual failed-precondition „… wurde inzwischen an anderer Stelle geändert …“; the stored video gets
 * version + 1. A new video whose id is taken is refused with already-exists. A repeated call that finds
 * the wanted video stored answers it without writing. Reads: the catalogue (one document).
 */
import { HttpsError } from 'firebase-functions/v2/https';
import { entryVerdict, MAX_VIDEOS } from '@speiseplaner/shared';
import { defineHandler } from '../../lib/action';
import { writeAudit } from '../../lib/audit';
import { notFound, staleVersion } from '../../lib/errors';
import { PATHS } from '../../lib/paths';
import { plain } from '../../lib/sameContent';
import { upsertEntry } from '../../lib/summary';
import { readVideoCatalogue, videoKey } from './catalogue';

export const saveVideo = defineHandler('videos/save', {
  handler: async ({ video, version, isNew }, ctx) =>
    ctx.db.runTransaction(async (tx) => {
      const { db } = ctx;
      const catalogue = await readVideoCatalogue(db, tx);
      const stored = catalogue.items.find((v) => v.id === video.id) ?? null;
      const verdict = entryVerdict(stored, { version, isNew, content: video });
      if (stored && verdict === 'unchanged') return { video: stored };
      if (stored && verdict === 'taken') {
        throw new HttpsError(
          'already-exists',
          `Die Kennung „${video.id}“ hat bereits das Video „${stored.title.slice(0, 80)}“. Bitte wählen Sie eine andere.`,
        );
      }
      if (verdict === 'missing') throw notFound('Das Video');
      if (stored && verdict === 'stale') throw staleVersion(`Das Video „${stored.title.slice(0, 80)}“`);
      if (!stored && catalogue.items.length >= MAX_VIDEOS) {
        throw new HttpsError(
          'resource-exhausted',
          `Die Mediathek fasst höchstens ${MAX_VIDEOS} Videos. Bitte löschen Sie zuerst ein altes.`,
        );
      }
      const saved = plain({ ...video, version: version + 1 });
      tx.set(db.doc(PATHS.videoCatalogue), upsertEntry(catalogue, saved, videoKey));
      writeAudit(tx, db, ctx, {
        action: 'videos/save',
        target: `videos/${video.id}`,
        before: stored,
        after: saved,
        ignore: ['version'],
      });
      return { video: saved };
    }),
});

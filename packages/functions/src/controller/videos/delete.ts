/**
 * videos/delete (admins): removes a video from the catalogue, with its audit entry in the same
 * transaction. `version` is the video's version as the admin last saw it (shared entryVerdict,
 * versioning/entryVersion.ts): a video another admin changed meanwhile is not deleted (the usual
 * „… wurde inzwischen an anderer Stelle geändert …“). An article that embeds the id then shows the
 * "coming soon" note.
 */
import { entryVerdict } from '@speiseplaner/shared';
import { defineHandler } from '../../lib/action';
import { writeAudit } from '../../lib/audit';
import { notFound, staleVersion } from '../../lib/errors';
import { PATHS } from '../../lib/paths';
import { removeEntry } from '../../lib/summary';
import { readVideoCatalogue, videoKey } from './catalogue';

export const deleteVideo = defineHandler('videos/delete', {
  handler: async ({ id, version }, ctx) =>
    ctx.db.runTransaction(async (tx) => {
      const { db } = ctx;
      const catalogue = await readVideoCatalogue(db, tx);
      const stored = catalogue.items.find((v) => v.id === id);
      if (!stored) throw notFound('Das Video');
      if (entryVerdict(stored, { version }) !== 'write') {
        throw staleVersion(`Das Video „${stored.title.slice(0, 80)}“`);
      }
      tx.set(db.doc(PATHS.videoCatalogue), removeEntry(catalogue, id, videoKey));
      writeAudit(tx, db, ctx, {
        action: 'videos/delete',
        target: `videos/${id}`,
        before: stored,
        after: null,
        ignore: ['version'],
      });
      return { id };
    }),
});

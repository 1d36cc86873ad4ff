/** videos/list: the published videos with a YouTube id, public (Mediathek and article embeds). One read. */
import { shownVideos } from '@speiseplaner/shared';
import { defineHandler } from '../../lib/action';
import { readVideoCatalogue } from './catalogue';

export const listVideos = defineHandler('videos/list', {
  handler: async (_payload, { db }) => ({ videos: shownVideos((await readVideoCatalogue(db)).items) }),
});

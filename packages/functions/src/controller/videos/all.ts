/** videos/all (admins): every video, published or not, in the Mediathek's order. One read. */
import { compareVideos } from '@speiseplaner/shared';
import { defineHandler } from '../../lib/action';
import { readVideoCatalogue } from './catalogue';

export const listAllVideos = defineHandler('videos/all', {
  handler: async (_payload, { db }) => ({
    videos: [...(await readVideoCatalogue(db)).items].sort(compareVideos),
  }),
});

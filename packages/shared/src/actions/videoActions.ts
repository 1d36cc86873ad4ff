/** videos/list (public), videos/all, videos/save, videos/delete (admins); callable "controller". */
import { z } from '../schemas/zod';
import { VersionSchema } from '../schemas/common';
import { MAX_VIDEOS, VideoSchema, VideoSlugSchema } from '../schemas/video';
import { action, EmptyPayloadSchema } from './common';

const VideoListSchema = z.array(VideoSchema).max(MAX_VIDEOS);

export const VIDEO_ACTIONS = {
  /** The videos kitchens and visitors see (published, with a YouTube id), in the Mediathek's order. */
  'videos/list': action({
    payload: EmptyPayloadSchema,
    answer: z.strictObject({ videos: VideoListSchema }),
    public: true,
    readOnly: true,
  }),
  /** Every video, published or not, for the Verwaltung. */
  'videos/all': action({
    payload: EmptyPayloadSchema,
    answer: z.strictObject({ videos: VideoListSchema }),
    admin: true,
  }),
  /**
   * Creates (`isNew`) or edits a video. `version` is the video's version as the admin last saw it (0 for a
   * new one), so a change another admin made meanwhile is refused instead of overwritten
   * (versioning/entryVersion.ts); the answer carries the stored video with its new version.
   */
  'videos/save': action({
    payload: z.strictObject({ video: VideoSchema, version: VersionSchema, isNew: z.boolean() }),
    answer: z.strictObject({ video: VideoSchema }),
    admin: true,
  }),
  /** Removes a video; `version` as in videos/save, so a video changed meanwhile is not deleted unseen. */
  'videos/delete': action({
    payload: z.strictObject({ id: VideoSlugSchema, version: VersionSchema }),
    answer: z.strictObject({ id: VideoSlugSchema }),
    admin: true,
  }),
};

/**
 * A teaching video of the Mediathek (docs/data-model.md, "Videos"): `id` is our slug that articles embed
 * as `::video{id="…"}` and never changes; `youtubeId` is the provider's id ('' until the video is
 * uploaded). Kitchens and visitors see a video only when it is published and has a YouTube id
 * (isVideoShown). The messages are the ones the Verwaltung's form shows next to each field.
 */
import { z } from './zod';
import { MAX_NAME_LENGTH } from './limits';
import { VersionSchema } from './common';
import { multiLine, singleLine } from './plainText';

/** Most videos the catalogue holds (one document: docs/data-model.md, "Document limits"). */
export const MAX_VIDEOS = 200;
export const MAX_VIDEO_DESCRIPTION_LENGTH = 1000;
export const MAX_VIDEO_ORDER = 9999;
/** A YouTube video id: eleven letters, digits, '-' or '_'. */
export const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;

export const VIDEO_FIELD_MESSAGES = {
  id: 'Bitte geben Sie eine Kennung aus Kleinbuchstaben, Ziffern und Bindestrichen ein, z. B. „rezepte-anpassen“.',
  title: 'Bitte geben Sie einen Titel ein.',
  titleLength: `Der Titel darf höchstens ${MAX_NAME_LENGTH} Zeichen lang sein.`,
  topic: 'Bitte geben Sie ein Thema ein, z. B. „Planer“.',
  topicLength: `Das Thema darf höchstens ${MAX_NAME_LENGTH} Zeichen lang sein.`,
  description: `Die Beschreibung darf höchstens ${MAX_VIDEO_DESCRIPTION_LENGTH} Zeichen lang sein.`,
  order: `Bitte geben Sie als Reihenfolge eine ganze Zahl von 0 bis ${MAX_VIDEO_ORDER} ein.`,
  youtubeId: 'Das ist keine YouTube-Adresse oder Video-ID.',
} as const;

export const VideoSlugSchema = z
  .string()
  .min(1, VIDEO_FIELD_MESSAGES.id)
  .max(80, VIDEO_FIELD_MESSAGES.id)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, VIDEO_FIELD_MESSAGES.id);

export const VideoSchema = z.strictObject({
  id: VideoSlugSchema,
  title: singleLine(
    z
      .string()
      .trim()
      .min(1, VIDEO_FIELD_MESSAGES.title)
      .max(MAX_NAME_LENGTH, VIDEO_FIELD_MESSAGES.titleLength),
  ),
  topic: singleLine(
    z
      .string()
      .trim()
      .min(1, VIDEO_FIELD_MESSAGES.topic)
      .max(MAX_NAME_LENGTH, VIDEO_FIELD_MESSAGES.topicLength),
  ),
  description: multiLine(
    z.string().trim().max(MAX_VIDEO_DESCRIPTION_LENGTH, VIDEO_FIELD_MESSAGES.description),
  ).default(''),
  /** Lower first in the Mediathek; equal orders by title. */
  order: z
    .number(VIDEO_FIELD_MESSAGES.order)
    .int(VIDEO_FIELD_MESSAGES.order)
    .min(0, VIDEO_FIELD_MESSAGES.order)
    .max(MAX_VIDEO_ORDER, VIDEO_FIELD_MESSAGES.order),
  published: z.boolean(),
  /** The YouTube id; '' until the operator has one. */
  youtubeId: z
    .string()
    .regex(/^([A-Za-z0-9_-]{11})?$/, VIDEO_FIELD_MESSAGES.youtubeId)
    .default(''),
  /**
   * Moved by every save (videos/save stores version + 1; versioning/entryVersion.ts). A video stored
   * without one counts as version 0; a `version` sent inside the video is ignored.
   */
  version: VersionSchema.optional(),
});
export type Video = z.infer<typeof VideoSchema>;

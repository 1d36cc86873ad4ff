/**
 * A video as the Verwaltung's Mediathek form edits it (docs/product.md, "Verwaltung › Mediathek"): every
 * field as typed, a German message per field that is not right, and the checked Video once every field
 * is. VideoSchema decides field by field (videos/save checks with it too); the address field goes through
 * parseYouTubeId, so a pasted YouTube address is stored as its id.
 */
import { parseYouTubeId } from './youtube';
import { VIDEO_FIELD_MESSAGES, VideoSchema, type Video } from '../schemas/video';

export interface VideoForm {
  id: string;
  title: string;
  topic: string;
  description: string;
  /** As typed. */
  order: string;
  published: boolean;
  /** A YouTube address or id as pasted; empty while the video has none. */
  youtube: string;
}

export type VideoFormField = Exclude<keyof VideoForm, 'published'>;
export type VideoFormErrors = Partial<Record<VideoFormField, string>>;

export const VIDEO_FORM_MESSAGES = {
  idTaken: 'Diese Kennung hat bereits ein anderes Video. Bitte wählen Sie eine andere.',
} as const;

export const EMPTY_VIDEO_FORM: VideoForm = {
  id: '',
  title: '',
  topic: '',
  description: '',
  order: '0',
  published: false,
  youtube: '',
};

export function videoFormOf(video: Video): VideoForm {
  return {
    id: video.id,
    title: video.title,
    topic: video.topic,
    description: video.description,
    order: String(video.order),
    published: video.published,
    youtube: video.youtubeId,
  };
}

const FIELD_OF_PATH: Record<keyof Video, VideoFormField | undefined> = {
  id: 'id',
  title: 'title',
  topic: 'topic',
  description: 'description',
  order: 'order',
  published: undefined,
  youtubeId: 'youtube',
  version: undefined,
};

export interface VideoFormContext {
  /** The stored video being edited (its id stays); null or undefined for a new one. */
  stored?: Video | null;
  /** Ids of the other stored videos: a new video may not take one. */
  takenIds?: readonly string[];
}

/** The video to save, or the German message of every field that is not right. */
export function checkVideoForm(
  form: VideoForm,
  { stored, takenIds = [] }: VideoFormContext = {},
): { video: Video } | { errors: VideoFormErrors } {
  const errors: VideoFormErrors = {};
  const id = stored?.id ?? form.id.trim();
  if (!stored && takenIds.includes(id)) errors.id = VIDEO_FORM_MESSAGES.idTaken;
  let youtubeId = '';
  if (form.youtube.trim() !== '') {
    const parsed = parseYouTubeId(form.youtube);
    if (parsed.ok) youtubeId = parsed.id;
    else errors.youtube = parsed.message;
  }
  const orderText = form.order.trim();
  const candidate = {
    id,
    title: form.title,
    topic: form.topic,
    description: form.description,
    order: /^\d+$/.test(orderText) ? Number(orderText) : orderText === '' ? Number.NaN : orderText,
    published: form.published,
    youtubeId,
  };
  const parsed = VideoSchema.safeParse(candidate);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = FIELD_OF_PATH[issue.path[0] as keyof Video];
      if (field) errors[field] ??= field === 'order' ? VIDEO_FIELD_MESSAGES.order : issue.message;
    }
  }
  return !parsed.success || Object.keys(errors).length > 0 ? { errors } : { video: parsed.data };
}

/** Hosting ids of our teaching videos (content's video list); '' while a video is not uploaded yet. */
import { VIDEOS } from '@speiseplaner/content/src/videos/videos';

export const VIDEO_EMBED_BASE = 'https://www.youtube-nocookie.com/embed/';

export function videoHostingId(id: string): string {
  return VIDEOS.find((video) => video.id === id)?.youtubeId ?? '';
}

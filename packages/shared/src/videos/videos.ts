/** Which videos kitchens and visitors see, and in which order (Mediathek, article embeds, videos/list). */
import type { Video } from '../schemas/video';

/** Shown to kitchens and visitors: published and with a YouTube id. */
export const isVideoShown = (video: Video): boolean => video.published && video.youtubeId !== '';

/** Lower order first, then by title (German collation), then by id, so the order is always the same. */
export function compareVideos(a: Video, b: Video): number {
  return (
    a.order - b.order || a.title.localeCompare(b.title, 'de') || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)
  );
}

/** The videos kitchens and visitors see, in the Mediathek's order. */
export const shownVideos = (videos: readonly Video[]): Video[] =>
  videos.filter(isVideoShown).sort(compareVideos);

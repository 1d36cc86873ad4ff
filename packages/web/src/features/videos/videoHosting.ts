/** Where a YouTube id is played: the provider's address without cookies until playback. */
export const VIDEO_EMBED_BASE = 'https://www.youtube-nocookie.com/embed/';

/**
 * What an admin pastes into the Mediathek form: a YouTube address or a bare id. Only the provider's own
 * hosts and the usual address forms count, so a look-alike host (youtube.com.example.org, a user part
 * before '@') or any other scheme is refused rather than guessed at.
 */
import { VIDEO_FIELD_MESSAGES, YOUTUBE_ID } from '../schemas/video';

export type YouTubeIdResult = { ok: true; id: string } | { ok: false; message: string };

/** Longest input looked at: addresses with tracking parameters stay far below it. */
const MAX_INPUT_LENGTH = 2048;

const WATCH_HOSTS = new Set(['youtube.com', 'www.youtube.com', 'm.youtube.com']);
const NOCOOKIE_HOSTS = new Set(['youtube-nocookie.com', 'www.youtube-nocookie.com']);
const SHORT_HOSTS = new Set(['youtu.be', 'www.youtu.be']);

const refused: YouTubeIdResult = { ok: false, message: VIDEO_FIELD_MESSAGES.youtubeId };

/** C0 and C1 control characters and DEL. */
function isControl(char: string): boolean {
  const code = char.charCodeAt(0);
  return code < 0x20 || (code >= 0x7f && code <= 0x9f);
}

function idResult(candidate: string | null | undefined): YouTubeIdResult {
  return candidate && YOUTUBE_ID.test(candidate) ? { ok: true, id: candidate } : refused;
}

/** The id in a path like `/embed/<id>` (one segment after the prefix, an optional trailing '/'). */
function afterPrefix(path: string, prefix: string): string | null {
  if (!path.startsWith(prefix)) return null;
  const rest = path.slice(prefix.length).replace(/\/$/, '');
  return rest.includes('/') ? null : rest;
}

/** The YouTube id of `input` (a bare id or a YouTube address), or the German message why it is none. */
export function parseYouTubeId(input: string): YouTubeIdResult {
  const text = input.trim();
  if (text === '' || text.length > MAX_INPUT_LENGTH) return refused;
  // The URL parser would drop control characters and blanks silently; an address has none.
  if (/\s/.test(text) || [...text].some(isControl)) return refused;
  if (YOUTUBE_ID.test(text)) return { ok: true, id: text };
  // Addresses typed without a scheme ("youtu.be/…", "www.youtube.com/watch?v=…") are meant as https.
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(text) ? text : `https://${text}`;
  let url: URL;
  try {
    url = new URL(withScheme);
  } catch {
    return refused;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return refused;
  if (url.username || url.password || url.port) return refused;
  const host = url.hostname.toLowerCase();
  const path = url.pathname;
  if (SHORT_HOSTS.has(host)) return idResult(afterPrefix(path, '/'));
  if (NOCOOKIE_HOSTS.has(host)) return idResult(afterPrefix(path, '/embed/'));
  if (!WATCH_HOSTS.has(host)) return refused;
  if (path === '/watch' || path === '/watch/') return idResult(url.searchParams.get('v'));
  for (const prefix of ['/embed/', '/shorts/', '/live/', '/v/']) {
    const id = afterPrefix(path, prefix);
    if (id !== null) return idResult(id);
  }
  return refused;
}

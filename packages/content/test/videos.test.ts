import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { VideoSchema } from '@speiseplaner/shared';
import { VIDEOS } from '../src/videos/videos';

const ARTICLES_DIR = join(__dirname, '..', 'articles');
const VIDEO_EMBED = /^::video\{id="([^"]*)"/gm;

/** Every video id embedded by an article file, with the file it comes from. */
function embeddedVideoIds(): { file: string; id: string }[] {
  return readdirSync(ARTICLES_DIR)
    .filter((file) => file.endsWith('.md'))
    .flatMap((file) =>
      [...readFileSync(join(ARTICLES_DIR, file), 'utf8').matchAll(VIDEO_EMBED)].map((match) => ({
        file,
        id: match[1]!,
      })),
    );
}

describe('VIDEOS', () => {
  it.each(VIDEOS.map((v) => [v.id, v]))('%s matches the shared video schema', (_id, video) => {
    expect(VideoSchema.parse(video)).toEqual(video);
  });

  it('has unique ids and unique titles', () => {
    expect(new Set(VIDEOS.map((v) => v.id)).size).toBe(VIDEOS.length);
    expect(new Set(VIDEOS.map((v) => v.title)).size).toBe(VIDEOS.length);
  });

  it('publishes no video that has no YouTube id', () => {
    expect(VIDEOS.filter((v) => v.published && v.youtubeId === '')).toEqual([]);
  });

  it('knows every video an article embeds', () => {
    const known = new Set(VIDEOS.map((v) => v.id));
    const unknown = embeddedVideoIds().filter((embed) => !known.has(embed.id));
    expect(unknown).toEqual([]);
  });
});

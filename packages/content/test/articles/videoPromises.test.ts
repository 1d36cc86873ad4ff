/**
 * No public text promises videos while none is published (issue #27, F15). An article's `::video{…}` embed
 * shows nothing for an unpublished video, but words such as „Lehrvideos“ in the text stay; they may only
 * stand while at least one video of the Mediathek's data (src/videos/videos.ts) is published with a
 * YouTube id. When the first video is published, its texts can come back (docs/product.md, "Mediathek").
 */
import type { Video } from '@speiseplaner/shared';
import { readArticleFiles, type ArticleFile } from '../../scripts/articleFiles';
import { VIDEOS } from '../../src/videos/videos';
import { articleSource } from './articleSource';

/** Video, Videos, Lehrvideo, Lehrvideos, Videoanleitung …: every word built on „video“. */
const VIDEO_WORD = /video/i;

/**
 * Articles that must speak of videos even while none is published, and why. The privacy policy describes
 * the YouTube embed and its consent: an admin publishes a video in the Verwaltung without a new build, so
 * the text has to be there before the first video is.
 */
const MAY_NAME_VIDEOS: Readonly<Record<string, string>> = {
  datenschutz: 'describes the consent to YouTube embeds',
};

type Mention = { fileSlug: string; line: number; text: string };

/** Lines of `articles` that speak of videos, embeds and the exempt articles left out. */
function videoMentions(articles: readonly Pick<ArticleFile, 'fileSlug' | 'source'>[]): Mention[] {
  return articles
    .filter(({ fileSlug }) => !(fileSlug in MAY_NAME_VIDEOS))
    .flatMap(({ fileSlug, source }) =>
      source
        .split('\n')
        .flatMap((text, index) =>
          VIDEO_WORD.test(text) && !text.trim().startsWith('::video{')
            ? [{ fileSlug, line: index + 1, text: text.trim().slice(0, 80) }]
            : [],
        ),
    );
}

/** The mentions no published video backs: all of them while no video is published, else none. */
function unbackedVideoMentions(
  articles: readonly Pick<ArticleFile, 'fileSlug' | 'source'>[],
  videos: readonly Video[],
): Mention[] {
  const published = videos.some((video) => video.published && video.youtubeId !== '');
  return published ? [] : videoMentions(articles);
}

describe('video promises in the public texts', () => {
  const articles = readArticleFiles();

  it('speak of videos only while at least one video is published', () => {
    expect(unbackedVideoMentions(articles, VIDEOS)).toEqual([]);
  });

  it('find a promise in the text, but not in an embed, and accept it once a video is published', () => {
    const sample = {
      fileSlug: 'probe',
      source: articleSource([
        'Artikel, Workshops und Lehrvideos stehen allen offen.',
        '',
        '::video{id="speiseplan-anlegen" title="Den ersten Speiseplan anlegen"}',
      ]),
    };
    const unpublished = VIDEOS.map((video) => ({ ...video, published: false }));
    expect(unbackedVideoMentions([sample], unpublished)).toEqual([
      { fileSlug: 'probe', line: 9, text: 'Artikel, Workshops und Lehrvideos stehen allen offen.' },
    ]);
    const onePublished = unpublished.map((video, index) =>
      index === 0 ? { ...video, published: true, youtubeId: 'dQw4w9WgXcQ' } : video,
    );
    expect(unbackedVideoMentions([sample], onePublished)).toEqual([]);
  });

  it('exempt only articles that exist and speak of videos', () => {
    for (const fileSlug of Object.keys(MAY_NAME_VIDEOS)) {
      const article = articles.find((entry) => entry.fileSlug === fileSlug);
      expect({ fileSlug, mentionsVideos: VIDEO_WORD.test(article?.source ?? '') }).toEqual({
        fileSlug,
        mentionsVideos: true,
      });
    }
  });
});

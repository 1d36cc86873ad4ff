import { isVideoShown, shownVideos } from '../../src/videos/videos';
import type { Video } from '../../src/schemas/video';

const video = (id: string, over: Partial<Video> = {}): Video => ({
  id,
  title: `Video ${id}`,
  topic: 'Planer',
  description: '',
  order: 0,
  published: true,
  youtubeId: 'dQw4w9WgXcQ',
  ...over,
});

describe('shownVideos', () => {
  it('shows only published videos that have a YouTube id', () => {
    expect(isVideoShown(video('a'))).toBe(true);
    expect(isVideoShown(video('b', { published: false }))).toBe(false);
    expect(isVideoShown(video('c', { youtubeId: '' }))).toBe(false);
    const shown = shownVideos([video('a'), video('b', { published: false }), video('c', { youtubeId: '' })]);
    expect(shown.map((v) => v.id)).toEqual(['a']);
  });

  it('orders by order, then by title with Umlaute in German order, then by id', () => {
    const list = [
      video('z', { order: 2, title: 'Ärger' }),
      video('y', { order: 1, title: 'Zucker' }),
      video('x', { order: 2, title: 'Apfel' }),
      video('w', { order: 2, title: 'Birne' }),
      video('v', { order: 2, title: 'Birne' }),
    ];
    expect(shownVideos(list).map((v) => v.id)).toEqual(['y', 'x', 'z', 'v', 'w']);
  });
});

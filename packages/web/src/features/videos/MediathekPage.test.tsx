import { screen, within } from '@testing-library/react';
import type { Video } from '@speiseplaner/shared';
import { VIDEOS } from '@speiseplaner/content/src/videos/videos';
import { initialStateForTests } from '../../../test/consent';
import { loggedOut, renderApp, renderWithProviders } from '../../../test/renderWithProviders';
import VideoGrid from './VideoGrid';

const video = (id: string, topic: string, youtubeId = ''): Video => ({
  id,
  title: `Video ${id}`,
  topic,
  description: '',
  order: 0,
  published: true,
  youtubeId,
});

describe('Mediathek', () => {
  afterEach(() => window.localStorage.clear());

  it('shows every teaching video with title and topic, also to visitors', async () => {
    await renderApp('/mediathek', { preloadedState: loggedOut });
    expect(await screen.findByRole('heading', { level: 1, name: 'Lehrvideos' })).toBeInTheDocument();
    expect(document.title).toBe('Lehrvideos – Speiseplaner');
    const cards = within(screen.getByRole('list', { name: 'Lehrvideos' })).getAllByRole('article');
    expect(cards).toHaveLength(VIDEOS.length);
    const first = screen.getByRole('article', { name: VIDEOS[0]!.title });
    expect(first).toHaveTextContent(VIDEOS[0]!.topic);
    // Not uploaded yet: a note instead of a player, nothing from the provider.
    expect(first).toHaveTextContent(`Das Video „${VIDEOS[0]!.title}“ ist bald hier verfügbar.`);
    expect(document.querySelector('iframe')).toBeNull();
  });

  it('loads a video from the provider only after the visitor agrees', async () => {
    const { user } = renderWithProviders(<VideoGrid videos={[video('a', 'Planer', 'abc123defgh')]} />, {
      preloadedState: initialStateForTests('necessary'),
    });
    expect(document.querySelector('iframe')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Video laden' }));
    expect(document.querySelector('iframe')).toHaveAttribute(
      'src',
      'https://www.youtube-nocookie.com/embed/abc123defgh',
    );
  });

  it('filters by topic', async () => {
    const videos = [video('a', 'Planer'), video('b', 'Hygiene'), video('c', 'Planer')];
    const { user } = renderWithProviders(<VideoGrid videos={videos} />);
    await user.click(screen.getByRole('button', { name: 'Hygiene' }));
    expect(screen.getAllByRole('article').map((a) => a.getAttribute('aria-label'))).toEqual(['Video b']);
    expect(screen.getByRole('button', { name: 'Hygiene' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'Alle Themen' }));
    expect(screen.getAllByRole('article')).toHaveLength(3);
  });
});

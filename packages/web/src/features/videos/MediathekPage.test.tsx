import { screen, within } from '@testing-library/react';
import type { Video } from '@speiseplaner/shared';
import { makeTransport, TransportError } from '../../../test/fakeTransport';
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

  it('shows the published teaching videos the backend lists, with title, topic and text, to visitors', async () => {
    const backend = makeTransport({
      'videos/list': () => ({
        videos: [
          { ...video('rezepte-anpassen', 'Planer', 'dQw4w9WgXcQ'), title: 'Rezepte anpassen' },
          {
            ...video('hygiene', 'Küchenpraxis', 'abc123defgh'),
            description: 'Hände, Flächen, Temperaturen.',
          },
        ],
      }),
    });
    await renderApp('/mediathek', { preloadedState: loggedOut, backend });
    expect(await screen.findByRole('heading', { level: 1, name: 'Lehrvideos' })).toBeInTheDocument();
    expect(document.title).toBe('Lehrvideos – Speiseplaner');
    const cards = within(await screen.findByRole('list', { name: 'Lehrvideos' })).getAllByRole('article');
    expect(cards).toHaveLength(2);
    const first = screen.getByRole('article', { name: 'Rezepte anpassen' });
    expect(first).toHaveTextContent('Planer');
    expect(within(first).getByRole('button', { name: 'Video laden' })).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Video hygiene' })).toHaveTextContent(
      'Hände, Flächen, Temperaturen.',
    );
    // Nothing from the provider before the visitor agrees.
    expect(document.querySelector('iframe')).toBeNull();
    expect(backend.callsOf('videos/list')).toHaveLength(1);
  });

  it('says so when no video is published, and shows the message when the list cannot be loaded', async () => {
    const { unmount } = await renderApp('/mediathek', {
      preloadedState: loggedOut,
      backend: makeTransport({ 'videos/list': () => ({ videos: [] }) }),
    });
    expect(await screen.findByText('Derzeit sind keine Lehrvideos verfügbar.')).toBeInTheDocument();
    unmount();
    const failing = makeTransport({
      'videos/list': () => {
        throw new TransportError('unavailable', 'Der Server ist gerade nicht erreichbar.');
      },
    });
    await renderApp('/mediathek', { preloadedState: loggedOut, backend: failing });
    expect(await screen.findByRole('alert')).toHaveTextContent('Der Server ist gerade nicht erreichbar.');
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

import { screen, waitFor } from '@testing-library/react';
import type { Video } from '@speiseplaner/shared';
import { makeTransport } from '../../../test/fakeTransport';
import { renderWithProviders } from '../../../test/renderWithProviders';
import ArticleVideo from './ArticleVideo';

const published: Video = {
  id: 'rezepte-anpassen',
  title: 'Rezepte anpassen',
  topic: 'Planer',
  description: '',
  order: 1,
  published: true,
  youtubeId: 'dQw4w9WgXcQ',
};

describe('a video embedded in an article', () => {
  it('plays the published video with the YouTube id the Mediathek lists, after consent', async () => {
    const backend = makeTransport({ 'videos/list': () => ({ videos: [published] }) });
    const { user } = renderWithProviders(
      <>
        <ArticleVideo id="rezepte-anpassen" title="Rezepte im Artikel" />
        <ArticleVideo id="rezepte-anpassen" title="Noch einmal" />
      </>,
      { backend },
    );
    const buttons = await screen.findAllByRole('button', { name: 'Video laden' });
    expect(buttons).toHaveLength(2);
    await user.click(buttons[0]!);
    expect(document.querySelector('iframe')).toHaveAttribute(
      'src',
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    );
    // Two embeds, one request.
    expect(backend.callsOf('videos/list')).toHaveLength(1);
  });

  it('shows nothing for a video that is not published or unknown', async () => {
    const backend = makeTransport({ 'videos/list': () => ({ videos: [published] }) });
    const { store, container } = renderWithProviders(
      <ArticleVideo id="hygiene" title="Hygiene in der Küche" />,
      { backend },
    );
    await waitFor(() => expect(store.getState().videos.status).toBe('loaded'));
    expect(container).toBeEmptyDOMElement();
    expect(screen.queryByText(/Hygiene in der Küche/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Video laden' })).toBeNull();
    expect(backend.callsOf('videos/list')).toHaveLength(1);
  });
});

import { screen } from '@testing-library/react';
import { initialStateForTests } from '../../../test/consent';
import { renderWithProviders } from '../../../test/renderWithProviders';
import VideoEmbed from './VideoEmbed';

describe('video embed', () => {
  afterEach(() => window.localStorage.clear());

  it('loads nothing from the provider until the visitor clicks "Video laden"', async () => {
    const { user } = renderWithProviders(<VideoEmbed hostingId="abc123" title="Rezepte anpassen" />);

    expect(screen.queryByTitle('Rezepte anpassen')).not.toBeInTheDocument();
    expect(screen.getByText(/erhält der Videoanbieter Daten/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Video laden' }));
    expect(screen.getByTitle('Rezepte anpassen')).toHaveAttribute(
      'src',
      'https://www.youtube-nocookie.com/embed/abc123',
    );
  });

  it('loads at once after "Alle akzeptieren"', () => {
    renderWithProviders(<VideoEmbed hostingId="abc123" title="Rezepte anpassen" />, {
      preloadedState: initialStateForTests('all'),
    });
    expect(screen.getByTitle('Rezepte anpassen').tagName).toBe('IFRAME');
    expect(screen.queryByRole('button', { name: 'Video laden' })).not.toBeInTheDocument();
  });

  it('still asks after "Nur notwendige"', () => {
    renderWithProviders(<VideoEmbed hostingId="abc123" title="Rezepte anpassen" />, {
      preloadedState: initialStateForTests('necessary'),
    });
    expect(screen.getByRole('button', { name: 'Video laden' })).toBeInTheDocument();
  });

  it('shows a note instead of a player while the video is not uploaded', () => {
    renderWithProviders(<VideoEmbed hostingId="" title="Rezepte anpassen" />, {
      preloadedState: initialStateForTests('all'),
    });
    expect(screen.getByText('Das Video „Rezepte anpassen“ ist bald hier verfügbar.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Video laden' })).not.toBeInTheDocument();
  });
});

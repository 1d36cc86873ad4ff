import { screen } from '@testing-library/react';
import { CONSENT_STORAGE_KEY } from './consentStorage';
import { renderWithProviders } from '../../../test/renderWithProviders';
import ConsentBanner from './ConsentBanner';
import VideoEmbed from '../videos/VideoEmbed';

const banner = () => screen.queryByRole('region', { name: 'Cookies und externe Medien' });

describe('consent banner', () => {
  afterEach(() => window.localStorage.clear());

  it('asks until the visitor chooses, and remembers "Nur notwendige" on this device', async () => {
    const { user, unmount } = renderWithProviders(<ConsentBanner />);
    // The panel arrives in its own chunk.
    expect(await screen.findByRole('region', { name: 'Cookies und externe Medien' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Nur notwendige' }));
    expect(banner()).not.toBeInTheDocument();
    expect(window.localStorage.getItem(CONSENT_STORAGE_KEY)).toBe('necessary');

    unmount();
    renderWithProviders(<ConsentBanner />);
    expect(banner()).not.toBeInTheDocument();
  });

  it('lets videos load after "Alle akzeptieren"', async () => {
    const { user } = renderWithProviders(
      <>
        <VideoEmbed hostingId="abc123" title="Einkaufsliste" />
        <ConsentBanner />
      </>,
    );
    expect(screen.queryByTitle('Einkaufsliste')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Alle akzeptieren' }));
    expect(screen.getByTitle('Einkaufsliste').tagName).toBe('IFRAME');
    expect(window.localStorage.getItem(CONSENT_STORAGE_KEY)).toBe('all');
  });

  it('names YouTube, its provider and a possible transfer to the USA before the visitor agrees', async () => {
    renderWithProviders(<ConsentBanner />);
    const region = await screen.findByRole('region', { name: 'Cookies und externe Medien' });
    expect(region).toHaveTextContent('YouTube (Google Ireland Limited)');
    expect(region).toHaveTextContent(/in den USA verarbeitet[^.]*EU-US Data Privacy Framework/);
  });

  it('says that reCAPTCHA loads only when a form is sent or the visitor is signed in, not for reading', async () => {
    renderWithProviders(<ConsentBanner />);
    const region = await screen.findByRole('region', { name: 'Cookies und externe Medien' });
    // docs/operations.md, "App Check": the public reads carry no App Check token.
    expect(region).toHaveTextContent(
      'Den Missbrauchsschutz reCAPTCHA von Google lädt die Seite erst, wenn Sie ein Formular absenden oder angemeldet sind, nicht beim bloßen Lesen.',
    );
  });
});

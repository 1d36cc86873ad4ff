/** The footer: the legal pages from every page and 'Cookie-Einstellungen' to change or withdraw consent. */
import { screen, within } from '@testing-library/react';
import { initialStateForTests } from '../../../test/consent';
import { renderWithProviders } from '../../../test/renderWithProviders';
import ConsentBanner from '../consent/ConsentBanner';
import VideoEmbed from '../videos/VideoEmbed';
import Footer from './Footer';

/** Where the consent is kept on this device (consent/consentStorage). */
const CONSENT_STORAGE_KEY = 'speiseplaner-consent';
const banner = () => screen.queryByRole('region', { name: 'Cookies und externe Medien' });
const video = () => screen.queryByTitle('Rezepte anpassen');

function renderPage(options: Parameters<typeof renderWithProviders>[1] = {}) {
  return renderWithProviders(
    <>
      <VideoEmbed hostingId="abc123" title="Rezepte anpassen" />
      <Footer />
      <ConsentBanner />
    </>,
    options,
  );
}

describe('footer', () => {
  afterEach(() => window.localStorage.clear());

  it('links the legal pages, contact and the newsletter', () => {
    renderPage({ preloadedState: initialStateForTests('necessary') });
    const footer = within(screen.getByRole('contentinfo'));
    expect(footer.getByRole('link', { name: 'Impressum' })).toHaveAttribute('href', '/artikel/impressum');
    expect(footer.getByRole('link', { name: 'Datenschutz' })).toHaveAttribute('href', '/artikel/datenschutz');
    expect(footer.getByRole('link', { name: 'Kontakt' })).toHaveAttribute('href', '/artikel/kontakt');
    expect(footer.getByRole('link', { name: 'Newsletter' })).toHaveAttribute('href', '/newsletter');
  });

  it('withdraws a given consent through "Cookie-Einstellungen": the loaded video goes away', async () => {
    window.localStorage.setItem(CONSENT_STORAGE_KEY, 'all');
    const { user } = renderPage({ preloadedState: initialStateForTests('all') });
    expect(video()?.tagName).toBe('IFRAME');
    expect(banner()).not.toBeInTheDocument();

    const settings = screen.getByRole('button', { name: 'Cookie-Einstellungen' });
    await user.click(settings);
    expect(await screen.findByRole('region', { name: 'Cookies und externe Medien' })).toBeInTheDocument();
    expect(within(banner()!).getByRole('heading', { name: 'Cookies und externe Medien' })).toHaveFocus();
    expect(within(banner()!).getByText(/Derzeit erlaubt: externe Videos/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Nur notwendige' }));
    expect(banner()).not.toBeInTheDocument();
    expect(video()).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Video laden' })).toBeInTheDocument();
    expect(window.localStorage.getItem(CONSENT_STORAGE_KEY)).toBe('necessary');
    expect(settings).toHaveFocus();
  });

  it('also takes back a video allowed for this visit only, and can give consent later', async () => {
    const { user } = renderPage({ preloadedState: initialStateForTests('necessary') });
    await user.click(screen.getByRole('button', { name: 'Video laden' }));
    expect(video()?.tagName).toBe('IFRAME');

    await user.click(screen.getByRole('button', { name: 'Cookie-Einstellungen' }));
    await user.click(screen.getByRole('button', { name: 'Nur notwendige' }));
    expect(video()).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Cookie-Einstellungen' }));
    expect(within(banner()!).getByText(/Derzeit erlaubt: nur notwendige Cookies/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Alle akzeptieren' }));
    expect(video()?.tagName).toBe('IFRAME');
    expect(window.localStorage.getItem(CONSENT_STORAGE_KEY)).toBe('all');
  });

  it('closes the reopened choice unchanged with "Schließen"', async () => {
    const { user } = renderPage({ preloadedState: initialStateForTests('all') });
    await user.click(screen.getByRole('button', { name: 'Cookie-Einstellungen' }));
    await user.click(screen.getByRole('button', { name: 'Schließen' }));
    expect(banner()).not.toBeInTheDocument();
    expect(video()?.tagName).toBe('IFRAME');
  });
});

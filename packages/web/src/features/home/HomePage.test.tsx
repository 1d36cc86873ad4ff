import { screen, within } from '@testing-library/react';
import { ARTICLE_INDEX, sortArticleMetas } from '@speiseplaner/content';
import { makeTransport } from '../../../test/fakeTransport';
import { loggedOut, renderApp } from '../../../test/renderWithProviders';
import { workshopIn } from '../../../test/workshops';

describe('home page', () => {
  it('pitches the planner, features the heaviest articles and lists the next workshops', async () => {
    const backend = makeTransport({
      'workshops/list': () => ({
        workshops: [workshopIn(10, 'klima', 'Klima im Blick'), workshopIn(40, 'klima', 'Klima später')],
      }),
    });
    await renderApp('/', { preloadedState: loggedOut, backend });

    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(
      'Bio-Speisepläne für Kita und Schule',
    );

    const featured = screen.getByRole('list', { name: 'Empfohlene Artikel' });
    const links = within(featured)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    // The six heaviest articles, legal and other pages ("Sonstige") left out.
    const heaviest = sortArticleMetas(ARTICLE_INDEX.filter((a) => a.category !== 'Sonstige')).slice(0, 6);
    expect(links).toEqual(heaviest.map((a) => `/artikel/${a.slug}`));
    expect(within(featured).getByText(heaviest[0]!.teaser)).toBeInTheDocument();

    expect(await screen.findByRole('link', { name: 'Klima im Blick' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Klima später' })).not.toBeInTheDocument();
  });
});

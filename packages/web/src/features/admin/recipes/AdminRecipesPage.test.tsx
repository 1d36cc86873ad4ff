import { screen, within } from '@testing-library/react';
import { loggedIn, renderApp } from '../../../../test/renderWithProviders';
import { adminUser } from '../../../../test/users';
import { CURRY, plannerBackend, SOUP } from '../../../../test/testCatalogue';

test('lists only the shared recipes, each linking to its page, and finds one by a word', async () => {
  const own = { ...CURRY, slug: 'mein-curry', name: 'Mein Curry', owner: adminUser.id };
  const backend = plannerBackend({ recipes: [SOUP, CURRY, own] });
  const { user } = await renderApp('/verwaltung/rezepte', { preloadedState: loggedIn(adminUser), backend });

  const table = await screen.findByRole('table', { name: 'Gemeinsame Rezepte' });
  const names = within(table)
    .getAllByRole('rowheader')
    .map((cell) => cell.textContent);
  expect(names).toEqual(expect.arrayContaining([SOUP.name, CURRY.name]));
  expect(names).not.toContain('Mein Curry');
  expect(within(table).getByRole('link', { name: SOUP.name })).toHaveAttribute(
    'href',
    `/app/rezepte/${SOUP.slug}`,
  );

  await user.type(screen.getByRole('searchbox', { name: 'Gemeinsame Rezepte durchsuchen' }), 'curry');
  expect(within(table).queryByRole('link', { name: SOUP.name })).not.toBeInTheDocument();
  expect(screen.getByText('1 von 2 gemeinsamen Rezepten')).toBeInTheDocument();
});

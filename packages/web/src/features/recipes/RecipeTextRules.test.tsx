/** #26: the recipe forms refuse invisible characters with the backend's message; the author is the kitchen. */
import { screen, waitFor, within } from '@testing-library/react';
import { HIDDEN_CHARACTERS_MESSAGE } from '@speiseplaner/shared';
import { loggedIn, renderApp } from '../../../test/renderWithProviders';
import { kitchenUser } from '../../../test/users';
import { CURRY, plannerBackend, SOUP } from '../../../test/testCatalogue';

describe('recipe author', () => {
  it('shows an own recipe as the kitchen’s own, and a shared one with the author the Verwaltung gave', async () => {
    const own = { ...CURRY, owner: kitchenUser.id, author: 'Kita Sonnenschein' };
    const shared = { ...SOUP, author: 'Bio-Küche Zentrale' };
    await renderApp('/app/rezepte/haehnchen-curry', {
      preloadedState: loggedIn(kitchenUser),
      backend: plannerBackend({ recipes: [shared, own] }),
    });
    expect(await screen.findByText('Eigenes Rezept von Kita Sonnenschein')).toBeInTheDocument();
    expect(screen.queryByText(/^Rezept von/)).not.toBeInTheDocument();
  });

  it('a copy of a shared recipe goes out without the template’s author', async () => {
    const backend = plannerBackend({
      recipes: [{ ...SOUP, author: 'Deutsche Gesellschaft für Ernährung' }, CURRY],
    });
    const { user } = await renderApp('/app/rezepte/karottensuppe', {
      preloadedState: loggedIn(kitchenUser),
      backend,
    });
    expect(await screen.findByText('Rezept von Deutsche Gesellschaft für Ernährung')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Als eigenes Rezept kopieren' }));
    const dialog = screen.getByRole('dialog', { name: 'Als eigenes Rezept kopieren' });
    await user.click(within(dialog).getByRole('button', { name: 'Rezept anlegen' }));
    await waitFor(() => expect(backend.callsOf('recipes/save')).toHaveLength(1));
    expect(backend.callsOf('recipes/save')[0]).not.toHaveProperty('recipe.author');
  });
});

describe('invisible characters in recipe texts', () => {
  it('the new-recipe dialog refuses a name with a right-to-left override', async () => {
    const { user } = await renderApp('/app/rezepte', {
      preloadedState: loggedIn(kitchenUser),
      backend: plannerBackend(),
    });
    await user.click(await screen.findByRole('button', { name: 'Neues Rezept' }));
    const dialog = screen.getByRole('dialog', { name: 'Neues Rezept' });
    await user.type(within(dialog).getByRole('textbox', { name: /Name des Rezepts/ }), 'Dal\u202Elaxe');
    await user.click(within(dialog).getByRole('button', { name: 'Rezept anlegen' }));
    expect(within(dialog).getByText(HIDDEN_CHARACTERS_MESSAGE)).toBeInTheDocument();
  });

  it('the editor shows the message under the name and saves no name with a zero-width space', async () => {
    const own = { ...CURRY, owner: kitchenUser.id };
    const backend = plannerBackend({ recipes: [SOUP, own] });
    const { user } = await renderApp('/app/rezepte/haehnchen-curry', {
      preloadedState: loggedIn(kitchenUser),
      backend,
    });
    await user.click(await screen.findByRole('button', { name: 'Bearbeiten' }));
    const name = screen.getByRole('textbox', { name: 'Name' });
    await user.type(name, '\u200B');
    expect(screen.getByText(HIDDEN_CHARACTERS_MESSAGE)).toBeInTheDocument();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    // Nothing with the hidden character goes out (the debounced save would have run after 1 s).
    await new Promise((resolve) => setTimeout(resolve, 1500));
    for (const call of backend.callsOf('recipes/save'))
      expect((call as { recipe: { name: string } }).recipe.name).not.toContain('\u200B');
  });

  it('the editor says why a tag with a word joiner is not taken', async () => {
    const own = { ...CURRY, owner: kitchenUser.id };
    const { user } = await renderApp('/app/rezepte/haehnchen-curry', {
      preloadedState: loggedIn(kitchenUser),
      backend: plannerBackend({ recipes: [SOUP, own] }),
    });
    await user.click(await screen.findByRole('button', { name: 'Bearbeiten' }));
    await user.type(screen.getByRole('combobox', { name: /Schlagworte/ }), 'vegan\u2060{Enter}');
    expect(screen.getByText(HIDDEN_CHARACTERS_MESSAGE)).toBeInTheDocument();
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import { formatPrice, preparePlannerData, recipeCost, recipePortionCosts, today } from '@speiseplaner/shared';
import { loggedIn, renderApp } from '../../../test/renderWithProviders';
import { adminUser, kitchenUser } from '../../../test/users';
import { CURRY, INGREDIENTS, plannerBackend, SOUP } from '../../../test/testCatalogue';

const data = () => preparePlannerData({ ingredients: INGREDIENTS, today: today() });
const rows = () =>
  within(screen.getByRole('table', { name: 'Rezeptliste' }))
    .getAllByRole('row')
    .slice(1);

describe('Rezepte list', () => {
  it('lists the recipes with their cost per Kindergarten portion from the domain core', async () => {
    await renderApp('/app/rezepte', { preloadedState: loggedIn(kitchenUser), backend: plannerBackend() });
    expect(await screen.findByRole('link', { name: 'Karottensuppe' })).toHaveAttribute(
      'href',
      '/app/rezepte/karottensuppe',
    );
    await waitFor(() =>
      expect(rows()[1]).toHaveTextContent(formatPrice(recipePortionCosts(data(), SOUP).perKigaPortion)),
    );
    expect(rows()[0]).toHaveTextContent('Hähnchen-Curry');
    expect(rows()[0]).toHaveTextContent('aufwendig');
    expect(screen.getByText('2 Rezepte gefunden')).toBeInTheDocument();
  });

  it('filters by search text, vegetarian, season month and dish type', async () => {
    const { user } = await renderApp('/app/rezepte', {
      preloadedState: loggedIn(kitchenUser),
      backend: plannerBackend(),
    });
    await screen.findByRole('link', { name: 'Karottensuppe' });

    await user.click(screen.getByRole('button', { name: 'vegetarisch' }));
    await waitFor(() =>
      expect(screen.queryByRole('link', { name: 'Hähnchen-Curry' })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('link', { name: 'Karottensuppe' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'vegan' }));
    // The soup holds cream: not vegan.
    await waitFor(() => expect(screen.getByText('0 Rezepte gefunden')).toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Alle' }));

    await user.click(screen.getByRole('combobox', { name: 'Saison' }));
    await user.click(screen.getByRole('option', { name: 'Juli' }));
    await waitFor(() =>
      expect(screen.queryByRole('link', { name: 'Karottensuppe' })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('link', { name: 'Hähnchen-Curry' })).toBeInTheDocument();

    await user.click(screen.getByRole('combobox', { name: 'Saison' }));
    await user.click(screen.getByRole('option', { name: 'Ganzjährig' }));
    await user.type(screen.getByRole('searchbox', { name: 'Rezepte durchsuchen' }), 'suppe');
    await waitFor(() =>
      expect(screen.queryByRole('link', { name: 'Hähnchen-Curry' })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('link', { name: 'Karottensuppe' })).toBeInTheDocument();
  });

  it('refuses a new recipe whose slug exists, and creates and saves a new one', async () => {
    const backend = plannerBackend();
    const { user } = await renderApp('/app/rezepte', { preloadedState: loggedIn(kitchenUser), backend });
    await screen.findByRole('link', { name: 'Karottensuppe' });
    await user.click(screen.getByRole('button', { name: 'Neues Rezept' }));
    const dialog = screen.getByRole('dialog', { name: 'Neues Rezept' });
    await user.type(within(dialog).getByRole('textbox', { name: /Name des Rezepts/ }), 'Karottensuppe');
    await user.click(within(dialog).getByRole('button', { name: 'Rezept anlegen' }));
    expect(
      within(dialog).getByText(/Ein Rezept mit der Kurzbezeichnung „karottensuppe“ gibt es schon/),
    ).toBeInTheDocument();

    await user.type(within(dialog).getByRole('textbox', { name: /Name des Rezepts/ }), ' mit Ingwer');
    await user.click(within(dialog).getByRole('button', { name: 'Rezept anlegen' }));
    expect(
      // The recipe page is a lazy chunk: the first load compiles it.
      await screen.findByRole('heading', { name: 'Karottensuppe mit Ingwer', level: 1 }),
    ).toBeInTheDocument();
    await waitFor(() => expect(backend.callsOf('recipes/save')).toHaveLength(1));
    expect(backend.callsOf('recipes/save')[0]).toMatchObject({
      recipe: {
        slug: 'karottensuppe-mit-ingwer',
        name: 'Karottensuppe mit Ingwer',
        owner: kitchenUser.id,
        version: 0,
      },
    });
    expect(await screen.findByText('Gespeichert')).toBeInTheDocument();
  });
});

describe('recipe page', () => {
  it('is pending while loading, then shows amounts, costs, nutrients, allergens and season', async () => {
    const backend = plannerBackend();
    const { user } = await renderApp('/app/rezepte/karottensuppe', {
      preloadedState: loggedIn(kitchenUser),
      backend,
    });
    expect(await screen.findByRole('heading', { name: 'Karottensuppe', level: 1 })).toBeInTheDocument();

    // Default heads of the user: one Kindergarten child. Karotte: 100 g net, 125 g gross (80 % edible).
    const lines = within(screen.getByRole('table', { name: 'Zutaten des Rezepts' }));
    expect(lines.getByRole('row', { name: /Karotte/ })).toHaveTextContent('100 g125 g');
    const total = () => screen.getByTestId('recipe-total-cost');
    expect(total()).toHaveTextContent(formatPrice(recipeCost(data(), SOUP, { kiga: 1 })));

    const krippe = screen.getByRole('spinbutton', { name: 'Krippe' });
    await user.clear(krippe);
    await user.type(krippe, '12');
    const kiga = screen.getByRole('spinbutton', { name: 'Kindergarten' });
    await user.clear(kiga);
    await user.type(kiga, '40');
    expect(total()).toHaveTextContent(formatPrice(recipeCost(data(), SOUP, { kita: 12, kiga: 40 })));
    expect(lines.getByRole('row', { name: /Karotte/ })).toHaveTextContent('4.960 g'); // 100 g × (40 + 12 × 0,8)
    // The printed page names the counts the amounts were scaled for (the inputs are not printed).
    expect(screen.getByTestId('print-heads')).toHaveTextContent('Für 12 Krippe, 40 Kindergarten');

    expect(screen.getByRole('figure', { name: 'Nährwerte je Portion Krippe' })).toHaveTextContent(
      /Energie: \d+ kcal/,
    );
    expect(screen.getByText('10 Milch')).toBeInTheDocument();
    expect(screen.getByText('Jan')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Karottensuppe' })).toHaveAttribute(
      'src',
      '/rezeptbilder/karottensuppe.jpg',
    );
    expect(screen.queryByRole('button', { name: 'Bearbeiten' })).not.toBeInTheDocument();
  });

  it("says 'Rezept nicht gefunden' when the recipe cannot be loaded", async () => {
    await renderApp('/app/rezepte/gibt-es-nicht', {
      preloadedState: loggedIn(kitchenUser),
      backend: plannerBackend(),
    });
    expect(await screen.findByRole('heading', { name: 'Rezept nicht gefunden' })).toBeInTheDocument();
  });

  it('edits an own recipe and autosaves the change', async () => {
    const own = { ...CURRY, owner: kitchenUser.id };
    const backend = plannerBackend({ recipes: [SOUP, own] });
    const { user } = await renderApp('/app/rezepte/haehnchen-curry', {
      preloadedState: loggedIn(kitchenUser),
      backend,
    });
    await user.click(await screen.findByRole('button', { name: 'Bearbeiten' }));
    const name = screen.getByRole('textbox', { name: 'Name' });
    await user.clear(name);
    await user.type(name, 'Curry mit Huhn');
    expect(screen.getByRole('heading', { name: 'Curry mit Huhn', level: 1 })).toBeInTheDocument();
    // The last write carries the whole name; debounced, so fewer writes than letters typed (without the
    // debounce there would be one per letter and one for the cleared field). How many fewer depends on
    // how fast the machine types, as a pause of a second sends what is there: 8 of 14 in a loaded CI run.
    await waitFor(() =>
      expect(backend.callsOf('recipes/save').at(-1)).toEqual({
        recipe: expect.objectContaining({ name: 'Curry mit Huhn', owner: kitchenUser.id }),
      }),
    );
    expect(backend.callsOf('recipes/save').length).toBeLessThan('Curry mit Huhn'.length);
  });

  it('lets an admin edit a shared recipe, portion factors included, saved as shared', async () => {
    const backend = plannerBackend();
    const { user } = await renderApp('/app/rezepte/karottensuppe', {
      preloadedState: loggedIn(adminUser),
      backend,
    });
    await user.click(await screen.findByRole('button', { name: 'Bearbeiten' }));
    expect(
      screen.getByText(/gemeinsames Rezept: Jede Änderung gilt sofort für alle Küchen/),
    ).toBeInTheDocument();
    const krippe = screen.getByRole('textbox', { name: 'Krippe' });
    expect(krippe).toHaveValue('0,8');
    expect(krippe).toHaveAccessibleDescription('Standard: 0,8');
    expect(screen.getByRole('textbox', { name: 'Grundschule' })).toHaveAccessibleDescription('Standard: 1,3');
    await user.clear(krippe);
    await user.type(krippe, '12');
    await user.tab();
    expect(krippe).toHaveAccessibleDescription(/Faktor über 0 und höchstens 10/);
    expect(krippe).toHaveValue('12');
    await user.clear(krippe);
    await user.type(krippe, '0,9');
    await user.tab();
    expect(screen.queryByText(/Faktor über 0 und höchstens 10/)).not.toBeInTheDocument();

    await waitFor(() => expect(backend.callsOf('recipes/save').length).toBeGreaterThan(0));
    expect(backend.callsOf('recipes/save')).toEqual([
      {
        recipe: expect.objectContaining({
          slug: 'karottensuppe',
          headPortionFactors: expect.objectContaining({ kita: 0.9 }),
        }),
        shared: true,
      },
    ]);
    expect(backend.callsOf('recipes/save')[0]).not.toHaveProperty('recipe.owner');
  });

  it('offers a kitchen no editing of a shared recipe', async () => {
    await renderApp('/app/rezepte/karottensuppe', {
      preloadedState: loggedIn(kitchenUser),
      backend: plannerBackend(),
    });
    await screen.findByRole('button', { name: 'Als eigenes Rezept kopieren' });
    expect(screen.queryByRole('button', { name: 'Bearbeiten' })).not.toBeInTheDocument();
  });

  it('copies a shared recipe as an own recipe with its ingredients, and saves it', async () => {
    const backend = plannerBackend();
    const { user } = await renderApp('/app/rezepte/karottensuppe', {
      preloadedState: loggedIn(kitchenUser),
      backend,
    });
    await user.click(await screen.findByRole('button', { name: 'Als eigenes Rezept kopieren' }));
    const dialog = screen.getByRole('dialog', { name: 'Als eigenes Rezept kopieren' });
    expect(within(dialog).getByRole('textbox', { name: /Name des Rezepts/ })).toHaveValue(
      'Karottensuppe (eigene Variante)',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Rezept anlegen' }));
    expect(
      await screen.findByRole('heading', { name: 'Karottensuppe (eigene Variante)', level: 1 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Bearbeiten beenden' })).toBeInTheDocument();
    await waitFor(() => expect(backend.callsOf('recipes/save')).toHaveLength(1));
    expect(backend.callsOf('recipes/save')[0]).toEqual({
      recipe: {
        ...SOUP,
        slug: 'karottensuppe-eigene-variante',
        name: 'Karottensuppe (eigene Variante)',
        owner: kitchenUser.id,
        version: 0,
      },
    });
  });
});

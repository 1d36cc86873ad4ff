import { screen, waitFor, within } from '@testing-library/react';
import {
  applyUserPriceChanges,
  formatGermanDate,
  formatPrice,
  today,
  type Ingredient,
  type User,
} from '@speiseplaner/shared';
import { loggedIn, renderApp } from '../../../test/renderWithProviders';
import { adminUser, kitchenUser, makeUser } from '../../../test/users';
import { TransportError } from '../../../test/fakeTransport';
import { INGREDIENTS, plannerBackend } from '../../../test/testCatalogue';

/** The planner backend plus user/prices (applies the changes to the map) and ingredients/save (version-checked). */
function backendFor(start: User) {
  let user = start;
  const stored = new Map(INGREDIENTS.map((i) => [i.slug, i]));
  return plannerBackend({
    extra: {
      'user/prices': (payload) => {
        user = { ...user, prices: applyUserPriceChanges(user.prices, payload.changes, () => true) };
        return { user };
      },
      'ingredients/save': (payload) => {
        const { ingredient } = payload;
        if (ingredient.version !== (stored.get(ingredient.slug)?.version ?? 0))
          throw new TransportError('failed-precondition', 'Die Zutat wurde inzwischen geändert.');
        const saved = { ...ingredient, version: ingredient.version + 1 };
        stored.set(saved.slug, saved);
        return { ingredient: saved };
      },
    },
  });
}

const table = () => screen.getByRole('table', { name: 'Zutaten' });
const names = () =>
  within(table())
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getByRole('rowheader').textContent);

describe('Zutaten', () => {
  it('shows the catalogue with example prices, sorts by comparable price and searches', async () => {
    const { user } = await renderApp('/app/zutaten', {
      preloadedState: loggedIn(kitchenUser),
      backend: backendFor(kitchenUser),
    });
    await screen.findByRole('table', { name: 'Zutaten' });
    expect(screen.getByText(/Beispielpreise/)).toBeInTheDocument();
    expect(names()).toEqual(['Hähnchenbrust', 'Karotte', 'Kartoffel', 'Sahne']);
    // Kartoffel: 2,50 € for 1000 g → 0,25 € per 100 g.
    const kartoffel = within(table()).getByRole('row', { name: /Kartoffel/ });
    expect(kartoffel).toHaveTextContent('1000');
    expect(kartoffel).toHaveTextContent('2,50');
    expect(kartoffel).toHaveTextContent('0,25');
    expect(kartoffel).toHaveTextContent('Kartoffeln');

    await user.click(screen.getByRole('button', { name: 'Vergleichspreis je 100 (€)' }));
    expect(names()).toEqual(['Kartoffel', 'Karotte', 'Sahne', 'Hähnchenbrust']);
    await user.click(screen.getByRole('button', { name: 'Vergleichspreis je 100 (€)' }));
    expect(names()).toEqual(['Hähnchenbrust', 'Sahne', 'Karotte', 'Kartoffel']);

    await user.type(screen.getByRole('searchbox', { name: 'Zutaten durchsuchen' }), 'fleisch');
    await waitFor(() => expect(names()).toEqual(['Hähnchenbrust']));
  });

  it('saves an own price with a comma on blur as the whole price map; unusable input goes back silently', async () => {
    const start = { ...kitchenUser, prices: { sahne: { price: 1, amount: 100 } } };
    const backend = backendFor(start);
    const { user } = await renderApp('/app/zutaten', { preloadedState: loggedIn(start), backend });
    await user.click(await screen.findByRole('rowheader', { name: 'Karotte' }));
    const dialog = screen.getByRole('dialog', { name: 'Preis editieren: Karotte' });
    const price = within(dialog).getByRole('textbox', { name: 'Eigener Preis' });
    expect(price).toHaveValue('0,40');

    await user.clear(price);
    await user.type(price, 'viel');
    await user.tab();
    expect(price).toHaveValue('0,40');
    expect(backend.callsOf('user/prices')).toEqual([]);

    await user.clear(price);
    await user.type(price, '0,55');
    await user.tab();
    await waitFor(() =>
      expect(backend.callsOf('user/prices')).toEqual([
        { changes: [{ slug: 'karotte', price: { price: 0.55, amount: 100 } }] },
      ]),
    );
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Schließen' }));
    const row = within(table()).getByRole('row', { name: /Karotte/ });
    await waitFor(() => expect(row).toHaveTextContent(`${formatPrice(0.55)}eigene`));
    // The catalogue price column keeps the example price.
    expect(row).toHaveTextContent('0,40');
  });

  it('names where each price comes from; removing an own price brings back the Träger’s', async () => {
    const start = makeUser({
      ...kitchenUser,
      organisation: { id: 'org-nord', name: 'Diakonie Nord' },
      prices: { sahne: { price: 1.2, amount: 100 } },
      organisationPrices: { karotte: { price: 0.3, amount: 100 }, sahne: { price: 0.8, amount: 100 } },
    });
    const backend = backendFor(start);
    const { user } = await renderApp('/app/zutaten', { preloadedState: loggedIn(start), backend });
    await screen.findByRole('table', { name: 'Zutaten' });
    const row = (name: string) => within(table()).getByRole('row', { name: new RegExp(name) });
    expect(row('Karotte')).toHaveTextContent(`${formatPrice(0.3)}Träger`);
    expect(row('Sahne')).toHaveTextContent(`${formatPrice(1.2)}eigene`);
    expect(row('Kartoffel')).toHaveTextContent(`${formatPrice(0.25)}Katalog`);
    expect(screen.getByText(/gilt der Preis Ihres Trägers/)).toBeInTheDocument();

    await user.click(within(table()).getByRole('rowheader', { name: 'Karotte' }));
    let dialog = screen.getByRole('dialog', { name: 'Preis editieren: Karotte' });
    expect(dialog).toHaveTextContent(
      `Sie rechnen mit dem Preis Ihres Trägers (${formatPrice(0.3)} € für 100 g).`,
    );
    expect(within(dialog).getByRole('textbox', { name: 'Eigener Preis' })).toHaveValue(formatPrice(0.3));
    await user.click(within(dialog).getByRole('button', { name: 'Schließen' }));

    await user.click(within(table()).getByRole('rowheader', { name: 'Sahne' }));
    dialog = screen.getByRole('dialog', { name: 'Preis editieren: Sahne' });
    expect(dialog).toHaveTextContent(
      `Entfernen Sie ihn, gilt wieder der Preis Ihres Trägers (${formatPrice(0.8)} € für 100 ml).`,
    );
    await user.click(within(dialog).getByRole('button', { name: 'Eigenen Preis entfernen' }));
    await waitFor(() =>
      expect(backend.callsOf('user/prices')).toEqual([{ changes: [{ slug: 'sahne', price: null }] }]),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Schließen' }));
    await waitFor(() => expect(row('Sahne')).toHaveTextContent(`${formatPrice(0.8)}Träger`));
  });

  it('lets admins change the catalogue price; it is autosaved with a price entry of today', async () => {
    const backend = backendFor(adminUser);
    const { user } = await renderApp('/app/zutaten', { preloadedState: loggedIn(adminUser), backend });
    await user.click(await screen.findByRole('rowheader', { name: 'Sahne' }));
    const dialog = screen.getByRole('dialog', { name: 'Preis editieren: Sahne' });
    const price = within(dialog).getByRole('textbox', { name: 'Katalogpreis' });
    await user.clear(price);
    await user.type(price, '1,05');
    await user.tab();
    await waitFor(() => expect(backend.callsOf('ingredients/save')).toHaveLength(1));
    const saved = (backend.callsOf('ingredients/save')[0] as { ingredient: Ingredient }).ingredient;
    expect(saved.prices.at(-1)).toEqual({ price: 1.05, fromDate: today(), referenceAmount: 100 });
    expect(await within(dialog).findByText('Gespeichert')).toBeInTheDocument();
    expect(within(dialog).getByRole('table', { name: 'Preisverlauf Sahne' })).toHaveTextContent(
      `${formatGermanDate(today())}1,05`,
    );
  });

  it('adds a new ingredient only when its slug does not exist yet', async () => {
    const backend = backendFor(adminUser);
    const { user } = await renderApp('/app/zutaten', { preloadedState: loggedIn(adminUser), backend });
    await screen.findByRole('table', { name: 'Zutaten' });
    await user.click(screen.getByRole('button', { name: 'Neue Zutat' }));
    const dialog = screen.getByRole('dialog', { name: 'Neue Zutat' });
    // The dialog opens with the focus in its first field: typing right away fills the name.
    expect(within(dialog).getByRole('textbox', { name: /^Name/ })).toHaveFocus();
    await user.keyboard('Karotte');
    expect(within(dialog).getByRole('textbox', { name: /^Name/ })).toHaveValue('Karotte');
    await user.click(within(dialog).getByRole('button', { name: 'Zutat anlegen' }));
    expect(
      within(dialog).getByText('Eine Zutat mit der Kurzbezeichnung „karotte“ gibt es schon.'),
    ).toBeInTheDocument();

    await user.clear(within(dialog).getByRole('textbox', { name: /^Name/ }));
    await user.type(within(dialog).getByRole('textbox', { name: /^Name/ }), 'Pastinake');
    await user.type(within(dialog).getByRole('textbox', { name: 'Preis für die Bezugsmenge (€)' }), '0,6');
    await user.click(within(dialog).getByRole('button', { name: 'Zutat anlegen' }));
    expect(await screen.findByRole('dialog', { name: 'Preis editieren: Pastinake' })).toBeInTheDocument();
    await waitFor(() => expect(backend.callsOf('ingredients/save')).toHaveLength(1));
    expect(backend.callsOf('ingredients/save')[0]).toMatchObject({
      ingredient: {
        slug: 'pastinake',
        name: 'Pastinake',
        version: 0,
        prices: [{ price: 0.6, fromDate: today() }],
      },
    });
  });

  it('shows no "Neue Zutat" and no catalogue price to kitchens', async () => {
    const { user } = await renderApp('/app/zutaten', {
      preloadedState: loggedIn(kitchenUser),
      backend: backendFor(kitchenUser),
    });
    await user.click(await screen.findByRole('rowheader', { name: 'Sahne' }));
    expect(screen.queryByRole('button', { name: 'Neue Zutat' })).not.toBeInTheDocument();
    expect(
      within(screen.getByRole('dialog')).queryByRole('textbox', { name: 'Katalogpreis' }),
    ).not.toBeInTheDocument();
  });
});

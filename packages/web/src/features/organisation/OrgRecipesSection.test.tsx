import { screen, waitFor, within } from '@testing-library/react';
import { ORGANISATION_RECIPE_TEXTS, RecipeSchema, type User } from '@speiseplaner/shared';
import { TransportError } from '../../../test/fakeTransport';
import { loggedIn, renderApp } from '../../../test/renderWithProviders';
import { CURRY, listEntry, SOUP } from '../../../test/testCatalogue';
import { kitchenUser, makeUser } from '../../../test/users';
import {
  emptyOrganisation,
  ORG_ID,
  organisationBackend,
  type OrganisationFixture,
} from './organisationBackend.testkit';

// Olga leads the Träger and works in Kita Sonnenschein (kitchen uid-kueche).
const olga: User = makeUser({
  ...kitchenUser,
  id: 'uid-olga',
  nickName: 'Olga',
  email: 'olga@musterstadt.example',
  organisations: [{ id: ORG_ID, name: 'Kita-Eigenbetrieb Musterstadt', role: 'orgLead' }],
});

const OWN_SOUP = RecipeSchema.parse({ ...SOUP, owner: kitchenUser.kitchenId, version: 4 });
const OWN_PUDDING = RecipeSchema.parse({
  slug: 'griesspudding',
  name: 'Grießpudding',
  dishType: 'dessert',
  owner: kitchenUser.kitchenId,
  version: 2,
});

/** A recipe the Träger has from another kitchen (Schule am Park). */
const PARK_CURRY = {
  entry: { ...listEntry(CURRY), organisation: ORG_ID, author: 'Schule am Park', version: 3 },
  source: { kitchenId: 'k-park', slug: CURRY.slug },
};

async function openTraeger(fixture: Partial<OrganisationFixture> = {}) {
  const backend = organisationBackend({
    caller: olga,
    organisation: emptyOrganisation(),
    // The kitchen's list has its own recipes and a shared one (Hähnchen-Curry), which cannot be shared.
    kitchenRecipes: [OWN_SOUP, OWN_PUDDING, CURRY],
    ...fixture,
  });
  const harness = await renderApp('/app/traeger', {
    preloadedState: loggedIn(olga),
    backend: backend.transport,
  });
  await screen.findByRole('region', { name: /^Rezepte des Trägers/ });
  return { ...harness, backend };
}

const section = () => screen.getByRole('region', { name: /^Rezepte des Trägers/ });

test('„Rezept teilen“ offers the own recipes of the current kitchen; a shared one is listed for the Träger', async () => {
  const { user, backend } = await openTraeger();
  expect(await screen.findByText(/Noch kein Rezept geteilt\./)).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Rezepte des Trägers (0)' })).toBeInTheDocument();

  await user.click(within(section()).getByRole('button', { name: 'Rezept teilen' }));
  const dialog = await screen.findByRole('dialog', { name: 'Rezept teilen' });
  expect(dialog).toHaveTextContent('Alle Küchen des Trägers sehen es sofort');
  expect(dialog).toHaveTextContent('ändern können sie es nicht');
  const own = await within(dialog).findByRole('list', { name: 'Eigene Rezepte von Kita Sonnenschein' });
  // Only the kitchen's own recipes: the shared Hähnchen-Curry is not the kitchen's to share.
  expect(
    within(own)
      .getAllByRole('button')
      .map((button) => button.getAttribute('aria-label')),
  ).toEqual(['Karottensuppe teilen', 'Grießpudding teilen']);

  await user.click(within(own).getByRole('button', { name: 'Karottensuppe teilen' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(backend.transport.callsOf('org/shareRecipe')).toEqual([
    { organisationId: ORG_ID, slug: 'karottensuppe' },
  ]);
  expect(
    await within(section()).findByText(
      '„Karottensuppe“ ist geteilt: Alle Küchen des Trägers sehen den jetzigen Stand.',
    ),
  ).toBeInTheDocument();
  const table = within(section()).getByRole('table', { name: 'Rezepte des Trägers' });
  const row = within(table).getByRole('row', { name: /Karottensuppe/ });
  expect(
    within(row)
      .getAllByRole('cell')
      .map((cell) => cell.textContent)
      .slice(0, 2),
  ).toEqual(['Kita Sonnenschein', 'Version 1']);
  expect(screen.getByRole('heading', { name: 'Rezepte des Trägers (1)' })).toBeInTheDocument();

  // Shared once, the dialog offers it again as „Erneut teilen“.
  await user.click(within(section()).getByRole('button', { name: 'Rezept teilen' }));
  const again = await screen.findByRole('dialog', { name: 'Rezept teilen' });
  expect(within(again).getByRole('button', { name: 'Karottensuppe erneut teilen' })).toBeInTheDocument();
  expect(within(again).getByRole('button', { name: 'Grießpudding teilen' })).toBeInTheDocument();
});

test('„Erneut teilen“ publishes the edit of a recipe from the current kitchen; another kitchen’s has none', async () => {
  const { user, backend } = await openTraeger({
    orgRecipes: [
      PARK_CURRY,
      {
        entry: {
          ...listEntry(OWN_SOUP),
          owner: undefined,
          organisation: ORG_ID,
          author: 'Kita Sonnenschein',
          version: 1,
        },
        source: { kitchenId: kitchenUser.kitchenId, slug: SOUP.slug },
      },
    ],
  });
  const table = await within(section()).findByRole('table', { name: 'Rezepte des Trägers' });
  const curry = within(table).getByRole('row', { name: /Hähnchen-Curry/ });
  expect(curry).toHaveTextContent('Schule am Park');
  expect(within(curry).queryByRole('button', { name: /erneut teilen/ })).toBeNull();
  expect(within(section()).getByText(/Ein Rezept einer anderen Küche ändern Sie dort/)).toBeInTheDocument();

  await user.click(within(table).getByRole('button', { name: 'Karottensuppe erneut teilen' }));
  await waitFor(() =>
    expect(
      within(within(table).getByRole('row', { name: /Karottensuppe/ })).getByText('Version 2'),
    ).toBeInTheDocument(),
  );
  expect(backend.transport.callsOf('org/shareRecipe')).toEqual([
    { organisationId: ORG_ID, slug: 'karottensuppe' },
  ]);
  // Replaced, not added: still two recipes.
  expect(within(table).getAllByRole('row')).toHaveLength(3);
});

test('„Zurückziehen“ asks first; only after the question is the recipe gone from the list', async () => {
  const { user, backend } = await openTraeger({ orgRecipes: [PARK_CURRY] });
  const table = await within(section()).findByRole('table', { name: 'Rezepte des Trägers' });
  await user.click(within(table).getByRole('button', { name: 'Hähnchen-Curry zurückziehen' }));
  const dialog = await screen.findByRole('dialog', { name: 'Rezept zurückziehen?' });
  expect(dialog).toHaveTextContent('Wochen, die es schon planen, bleiben, wie sie sind.');
  expect(dialog).toHaveTextContent('Aus der Küche „Schule am Park“ lässt es sich später wieder teilen.');
  await user.click(within(dialog).getByRole('button', { name: 'Abbrechen' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(backend.transport.callsOf('org/withdrawRecipe')).toEqual([]);
  expect(within(table).getByText('Hähnchen-Curry')).toBeInTheDocument();

  await user.click(within(table).getByRole('button', { name: 'Hähnchen-Curry zurückziehen' }));
  await user.click(
    within(await screen.findByRole('dialog', { name: 'Rezept zurückziehen?' })).getByRole('button', {
      name: 'Zurückziehen',
    }),
  );
  expect(await within(section()).findByText(/Noch kein Rezept geteilt\./)).toBeInTheDocument();
  expect(backend.transport.callsOf('org/withdrawRecipe')).toEqual([
    { organisationId: ORG_ID, slug: 'haehnchen-curry' },
  ]);
  expect(within(section()).getByText(/„Hähnchen-Curry“ ist zurückgezogen/)).toBeInTheDocument();
});

test('a refusal of the share shows its German message in the dialog', async () => {
  const { user } = await openTraeger({
    extra: {
      'org/shareRecipe': () => {
        throw new TransportError('permission-denied', ORGANISATION_RECIPE_TEXTS.notACook);
      },
    },
  });
  await screen.findByRole('heading', { name: 'Rezepte des Trägers (0)' });
  await user.click(within(section()).getByRole('button', { name: 'Rezept teilen' }));
  const dialog = await screen.findByRole('dialog', { name: 'Rezept teilen' });
  await user.click(await within(dialog).findByRole('button', { name: 'Karottensuppe teilen' }));
  expect(await within(dialog).findByText(ORGANISATION_RECIPE_TEXTS.notACook)).toBeInTheDocument();
  await user.click(within(dialog).getByRole('button', { name: 'Schließen' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(within(section()).getByRole('heading', { name: 'Rezepte des Trägers (0)' })).toBeInTheDocument();
  expect(within(section()).queryByText(ORGANISATION_RECIPE_TEXTS.notACook)).toBeNull();
});

test('who only reads in the current kitchen is told so, and cannot share its recipes', async () => {
  const reader = { ...olga, role: 'reader' as const };
  const backend = organisationBackend({
    caller: reader,
    organisation: emptyOrganisation(),
    kitchenRecipes: [OWN_SOUP],
  });
  const { user } = await renderApp('/app/traeger', {
    preloadedState: loggedIn(reader),
    backend: backend.transport,
  });
  await user.click(await screen.findByRole('button', { name: 'Rezept teilen' }));
  const dialog = await screen.findByRole('dialog', { name: 'Rezept teilen' });
  expect(within(dialog).getByText(ORGANISATION_RECIPE_TEXTS.notACook)).toBeInTheDocument();
  expect(await within(dialog).findByRole('button', { name: 'Karottensuppe teilen' })).toBeDisabled();
});

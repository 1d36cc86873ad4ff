/**
 * A Träger's recipes in a kitchen (issue #30): marked „Träger“ in the list, read-only for everyone (admins
 * too), copied as an own recipe, and never sent by the autosave.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { RecipeSchema, type Recipe } from '@speiseplaner/shared';
import { loggedIn, renderApp } from '../../../test/renderWithProviders';
import { makeStore, plannerAreas } from '../../../test/app';
import { adminUser, kitchenUser, makeUser } from '../../../test/users';
import { CURRY, plannerBackend, SOUP } from '../../../test/testCatalogue';
import { DEBOUNCE_MS } from '../../platform/autosave/makeAutosaveSaga';
import { selectDocSave } from '../../platform/autosave/autosaveSlice';
import { recipeEdited, recipeSelected, selectRecipeSlot } from './recipesSlice';

const TRAEGER = { id: 'org-nord', name: 'Diakonie Nord' };
const cook = makeUser({ ...kitchenUser, organisation: TRAEGER });
const admin = makeUser({ ...adminUser, organisation: TRAEGER });

/** The Träger's recipe as recipes/fetch answers it: no owner, the Träger's id, the sharing kitchen as author. */
const ORG_RECIPE: Recipe = RecipeSchema.parse({
  ...CURRY,
  slug: 'linsen-curry',
  name: 'Linsen-Curry',
  organisation: TRAEGER.id,
  author: 'Kita Am Deich',
  version: 4,
});
const OWN: Recipe = { ...SOUP, slug: 'meine-suppe', name: 'Meine Suppe', owner: kitchenUser.id };

const backendWith = () => plannerBackend({ recipes: [SOUP, OWN, ORG_RECIPE] });
const rowOf = (name: string) =>
  within(screen.getByRole('table', { name: 'Rezeptliste' })).getByRole('row', { name: new RegExp(name) });

test('the list marks the Träger’s recipe „Träger“, an own one „eigenes“, a shared one neither', async () => {
  await renderApp('/app/rezepte', { preloadedState: loggedIn(cook), backend: backendWith() });
  await screen.findByRole('link', { name: 'Linsen-Curry' });
  expect(rowOf('Linsen-Curry')).toHaveTextContent('Träger');
  expect(rowOf('Linsen-Curry')).not.toHaveTextContent('eigenes');
  expect(rowOf('Meine Suppe')).toHaveTextContent('eigenes');
  expect(rowOf('Meine Suppe')).not.toHaveTextContent('Träger');
  expect(rowOf('Karottensuppe')).not.toHaveTextContent(/Träger|eigenes/);
});

test.each([
  ['a cook', cook],
  ['an admin', admin],
])(
  '%s cannot edit the Träger’s recipe, sees whose it is and copies it as an own recipe',
  async (_who, who) => {
    const backend = backendWith();
    const { user } = await renderApp('/app/rezepte/linsen-curry', { preloadedState: loggedIn(who), backend });
    expect(await screen.findByRole('heading', { name: 'Linsen-Curry', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('Rezept des Trägers Diakonie Nord')).toBeInTheDocument();
    expect(screen.getByText(/Ändern kann es nur die Träger-Leitung/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Bearbeiten' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Als eigenes Rezept kopieren' }));
    const dialog = screen.getByRole('dialog', { name: 'Als eigenes Rezept kopieren' });
    await user.click(within(dialog).getByRole('button', { name: 'Rezept anlegen' }));
    expect(
      await screen.findByRole('heading', { name: 'Linsen-Curry (eigene Variante)', level: 1 }),
    ).toBeInTheDocument();
    // The copy is the kitchen's own: editable, no longer the Träger's.
    expect(screen.getByRole('button', { name: 'Bearbeiten beenden' })).toBeInTheDocument();
    expect(screen.queryByText(/Rezept des Trägers/)).not.toBeInTheDocument();
    await waitFor(() => expect(backend.callsOf('recipes/save')).toHaveLength(1));
    const [sent] = backend.callsOf('recipes/save') as { recipe: Recipe; shared?: boolean }[];
    expect(sent).toEqual({
      recipe: expect.objectContaining({
        slug: 'linsen-curry-eigene-variante',
        owner: who.kitchenId,
        ingredients: ORG_RECIPE.ingredients,
        version: 0,
      }),
    });
    expect(sent!.recipe).not.toHaveProperty('organisation');
    expect(sent!.recipe).not.toHaveProperty('author');
  },
);

describe('the autosave', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  test.each([
    ['a cook', cook],
    ['an admin', admin],
  ])('never sends the Träger’s recipe, not even for %s', async (_who, who) => {
    const backend = backendWith();
    const store = makeStore(loggedIn(who), { backend, areas: [plannerAreas] });
    store.dispatch(recipeSelected('linsen-curry'));
    await jest.advanceTimersByTimeAsync(0);
    expect(selectRecipeSlot(store.getState(), 'linsen-curry')).toMatchObject({ organisation: TRAEGER.id });

    store.dispatch(recipeEdited({ slug: 'linsen-curry', changes: { name: 'Anders' } }));
    await jest.advanceTimersByTimeAsync(DEBOUNCE_MS + 5000);
    expect(backend.callsOf('recipes/save')).toEqual([]);
    expect(selectDocSave(store.getState(), { area: 'recipes', key: 'linsen-curry' })).toBeUndefined();
    expect(selectRecipeSlot(store.getState(), 'linsen-curry')).toMatchObject({ name: 'Linsen-Curry' });
  });
});

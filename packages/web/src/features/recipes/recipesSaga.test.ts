/** Recipes in a real store (reducers and sagas) with fake timers; only the backend transport is faked. */
import { isLoadedRecipe, type Recipe } from '@speiseplaner/shared';
import { makeStore, plannerAreas } from '../../../test/app';
import { conflictResolved, selectDocSave } from '../../platform/autosave/autosaveSlice';
import { interceptTransport, makeTransport, TransportError } from '../../../test/fakeTransport';
import { loggedIn } from '../../../test/renderWithProviders';
import { kitchenUser } from '../../../test/users';
import { CURRY, plannerBackend, SOUP } from '../../../test/testCatalogue';
import { recipeEdited, recipeSelected, selectRecipeSlot } from './recipesSlice';

const OWN: Recipe = { ...CURRY, owner: kitchenUser.id };
const advance = (ms: number) => jest.advanceTimersByTimeAsync(ms);

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

function storeWith(backend = plannerBackend({ recipes: [SOUP, OWN] })) {
  const store = makeStore(loggedIn(kitchenUser), { backend, areas: [plannerAreas] });
  const slot = (slug: string) => selectRecipeSlot(store.getState(), slug);
  const saves = () => backend.callsOf('recipes/save') as { recipe: Recipe }[];
  return { store, backend, slot, saves };
}

test('a selected recipe is pending until fetched, and notFound when the fetch fails', async () => {
  const { store, slot } = storeWith();
  store.dispatch(recipeSelected('karottensuppe'));
  store.dispatch(recipeSelected('gibt-es-nicht'));
  expect(slot('karottensuppe')).toBe('pending');
  expect(slot('gibt-es-nicht')).toBe('pending');
  await advance(0);
  expect(isLoadedRecipe(slot('karottensuppe')) && slot('karottensuppe')).toMatchObject({
    name: 'Karottensuppe',
  });
  expect(slot('gibt-es-nicht')).toBe('notFound');
});

test('an edit of a placeholder is never saved', async () => {
  const { store, saves } = storeWith(makeTransport({ 'recipes/fetch': () => new Promise(() => {}) }));
  store.dispatch(recipeSelected('haehnchen-curry'));
  store.dispatch(recipeEdited({ slug: 'haehnchen-curry', changes: { name: 'Anders' } }));
  await advance(5000);
  expect(saves()).toEqual([]);
  expect(selectDocSave(store.getState(), { area: 'recipes', key: 'haehnchen-curry' })).toBeUndefined();
});

test('edits made while a write is in flight stay, and go out with the version the answer brought', async () => {
  let release = () => {};
  let hold: Promise<void> | undefined;
  const slow = interceptTransport(plannerBackend({ recipes: [SOUP, OWN] }), async (type) => {
    if (type === 'recipes/save' && hold) await hold;
  });
  const { store, slot, saves } = storeWith(slow);
  store.dispatch(recipeSelected('haehnchen-curry'));
  await advance(0);

  hold = new Promise((resolve) => (release = resolve));
  store.dispatch(recipeEdited({ slug: 'haehnchen-curry', changes: { name: 'Curry I' } }));
  await advance(1000);
  store.dispatch(recipeEdited({ slug: 'haehnchen-curry', changes: { name: 'Curry II' } }));
  release();
  await advance(0);
  // The answer to the first write must not bring back 'Curry I'.
  expect(slot('haehnchen-curry')).toMatchObject({ name: 'Curry II', version: 2 });
  hold = undefined;
  await advance(1000);
  expect(saves().map((s) => [s.recipe.name, s.recipe.version])).toEqual([
    ['Curry I', 1],
    ['Curry II', 2],
  ]);
  expect(slot('haehnchen-curry')).toMatchObject({ name: 'Curry II', version: 3 });
});

test('a stale version opens the conflict; "theirs" loads the stored recipe, nothing is overwritten', async () => {
  const stored: Recipe = { ...OWN, name: 'Curry aus dem anderen Fenster', version: 5 };
  const backend = makeTransport({
    'recipes/fetch': () => ({ recipe: backend.calls.length > 2 ? stored : OWN }),
    'recipes/save': () => {
      throw new TransportError('failed-precondition', 'Das Rezept wurde inzwischen geändert.');
    },
  });
  const { store, slot, saves } = storeWith(backend);
  store.dispatch(recipeSelected('haehnchen-curry'));
  await advance(0);
  store.dispatch(recipeEdited({ slug: 'haehnchen-curry', changes: { name: 'Mein Curry' } }));
  await advance(1000);
  expect(selectDocSave(store.getState(), { area: 'recipes', key: 'haehnchen-curry' })?.status).toBe(
    'conflict',
  );
  await advance(60_000);
  expect(saves()).toHaveLength(1);

  store.dispatch(conflictResolved({ area: 'recipes', key: 'haehnchen-curry', choice: 'theirs' }));
  await advance(0);
  expect(slot('haehnchen-curry')).toMatchObject({ name: 'Curry aus dem anderen Fenster', version: 5 });
  expect(selectDocSave(store.getState(), { area: 'recipes', key: 'haehnchen-curry' })?.status).toBe('saved');
});

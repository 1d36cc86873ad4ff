/**
 * A kitchen of a Träger plans (issue #30): its costs count the Träger's prices where it has no own price,
 * its picker marks the Träger's recipes, and the masterplan keeps the shared prices and recipes only.
 */
import { screen, waitFor, within } from '@testing-library/react';
import {
  dayCost,
  emptyPlanWeek,
  formatEuro,
  kitchenPrices,
  preparePlannerData,
  RecipeSchema,
  today,
  type PlanWeek,
  type Recipe,
  type UserPrices,
} from '@speiseplaner/shared';
import { loggedIn, renderApp } from '../../../test/renderWithProviders';
import { makeStore, plannerAreas } from '../../../test/app';
import { kitchenUser, makeUser } from '../../../test/users';
import { CURRY, INGREDIENTS, listEntry, SOUP } from '../../../test/testCatalogue';
import { planBackend } from '../../../test/planBackend';
import { ingredientsNeeded } from '../ingredients/ingredientsSlice';
import { recipesNeeded } from '../recipes/recipesSlice';
import { selectPlannerData } from '../recipes/plannerData';

const WEEK = '2026-W10';
const TRAEGER = { id: 'org-nord', name: 'Diakonie Nord' };
/** The Träger buys chicken dearer than the catalogue (2,20 € per 100 g) and carrots cheaper (0,40 €). */
const TRAEGER_PRICES: UserPrices = {
  haehnchenbrust: { price: 3.1, amount: 100 },
  karotte: { price: 0.5, amount: 200 },
};
const ORG_RECIPE: Recipe = RecipeSchema.parse({
  ...SOUP,
  slug: 'traeger-suppe',
  name: 'Suppe des Trägers',
  organisation: TRAEGER.id,
  author: 'Kita Am Deich',
});
const RECIPES = [SOUP, CURRY, ORG_RECIPE];

const cookWith = (prices: UserPrices = {}) =>
  makeUser({
    ...kitchenUser,
    heads: { kiga: 20 },
    organisation: TRAEGER,
    prices,
    organisationPrices: TRAEGER_PRICES,
  });
const dataAt = (prices: UserPrices) =>
  preparePlannerData({
    ingredients: INGREDIENTS,
    recipes: RECIPES.map(listEntry),
    userPrices: prices,
    defaultHeads: { kiga: 20 },
    today: today(),
  });
/** The curry on Monday, nothing else. */
const week: PlanWeek = {
  ...emptyPlanWeek(WEEK),
  days: [[CURRY.slug], [], [], [], []].map((recipes) => ({ recipes })),
  version: 1,
};

async function openPlan(user: ReturnType<typeof cookWith>) {
  const backend = planBackend({ weeks: [week], recipes: RECIPES });
  const harness = await renderApp(`/app/plan?woche=${WEEK}`, {
    preloadedState: loggedIn(user),
    backend: backend.transport,
  });
  const monday = await screen.findByRole('region', { name: /^Montag,/ });
  return { ...harness, monday };
}

test('a day’s cost counts the Träger’s prices where the kitchen has no own price', async () => {
  const { monday } = await openPlan(cookWith());
  const withTraeger = dayCost(dataAt(TRAEGER_PRICES), { recipes: [CURRY.slug] }).total;
  const catalogueOnly = dayCost(dataAt({}), { recipes: [CURRY.slug] }).total;
  expect(withTraeger).not.toBeCloseTo(catalogueOnly, 2);
  await waitFor(() =>
    expect(within(monday).getByTestId('day-total')).toHaveTextContent(
      `Tageskosten für 20 Kindergarten: ${formatEuro(withTraeger)}`,
    ),
  );
});

test('an own price still wins over the Träger’s', async () => {
  const own = { haehnchenbrust: { price: 1.5, amount: 100 } };
  const { monday } = await openPlan(cookWith(own));
  const expected = dayCost(dataAt(kitchenPrices(own, TRAEGER_PRICES)), { recipes: [CURRY.slug] }).total;
  expect(expected).not.toBeCloseTo(dayCost(dataAt(TRAEGER_PRICES), { recipes: [CURRY.slug] }).total, 2);
  await waitFor(() =>
    expect(within(monday).getByTestId('day-total')).toHaveTextContent(
      `Tageskosten für 20 Kindergarten: ${formatEuro(expected)}`,
    ),
  );
});

test('the picker marks the Träger’s recipe „Träger“ and no other', async () => {
  const { user, monday } = await openPlan(cookWith());
  await user.click(within(monday).getByRole('button', { name: 'Rezept hinzufügen' }));
  const dialog = await screen.findByRole('dialog', { name: /^Rezept für Montag hinzufügen/ });
  const list = within(dialog).getByRole('list', { name: 'Gefundene Rezepte' });
  expect(await within(list).findByRole('button', { name: /Suppe des Trägers/ })).toHaveTextContent('Träger');
  expect(within(list).getByRole('button', { name: /Hähnchen-Curry/ })).not.toHaveTextContent('Träger');
  expect(within(list).getByRole('button', { name: /^Karottensuppe/ })).not.toHaveTextContent('Träger');
});

test('the masterplan keeps the shared prices and recipes; the kitchen’s view has the Träger’s', async () => {
  const backend = planBackend({ recipes: RECIPES });
  const store = makeStore(loggedIn(cookWith()), { backend: backend.transport, areas: [plannerAreas] });
  store.dispatch(ingredientsNeeded());
  store.dispatch(recipesNeeded());
  await waitFor(() => expect(selectPlannerData(store.getState(), 'kitchen').data).toBeDefined());
  const masterplan = selectPlannerData(store.getState(), 'masterplan');
  const kitchen = selectPlannerData(store.getState(), 'kitchen');
  expect(masterplan.entries.map((e) => e.slug)).toEqual([SOUP.slug, CURRY.slug]);
  expect(kitchen.entries.map((e) => e.slug)).toEqual([SOUP.slug, CURRY.slug, ORG_RECIPE.slug]);
  const curryDay = { recipes: [CURRY.slug] };
  expect(dayCost(masterplan.data!, curryDay).perKigaPortion).toBeCloseTo(
    dayCost(dataAt({}), curryDay).perKigaPortion,
    10,
  );
  expect(dayCost(kitchen.data!, curryDay).perKigaPortion).toBeCloseTo(
    dayCost(dataAt(TRAEGER_PRICES), curryDay).perKigaPortion,
    10,
  );
});

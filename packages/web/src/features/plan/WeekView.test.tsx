/**
 * The Speiseplan's day cards as a cook uses them: a removed dish comes back with "Rückgängig" (also from
 * the keyboard), the snackbar leaves after 5 s, dish names link to their recipe and a dish planned outside
 * its season is marked in words.
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { emptyPlanWeek, type PlanWeek, type Recipe } from '@speiseplaner/shared';
import { loggedIn, renderApp } from '../../../test/renderWithProviders';
import { kitchenUser, makeUser } from '../../../test/users';
import { CURRY, SOUP } from '../../../test/testCatalogue';
import { planBackend } from '../../../test/planBackend';
import { UNDO_MS } from '../weekEditor/weekEditor';

const cook = makeUser({ ...kitchenUser, heads: { kiga: 20 } });
const day = (label: string) => screen.getByRole('region', { name: new RegExp(`^${label},`) });
const dishes = (label: string) =>
  within(within(day(label)).getByRole('list', { name: `Rezepte am ${label}` }))
    .queryAllByRole('link')
    .map((link) => link.textContent);

function weekWith(id: string, days: string[][]): PlanWeek {
  return { ...emptyPlanWeek(id), days: days.map((recipes) => ({ recipes })), version: 1 };
}

async function openPlan(week: PlanWeek, recipes?: Recipe[]) {
  const backend = planBackend({ weeks: [week], ...(recipes ? { recipes } : {}) });
  const harness = await renderApp(`/app/plan?woche=${week.id}`, {
    preloadedState: loggedIn(cook),
    backend: backend.transport,
  });
  await screen.findByRole('region', { name: /^Montag,/ });
  // The names come with the recipe list.
  await waitFor(() => expect(dishes('Montag')).not.toContain(SOUP.slug));
  return { ...harness, backend };
}

test('“Rückgängig” puts a removed dish back at its place and the restored week is saved', async () => {
  const week = weekWith('2026-W10', [[SOUP.slug, CURRY.slug], [], [], [], []]);
  week.days[0] = { ...week.days[0]!, heads: { kiga: 33 } };
  const { user, backend } = await openPlan(week);
  await user.click(within(day('Montag')).getByRole('button', { name: 'Karottensuppe entfernen' }));
  expect(dishes('Montag')).toEqual(['Hähnchen-Curry']);
  const snackbar = await screen.findByRole('alert');
  expect(snackbar).toHaveTextContent('Rezept „Karottensuppe“ entfernt');
  await waitFor(() => expect(backend.stored.get(week.id)!.days[0]!.recipes).toEqual([CURRY.slug]));

  await user.click(within(snackbar).getByRole('button', { name: 'Rückgängig' }));
  expect(dishes('Montag')).toEqual(['Karottensuppe', 'Hähnchen-Curry']);
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  await waitFor(() =>
    expect(backend.stored.get(week.id)!.days[0]).toEqual({
      recipes: [SOUP.slug, CURRY.slug],
      heads: { kiga: 33 },
    }),
  );
});

test('removed with the keyboard, the focus goes to “Rückgängig”; Escape closes and lands on the next dish', async () => {
  const { user } = await openPlan(weekWith('2026-W10', [[SOUP.slug, CURRY.slug], [], [], [], []]));
  act(() => within(day('Montag')).getByRole('button', { name: 'Karottensuppe entfernen' }).focus());
  await user.keyboard('{Enter}');
  const undo = within(await screen.findByRole('alert')).getByRole('button', { name: 'Rückgängig' });
  expect(undo).toHaveFocus();
  await user.keyboard('{Escape}');
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(dishes('Montag')).toEqual(['Hähnchen-Curry']);
  expect(within(day('Montag')).getByRole('button', { name: 'Hähnchen-Curry entfernen' })).toHaveFocus();
});

test('undone from the keyboard, the focus is back on the restored dish', async () => {
  const { user } = await openPlan(weekWith('2026-W10', [[], [CURRY.slug], [], [], []]));
  act(() => within(day('Dienstag')).getByRole('button', { name: 'Hähnchen-Curry entfernen' }).focus());
  await user.keyboard('{Enter}');
  expect(within(await screen.findByRole('alert')).getByRole('button', { name: 'Rückgängig' })).toHaveFocus();
  await user.keyboard('{Enter}');
  expect(within(day('Dienstag')).getByRole('button', { name: 'Hähnchen-Curry entfernen' })).toHaveFocus();
});

test('removed with the mouse, the undo offer is gone after 5 s', async () => {
  const { backend } = await openPlan(weekWith('2026-W10', [[SOUP.slug], [], [], [], []]));
  jest.useFakeTimers();
  try {
    // With the mouse (a click with a pointer position): the focus stays where it was.
    fireEvent.click(within(day('Montag')).getByRole('button', { name: 'Karottensuppe entfernen' }), {
      detail: 1,
    });
    expect(screen.getByRole('alert')).toHaveTextContent('Rezept „Karottensuppe“ entfernt');
    await act(() => jest.advanceTimersByTimeAsync(UNDO_MS - 100));
    expect(screen.getByRole('alert')).toBeInTheDocument();
    await act(() => jest.advanceTimersByTimeAsync(200));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  } finally {
    jest.useRealTimers();
  }
  // The removal stays and is saved.
  await waitFor(() => expect(backend.stored.get('2026-W10')!.days[0]!.recipes).toEqual([]));
  expect(dishes('Montag')).toEqual([]);
});

test('removed with the keyboard, the undo offer waits while the focus is on “Rückgängig”, 5 s more after it leaves', async () => {
  await openPlan(weekWith('2026-W10', [[SOUP.slug, CURRY.slug], [], [], [], []]));
  jest.useFakeTimers();
  try {
    // Enter on the button: a click without a pointer position (detail 0).
    const remove = within(day('Montag')).getByRole('button', { name: 'Karottensuppe entfernen' });
    act(() => remove.focus());
    fireEvent.click(remove, { detail: 0 });
    const undo = within(screen.getByRole('alert')).getByRole('button', { name: 'Rückgängig' });
    expect(undo).toHaveFocus();
    // A screen reader user listening to the page takes longer than 5 s: the offer stays.
    await act(() => jest.advanceTimersByTimeAsync(3 * UNDO_MS));
    expect(screen.getByRole('alert')).toBeInTheDocument();
    act(() => within(day('Montag')).getByRole('button', { name: 'Hähnchen-Curry entfernen' }).focus());
    await act(() => jest.advanceTimersByTimeAsync(UNDO_MS - 100));
    expect(screen.getByRole('alert')).toBeInTheDocument();
    await act(() => jest.advanceTimersByTimeAsync(200));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  } finally {
    jest.useRealTimers();
  }
});

test('each dish name links to its recipe page', async () => {
  await openPlan(weekWith('2026-W10', [[SOUP.slug], [], [], [], []]));
  expect(within(day('Montag')).getByRole('link', { name: 'Karottensuppe' })).toHaveAttribute(
    'href',
    `/app/rezepte/${SOUP.slug}`,
  );
});

test('a dish planned outside its season months is marked in words, an all-year dish is not', async () => {
  // June: the carrot soup's season is October to March; the curry is in season all year.
  await openPlan(weekWith('2026-W24', [[SOUP.slug, CURRY.slug], [], [], [], []]));
  const rows = within(within(day('Montag')).getByRole('list', { name: 'Rezepte am Montag' })).getAllByRole(
    'listitem',
  );
  expect(rows[0]).toHaveTextContent('außerhalb der Saison (Saison: Oktober bis März)');
  expect(rows[1]).toHaveTextContent('Hähnchen-Curry');
  expect(rows[1]).not.toHaveTextContent('Saison');
});

test('in its season the dish has no mark', async () => {
  await openPlan(weekWith('2026-W10', [[SOUP.slug], [], [], [], []]));
  expect(within(day('Montag')).queryByText(/außerhalb der Saison/)).not.toBeInTheDocument();
});

test('under each dish its category and dish type, a word that both give only once', async () => {
  const pudding: Recipe = {
    ...CURRY,
    slug: 'griesspudding',
    name: 'Grießpudding',
    category: 'Dessert',
    dishType: 'dessert',
  };
  await openPlan(weekWith('2026-W10', [[SOUP.slug, pudding.slug], [], [], [], []]), [SOUP, CURRY, pudding]);
  const rows = within(within(day('Montag')).getByRole('list', { name: 'Rezepte am Montag' })).getAllByRole(
    'listitem',
  );
  expect(rows[0]).toHaveTextContent('Hauptgericht · Suppe');
  expect(rows[1]).toHaveTextContent('Grießpudding');
  expect(rows[1]).toHaveTextContent('Dessert');
  expect(rows[1]).not.toHaveTextContent('Dessert · Dessert');
});

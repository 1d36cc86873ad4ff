/**
 * The Speiseplan for a reader (Lesen: Kita-Leitung, Elternbeirat): the week with its dishes, heads and
 * costs and the Aushang to print, but no edit control; an unplanned week is not created for them.
 */
import { screen, within } from '@testing-library/react';
import { emptyPlanWeek, type PlanWeek } from '@speiseplaner/shared';
import { loggedIn, renderApp } from '../../../test/renderWithProviders';
import { kitchenUser, makeUser } from '../../../test/users';
import { SOUP } from '../../../test/testCatalogue';
import { planBackend } from '../../../test/planBackend';

const WEEK = '2026-W10';
const reader = makeUser({
  ...kitchenUser,
  id: 'uid-leitung',
  role: 'reader',
  kitchens: [{ id: kitchenUser.kitchenId, name: kitchenUser.name, role: 'reader' }],
});
const planned: PlanWeek = {
  ...emptyPlanWeek(WEEK),
  days: [[SOUP.slug], [], [], [], []].map((recipes) => ({ recipes })),
  version: 2,
};

async function openPlan(user = reader, weeks: PlanWeek[] = [planned]) {
  const backend = planBackend({ weeks });
  await renderApp(`/app/plan?woche=${WEEK}`, { preloadedState: loggedIn(user), backend: backend.transport });
  const monday = await screen.findByRole('region', { name: 'Montag, 02.03.2026' });
  return { backend, monday };
}

test('a reader sees the planned week and the Aushang, without any edit control', async () => {
  const { monday, backend } = await openPlan();

  expect(await within(monday).findByText('Karottensuppe')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Aushang drucken' })).toHaveAttribute(
    'href',
    `/app/plan/${WEEK}/aushang`,
  );
  expect(screen.queryByRole('button', { name: 'Rezept hinzufügen' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Woche kopieren' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Masterplan-Woche übernehmen' })).not.toBeInTheDocument();
  expect(
    within(monday).queryByRole('button', { name: /^Personen am Montag ändern/ }),
  ).not.toBeInTheDocument();
  expect(within(monday).queryByRole('button', { name: /entfernen|verschieben/i })).not.toBeInTheDocument();
  // Every call went to the kitchen the reader belongs to.
  expect(new Set(backend.transport.calls.map((call) => call.kitchen))).toEqual(new Set([kitchenUser.id]));
});

test('an unplanned week shows empty for a reader and is not created', async () => {
  const { monday, backend } = await openPlan(reader, []);

  expect(within(monday).getByText('Noch kein Rezept geplant.')).toBeInTheDocument();
  expect(backend.transport.callsOf('plan/saveNewWeek')).toEqual([]);
  expect(backend.stored.size).toBe(0);
});

test('a cook of the same kitchen gets the edit controls', async () => {
  const cook = makeUser({ ...reader, role: 'cook', kitchens: [{ ...reader.kitchens[0]!, role: 'cook' }] });
  const { monday } = await openPlan(cook);

  expect(within(monday).getByRole('button', { name: 'Rezept hinzufügen' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Woche kopieren' })).toBeInTheDocument();
});

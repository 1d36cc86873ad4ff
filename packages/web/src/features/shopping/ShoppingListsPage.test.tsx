import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  addDays,
  formatGermanDate,
  buildShoppingList,
  defaultShoppingRange,
  emptyPlanWeek,
  formatEuro,
  formatPurchaseAmount,
  groupShoppingItems,
  newShoppingList,
  planningWindowDays,
  preparePlannerData,
  shoppingListStatus,
  today,
  type PlanWeek,
  type ShoppingList,
} from '@speiseplaner/shared';
import { interceptTransport, TransportError } from '../../../test/fakeTransport';
import { loggedIn, renderApp } from '../../../test/renderWithProviders';
import { kitchenUser, makeUser } from '../../../test/users';
import { CURRY, INGREDIENTS, listEntry, SOUP } from '../../../test/testCatalogue';
import { shoppingBackend } from './shoppingBackend.testkit';

const cook = makeUser({ ...kitchenUser, heads: { kiga: 20 } });
const data = preparePlannerData({
  ingredients: INGREDIENTS,
  recipes: [SOUP, CURRY].map(listEntry),
  defaultHeads: cook.heads,
  today: today(),
});

/** Week 10 of 2026 (2–6 March): soup Monday, curry Wednesday, soup for 10 on Friday. */
const WEEK: PlanWeek = {
  ...emptyPlanWeek('2026-W10'),
  days: [
    { recipes: [SOUP.slug] },
    { recipes: [] },
    { recipes: [CURRY.slug] },
    { recipes: [] },
    { recipes: [SOUP.slug], heads: { kiga: 10 } },
  ],
  version: 2,
};

const list = (
  id: string,
  startDate: string,
  endDate: string,
  extra: Partial<ShoppingList> = {},
): ShoppingList => newShoppingList(data, id, { weeks: [WEEK], startDate, endDate, ...extra });

async function openOverview(backend = shoppingBackend({ weeks: [WEEK] })) {
  const harness = await renderApp('/app/einkauf', {
    preloadedState: loggedIn(cook),
    backend: backend.transport,
  });
  await screen.findByRole('heading', { name: 'Einkauf', level: 1 });
  return { ...harness, backend };
}

async function openDialog(harness: Awaited<ReturnType<typeof openOverview>>) {
  await harness.user.click(screen.getByRole('button', { name: 'Neue Einkaufsliste' }));
  return screen.findByRole('dialog', { name: 'Neue Einkaufsliste' });
}

function setRange(dialog: HTMLElement, startDate: string, endDate: string) {
  fireEvent.change(within(dialog).getByLabelText('Startdatum'), { target: { value: startDate } });
  fireEvent.change(within(dialog).getByLabelText('Enddatum'), { target: { value: endDate } });
}

test('lists show newest first with dates, status, item count and cost; a past one shows as eingekauft', async () => {
  const future = addDays(today(), 7);
  const lists = [
    list('alt', '2026-03-02', '2026-03-06'),
    { ...list('neu', future, addDays(future, 4)), version: 1 },
    list('mitte', '2026-03-04', '2026-03-04'),
  ];
  lists[0]!.items[0]!.checked = true;
  await openOverview(shoppingBackend({ lists }));

  const rows = within(await screen.findByRole('table', { name: 'Einkaufslisten' }))
    .getAllByRole('row')
    .slice(1);
  expect(rows.map((r) => within(r).getByRole('link').textContent)).toEqual([
    `${formatGermanDate(future)} bis ${formatGermanDate(addDays(future, 4))}`,
    '04.03.2026 bis 04.03.2026',
    '02.03.2026 bis 06.03.2026',
  ]);
  // The 2026 lists ended more than a day ago: shopped once loaded, though stored as open.
  expect(rows.map((r) => within(r).getAllByRole('cell')[1]!.textContent)).toEqual([
    'offen',
    'eingekauft',
    'eingekauft',
  ]);
  const cells = within(rows[2]!).getAllByRole('cell');
  expect(cells[2]).toHaveTextContent(`${lists[0]!.items.length} (1 abgehakt)`);
  const total = lists[0]!.items.reduce((s, i) => s + i.cost, 0);
  expect(cells[3]).toHaveTextContent(formatEuro(total));
});

test('without lists the overview says so', async () => {
  await openOverview(shoppingBackend());
  expect(await screen.findByText(/Noch keine Einkaufsliste angelegt/)).toBeInTheDocument();
});

test('a new list proposes the coming week and the profile heads, and holds what the domain core builds', async () => {
  const harness = await openOverview();
  const dialog = await openDialog(harness);
  const proposed = defaultShoppingRange(today());
  expect(within(dialog).getByLabelText('Startdatum')).toHaveValue(proposed.startDate);
  expect(within(dialog).getByLabelText('Enddatum')).toHaveValue(proposed.endDate);
  expect(within(dialog).getByRole('spinbutton', { name: 'Kindergarten' })).toHaveValue(20);

  setRange(dialog, '2026-03-02', '2026-03-06');
  const expected = buildShoppingList(data, {
    weeks: [WEEK],
    startDate: '2026-03-02',
    endDate: '2026-03-06',
    heads: { kiga: 20 },
  });
  expect(await within(dialog).findByTestId('shopping-preview')).toHaveTextContent(
    `3 geplante Tage, ${expected.items.length} Artikel, zusammen ${formatEuro(expected.total)}`,
  );
  await harness.user.click(within(dialog).getByRole('button', { name: 'Einkaufsliste erstellen' }));

  // The list page of the new list, grouped like the core groups it.
  await screen.findByRole('heading', { name: 'Einkaufsliste 02.03.2026 bis 06.03.2026', level: 1 });
  const [sent] = harness.backend.transport.callsOf('shoppingLists/new') as { shoppingList: ShoppingList }[];
  expect(sent!.shoppingList).toEqual(
    newShoppingList(data, sent!.shoppingList.id, {
      weeks: [WEEK],
      startDate: '2026-03-02',
      endDate: '2026-03-06',
      heads: { kiga: 20 },
    }),
  );
  expect(harness.history.location.pathname).toBe(`/app/einkauf/${sent!.shoppingList.id}`);
  const groups = groupShoppingItems(expected.items);
  expect(
    within(screen.getByRole('main'))
      .getAllByRole('heading', { level: 2 })
      .map((h) => h.textContent),
  ).toEqual(groups.map((g) => g.label));
  for (const group of groups) {
    const section = screen.getByRole('region', { name: group.label });
    for (const item of group.items) {
      const row = within(section).getByRole('checkbox', { name: item.name }).closest('tr')!;
      expect(row).toHaveTextContent(formatPurchaseAmount(item.amount, item.unit));
      expect(row).toHaveTextContent(formatEuro(item.cost));
    }
  }
  expect(screen.getByTestId('shopping-total')).toHaveTextContent(
    `Gesamtkosten: ${formatEuro(expected.total)}`,
  );
  // A list for March 2026 ended more than a day ago (the shared rule decides): shopped once loaded.
  const status = shoppingListStatus(sent!.shoppingList) === 'shopped' ? 'eingekauft' : 'offen';
  expect(within(screen.getByRole('main')).getByText(status)).toBeInTheDocument();
});

test('a range without planned days warns, a reversed range is refused in German', async () => {
  const harness = await openOverview();
  const dialog = await openDialog(harness);
  setRange(dialog, '2026-03-03', '2026-03-03');
  expect(await within(dialog).findByText(/kein Tag mit Rezepten geplant/)).toBeInTheDocument();

  setRange(dialog, '2026-03-06', '2026-03-02');
  expect(await within(dialog).findByText('Das Enddatum liegt vor dem Startdatum.')).toBeInTheDocument();
  expect(within(dialog).getByRole('button', { name: 'Einkaufsliste erstellen' })).toBeDisabled();
  setRange(dialog, '2026-03-02', '2026-05-02');
  expect(
    await within(dialog).findByText('Eine Einkaufsliste umfasst höchstens 42 Tage.'),
  ).toBeInTheDocument();
});

test('a range outside the planning window is refused in German before anything is sent (#26)', async () => {
  const harness = await openOverview();
  const dialog = await openDialog(harness);
  const { first, last } = planningWindowDays(today());
  setRange(dialog, '1900-01-01', '1900-01-05');
  expect(
    await within(dialog).findByText(
      `Das Startdatum der Einkaufsliste liegt außerhalb des Planungszeitraums: Es darf nicht vor dem ${formatGermanDate(first)} liegen.`,
    ),
  ).toBeInTheDocument();
  expect(within(dialog).getByRole('button', { name: 'Einkaufsliste erstellen' })).toBeDisabled();
  setRange(dialog, '2099-01-05', '2099-01-09');
  expect(
    await within(dialog).findByText(
      `Das Startdatum der Einkaufsliste liegt außerhalb des Planungszeitraums: Es darf nicht nach dem ${formatGermanDate(last)} liegen.`,
    ),
  ).toBeInTheDocument();
  expect(harness.backend.transport.callsOf('shoppingLists/new')).toEqual([]);
});

test('when storing fails the dialog keeps its inputs and a second try stores the same list once', async () => {
  let failures = 1;
  const backend = shoppingBackend({ weeks: [WEEK] });
  const failing = interceptTransport(backend.transport, (type) => {
    if (type === 'shoppingLists/new' && failures-- > 0)
      throw new TransportError('unavailable', 'Ein Netzwerkfehler ist aufgetreten');
  });
  const harness = await openOverview({ ...backend, transport: failing });
  const dialog = await openDialog(harness);
  setRange(dialog, '2026-03-02', '2026-03-06');
  fireEvent.change(within(dialog).getByRole('spinbutton', { name: 'Kindergarten' }), {
    target: { value: '30' },
  });
  await within(dialog).findByTestId('shopping-preview');
  await harness.user.click(within(dialog).getByRole('button', { name: 'Einkaufsliste erstellen' }));

  expect(await within(dialog).findByText('Ein Netzwerkfehler ist aufgetreten')).toBeInTheDocument();
  expect(within(dialog).getByLabelText('Startdatum')).toHaveValue('2026-03-02');
  expect(within(dialog).getByRole('spinbutton', { name: 'Kindergarten' })).toHaveValue(30);
  await harness.user.click(within(dialog).getByRole('button', { name: 'Einkaufsliste erstellen' }));
  await screen.findByRole('heading', { name: 'Einkaufsliste 02.03.2026 bis 06.03.2026', level: 1 });
  await waitFor(() => expect(backend.lists.size).toBe(1));
  expect([...backend.lists.values()][0]!.heads).toEqual({ kiga: 30 });
});

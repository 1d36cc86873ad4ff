import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  addDays,
  emptyPlanWeek,
  newShoppingList,
  preparePlannerData,
  shoppingListCsv,
  today,
  type ShoppingList,
} from '@speiseplaner/shared';
import { TransportError } from '../../../test/fakeTransport';
import { loggedIn, renderApp } from '../../../test/renderWithProviders';
import { kitchenUser, makeUser } from '../../../test/users';
import { CURRY, INGREDIENTS, listEntry, SOUP } from '../../../test/testCatalogue';
import { shoppingBackend } from './shoppingBackend.testkit';
import { itemChecked } from './shoppingSlice';

const cook = makeUser({ ...kitchenUser, heads: { kiga: 20 } });
const data = preparePlannerData({
  ingredients: INGREDIENTS,
  recipes: [SOUP, CURRY].map(listEntry),
  defaultHeads: cook.heads,
  today: today(),
});

/** A stored list over this week's Monday–Friday with soup and curry (whatever today is). */
function storedList(id: string, endDate: string): ShoppingList {
  const startDate = addDays(endDate, -4);
  const week = {
    ...emptyPlanWeek('2026-W48'),
    days: [0, 1, 2, 3, 4].map(() => ({ recipes: [] as string[] })),
  };
  week.days[0]!.recipes = [SOUP.slug, CURRY.slug];
  const built = newShoppingList(data, id, { weeks: [week], startDate: '2026-11-23', endDate: '2026-11-27' });
  return { ...built, startDate, endDate, version: 3 };
}

async function openList(list: ShoppingList, backend = shoppingBackend({ lists: [list] })) {
  const harness = await renderApp(`/app/einkauf/${list.id}`, {
    preloadedState: loggedIn(cook),
    backend: backend.transport,
  });
  return { ...harness, backend };
}

function bytesOf(blob: Blob): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(blob);
  });
}

const main = () => within(screen.getByRole('main'));

test('checked items are saved one second after the last click and stay checked', async () => {
  const list = storedList('woche', addDays(today(), 3));
  const { user, backend } = await openList(list);
  await main().findByRole('heading', { level: 1, name: /^Einkaufsliste / });
  expect(main().getByText('offen')).toBeInTheDocument();
  expect(main().getByText(`0 von ${list.items.length} abgehakt`)).toBeInTheDocument();

  // Three quick clicks: fired in one go, so no debounce delay can pass between them however slow the
  // test machine is (user-event's clicks each take a turn of the event loop).
  act(() => {
    for (const name of ['Karotte', 'Sahne', 'Hähnchenbrust'])
      fireEvent.click(main().getByRole('checkbox', { name }));
  });
  expect(main().getByText(`3 von ${list.items.length} abgehakt`)).toBeInTheDocument();
  await waitFor(() => expect(backend.lists.get('woche')!.version).toBe(4));
  // One write for three quick clicks (debounced), carrying all three.
  expect(backend.transport.callsOf('shoppingLists/save')).toHaveLength(1);
  const stored = backend.lists.get('woche')!;
  expect(
    stored.items
      .filter((i) => i.checked)
      .map((i) => i.name)
      .sort(),
  ).toEqual(['Hähnchenbrust', 'Karotte', 'Sahne']);
  expect(stored.status).toBe('open');
  await main().findByText('Gespeichert');

  await user.click(main().getByRole('checkbox', { name: 'Sahne' }));
  await waitFor(() => expect(backend.lists.get('woche')!.version).toBe(5));
  expect(backend.lists.get('woche')!.items.find((i) => i.slug === 'sahne')!.checked).toBe(false);
});

test('a list that ended more than a day ago shows as eingekauft when loaded; a check then saves that status', async () => {
  const past = storedList('vorbei', addDays(today(), -2));
  const { user, backend } = await openList(past);
  await main().findByRole('heading', { level: 1, name: /^Einkaufsliste / });
  expect(main().getByText('eingekauft')).toBeInTheDocument();
  // Loading alone writes nothing.
  expect(backend.transport.callsOf('shoppingLists/save')).toEqual([]);

  await user.click(main().getByRole('checkbox', { name: 'Karotte' }));
  await waitFor(() => expect(backend.lists.get('vorbei')!.version).toBe(4));
  expect(backend.lists.get('vorbei')!.status).toBe('shopped');
});

test('a list that ends today stays offen', async () => {
  await openList(storedList('heute', today()));
  await main().findByRole('heading', { level: 1, name: /^Einkaufsliste / });
  expect(main().getByText('offen')).toBeInTheDocument();
});

test('nothing is saved for a list that is still loading', async () => {
  const list = storedList('langsam', addDays(today(), 3));
  let answer: (value: unknown) => void = () => undefined;
  const backend = shoppingBackend({
    lists: [list],
    extra: { 'shoppingLists/fetch': () => new Promise((resolve) => (answer = resolve)) },
  });
  const { store } = await openList(list, backend);
  expect(screen.getByRole('progressbar', { name: 'Einkaufsliste wird geladen' })).toBeInTheDocument();
  expect(store.getState().shopping.entries.langsam?.loadingState).toBe('loading');

  act(() => void store.dispatch(itemChecked({ id: 'langsam', slug: 'karotte', checked: true })));
  await act(() => new Promise((resolve) => setTimeout(resolve, 1500)));
  expect(backend.transport.callsOf('shoppingLists/save')).toEqual([]);

  act(() => answer({ shoppingList: list }));
  await main().findByRole('heading', { level: 1, name: /^Einkaufsliste / });
  expect(main().getByRole('checkbox', { name: 'Karotte' })).not.toBeChecked();
  expect(store.getState().shopping.entries.langsam?.loadingState).toBe('loaded');
});

test('CSV herunterladen saves the core’s CSV with a UTF-8 BOM; Drucken opens the print dialog', async () => {
  const list = storedList('csv', addDays(today(), 3));
  const { user } = await openList(list);
  await main().findByRole('heading', { level: 1, name: /^Einkaufsliste / });

  const blobs: Blob[] = [];
  const names: string[] = [];
  // The browser's download edge: jsdom has no object URLs and cannot follow a download link.
  const { createObjectURL, revokeObjectURL } = URL;
  URL.createObjectURL = (blob: Blob) => (blobs.push(blob), 'blob:einkauf');
  URL.revokeObjectURL = () => undefined;
  const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    names.push(this.download);
  });
  const print = jest.fn();
  window.print = print;
  try {
    await user.click(main().getByRole('button', { name: 'CSV herunterladen' }));
    expect(names).toEqual([`einkaufsliste-${list.startDate}-bis-${list.endDate}.csv`]);
    const bytes = await bytesOf(blobs[0]!);
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);
    expect(text).toBe(`\uFEFF${shoppingListCsv(list)}`);
    expect(text).toContain('"Gemüse";"Karotte";');
    expect(blobs[0]!.type).toBe('text/csv;charset=utf-8');

    await user.click(main().getByRole('button', { name: 'Drucken' }));
    expect(print).toHaveBeenCalledTimes(1);
  } finally {
    click.mockRestore();
    Object.assign(URL, { createObjectURL, revokeObjectURL });
  }
});

test('an unknown list says so in German', async () => {
  const { backend } = await openList(storedList('da', today()), shoppingBackend());
  expect(
    await main().findByRole('heading', { level: 1, name: 'Einkaufsliste nicht gefunden' }),
  ).toBeInTheDocument();
  expect(main().getByText('Die Einkaufsliste gibt es nicht.', { exact: false })).toBeInTheDocument();
  expect(backend.transport.callsOf('shoppingLists/fetch')).toEqual([{ id: 'da' }]);
  // Trying again cannot help; the way back to the lists can.
  expect(main().queryByRole('button', { name: 'Erneut versuchen' })).not.toBeInTheDocument();
  expect(main().getByRole('link', { name: 'Zu allen Einkaufslisten' })).toHaveAttribute(
    'href',
    '/app/einkauf',
  );
});

test('a list that could not be loaded for another reason offers to try again', async () => {
  const failing = shoppingBackend({
    extra: {
      'shoppingLists/fetch': () => {
        throw new TransportError('unavailable', 'Ein Netzwerkfehler ist aufgetreten');
      },
    },
  });
  const { user, backend } = await openList(storedList('weg', today()), failing);
  expect(
    await main().findByRole('heading', { level: 1, name: 'Einkaufsliste konnte nicht geladen werden' }),
  ).toBeInTheDocument();
  expect(main().getByText('Ein Netzwerkfehler ist aufgetreten')).toBeInTheDocument();
  await user.click(main().getByRole('button', { name: 'Erneut versuchen' }));
  await waitFor(() => expect(backend.transport.callsOf('shoppingLists/fetch')).toHaveLength(2));
});

test('each item shows the allergen codes that count for the kitchen, its own marks as „eigene Angabe“', async () => {
  const list = storedList('allergene', addDays(today(), 3));
  const own = makeUser({
    ...cook,
    allergens: { sahne: { add: ['21'], remove: [], reason: 'Sahne mit Sesam vom Hof Sonne' } },
  });
  await renderApp(`/app/einkauf/${list.id}`, {
    preloadedState: loggedIn(own),
    backend: shoppingBackend({ lists: [list] }).transport,
  });
  await main().findByRole('heading', { level: 1, name: /^Einkaufsliste / });
  const row = (name: string) => main().getByRole('checkbox', { name }).closest('tr')!;
  await waitFor(() =>
    expect(within(row('Sahne')).getByTestId('item-allergens')).toHaveTextContent(
      'Allergene: 10, 21 (eigene Angabe)',
    ),
  );
  expect(within(row('Karotte')).queryByTestId('item-allergens')).not.toBeInTheDocument();
});

import { screen, waitFor, within } from '@testing-library/react';
import { emptyMasterplanWeek, formatGermanDate, weekDates, type MasterplanWeek } from '@speiseplaner/shared';
import { loggedIn, renderApp } from '../../../test/renderWithProviders';
import { kitchenUser, makeUser } from '../../../test/users';
import { CURRY, SOUP } from '../../../test/testCatalogue';
import { failingFirst, planBackend } from '../../../test/planBackend';

/** A kitchen that reads the masterplan (no admin) and has its own Speiseplan. */
const reader = makeUser({ ...kitchenUser, features: { ...kitchenUser.features, masterplan: true } });

function stored(
  id: string,
  average: number,
  days: string[][] = [[SOUP.slug], [], [CURRY.slug], [], []],
): MasterplanWeek {
  return { ...emptyMasterplanWeek(id), days: days.map((recipes) => ({ recipes })), average, version: 2 };
}

async function open(week: string, masterplan: MasterplanWeek[], user = reader) {
  const backend = planBackend({ masterplan });
  const harness = await renderApp(`/app/masterplan?woche=${week}`, {
    preloadedState: loggedIn(user),
    backend: backend.transport,
  });
  return { ...harness, backend };
}

const rowOf = (weekId: string) => {
  const table = screen.getByRole('table', { name: 'Wochen des Masterplans' });
  return within(table)
    .getByRole('link', { name: `Woche ${weekId} zeigen` })
    .closest('tr')!;
};

test('the trend: each week with its average costs and the mean of the last 4 weeks, also in the chart', async () => {
  const weeks = [
    stored('2026-W03', 3),
    stored('2026-W01', 1),
    stored('2026-W05', 9),
    stored('2026-W02', 2),
    stored('2026-W04', 4),
  ];
  await open('2026-W05', weeks);
  // (2 + 3 + 4 + 9) ÷ 4 = 4.50; W01 is older than the last four.
  expect(await screen.findByTestId('masterplan-trend')).toHaveTextContent(
    'Trend (Mittel der letzten 4 Wochen): 4,50 € je Kindergartenportion',
  );
  const expected: [string, string, string][] = [
    ['2026-W01', '1,00 €', '1,00 €'],
    ['2026-W02', '2,00 €', '1,50 €'],
    ['2026-W03', '3,00 €', '2,00 €'],
    ['2026-W04', '4,00 €', '2,50 €'],
    ['2026-W05', '9,00 €', '4,50 €'],
  ];
  for (const [id, average, trend] of expected) {
    const cells = within(rowOf(id))
      .getAllByRole('cell')
      .map((c) => c.textContent);
    expect(cells).toEqual([id, 'Karottensuppe', '–', 'Hähnchen-Curry', '–', '–', average, trend]);
  }
  // The chart: bars and the dashed trend, named in its legend; without sight it points to the table,
  // which has the same figures and marks the chosen week other than by colour.
  const chart = screen.getByRole('figure', { name: 'Durchschnittskosten je Woche mit Trend' });
  expect(within(chart).getByText('Ø Kosten je Kindergartenportion')).toBeInTheDocument();
  expect(within(chart).getByText('Trend (Mittel der letzten 4 Wochen)')).toBeInTheDocument();
  expect(chart).toHaveAccessibleDescription('Die Zahlen stehen in der Tabelle „Wochen des Masterplans“.');
  expect(within(chart).getByTestId('chart-drawing')).toHaveAttribute('aria-hidden', 'true');
  expect(within(rowOf('2026-W05')).getByRole('link')).toHaveAttribute('aria-current', 'true');
  expect(within(rowOf('2026-W01')).getByRole('link')).not.toHaveAttribute('aria-current');
  expect(screen.getByTestId('week-average')).toHaveTextContent('Ø Kosten je Kindergartenportion: 9,00 €');
});

test('a kitchen reads the week without edit controls, and nothing is saved', async () => {
  const { backend } = await open('2026-W05', [stored('2026-W05', 2)]);
  const monday = await screen.findByRole('region', {
    name: `Montag, ${formatGermanDate(weekDates('2026-W05')[0]!)}`,
  });
  expect(within(monday).getByText('Karottensuppe')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Rezept hinzufügen' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Karottensuppe entfernen' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Aus Vorlage füllen' })).not.toBeInTheDocument();
  await new Promise((resolve) => setTimeout(resolve, 1500));
  expect(backend.transport.callsOf('masterplan/saveWeek')).toEqual([]);
});

test('a kitchen adopts a masterplan week into its own Speiseplan of the same week', async () => {
  const { user, backend, history } = await open('2026-W20', [stored('2026-W20', 2.5)]);
  await user.click(await screen.findByRole('button', { name: 'In meinen Speiseplan übernehmen' }));
  const dialog = await screen.findByRole('dialog', { name: 'In meinen Speiseplan übernehmen' });
  await user.click(within(dialog).getByRole('button', { name: 'Übernehmen' }));

  // The Speiseplan page loads lazily (on a cold jest cache its modules compile first: give it time).
  const monday = await screen.findByRole('region', {
    name: `Montag, ${formatGermanDate(weekDates('2026-W20')[0]!)}`,
  });
  expect(history.location.pathname).toBe('/app/plan');
  expect(history.location.search).toBe('?woche=2026-W20');
  await waitFor(() => expect(within(monday).getByText('Karottensuppe')).toBeInTheDocument());
  expect(
    screen.getByRole('region', { name: `Mittwoch, ${formatGermanDate(weekDates('2026-W20')[2]!)}` }),
  ).toHaveTextContent('Hähnchen-Curry');
  await waitFor(() =>
    expect(backend.stored.get('2026-W20')?.days.map((d) => d.recipes)).toEqual([
      [SOUP.slug],
      [],
      [CURRY.slug],
      [],
      [],
    ]),
  );
  // The masterplan itself is untouched.
  expect(backend.transport.callsOf('masterplan/saveWeek')).toEqual([]);
});

test('an empty masterplan week offers nothing to adopt', async () => {
  await open('2026-W30', [stored('2026-W05', 2)]);
  expect(await screen.findByText('Diese Woche ist im Masterplan noch nicht geplant.')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'In meinen Speiseplan übernehmen' })).toBeDisabled();
});

test('a kitchen without the masterplan feature learns what it is and how to get it, and loads nothing', async () => {
  const { backend, user, history } = await open('2026-W05', [stored('2026-W05', 2)], kitchenUser);
  expect(
    await screen.findByText(/Der Masterplan ist eine Sammlung fertiger Wochenpläne/),
  ).toBeInTheDocument();
  const now = screen.getByRole('region', { name: 'Was Sie schon heute tun können' });
  expect(now).toHaveTextContent('„Masterplan-Woche übernehmen“');
  const how = screen.getByRole('region', { name: 'So bekommen Sie den ganzen Masterplan' });
  expect(within(how).getByRole('link', { name: 'Kontaktseite' })).toHaveAttribute('href', '/artikel/kontakt');
  expect(screen.queryByText(/nicht freigeschaltet/)).not.toBeInTheDocument();
  expect(backend.transport.callsOf('masterplan/listWeeks')).toEqual([]);
  await user.click(within(now).getByRole('link', { name: 'Zum Speiseplan' }));
  await waitFor(() => expect(history.location.pathname).toBe('/app/plan'));
});

test('an account without the Speiseplan is told where adopting a week happens', async () => {
  await open('2026-W05', [], makeUser({ features: { recipes: true } }));
  const now = await screen.findByRole('region', { name: 'Was Sie schon heute tun können' });
  expect(now).toHaveTextContent('Der Speiseplan ist für Ihre Küche noch nicht freigeschaltet');
  expect(within(now).queryByRole('link')).not.toBeInTheDocument();
});

test('a list that cannot be loaded says so in German and loads on a second try', async () => {
  const backend = planBackend({ masterplan: [stored('2026-W05', 2)] });
  const transport = failingFirst(backend.transport, 'masterplan/listWeeks', 2);
  const { user } = await renderApp('/app/masterplan?woche=2026-W05', {
    preloadedState: loggedIn(reader),
    backend: transport,
  });
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('Ein Netzwerkfehler ist aufgetreten');
  await user.click(within(alert).getByRole('button', { name: 'Erneut versuchen' }));
  expect(await screen.findByTestId('masterplan-trend')).toHaveTextContent('2,00 €');
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

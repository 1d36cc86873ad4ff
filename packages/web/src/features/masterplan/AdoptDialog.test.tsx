import { screen, waitFor, within } from '@testing-library/react';
import { emptyPlanWeek, type MasterplanWeek, type PlanWeek } from '@speiseplaner/shared';
import { loggedIn, renderApp } from '../../../test/renderWithProviders';
import { kitchenUser, makeUser } from '../../../test/users';
import { CURRY, SOUP } from '../../../test/testCatalogue';
import { failingFirst, planBackend } from '../../../test/planBackend';

/** The kitchen's week: Monday 30 November 2026. */
const WEEK = '2026-W49';

const masterplanWeek = (id: string, days: string[][], average: number): MasterplanWeek => ({
  id,
  days: days.map((recipes) => ({ recipes })),
  average,
  version: 2,
});
const MASTERPLAN = [
  masterplanWeek('2026-W50', [[CURRY.slug], [], [SOUP.slug, CURRY.slug], [], []], 1.5),
  masterplanWeek('2027-W01', [[SOUP.slug], [], [], [], []], 1.2),
  masterplanWeek('2027-W50', [[SOUP.slug], [], [], [], []], 1.4),
];

async function openDialog(weeks: PlanWeek[] = []) {
  const backend = planBackend({ weeks, masterplan: MASTERPLAN });
  const harness = await renderApp(`/app/plan?woche=${WEEK}`, {
    preloadedState: loggedIn(kitchenUser),
    backend: backend.transport,
  });
  await screen.findByRole('region', { name: /^Montag, 30\.11\.2026/ });
  await harness.user.click(screen.getByRole('button', { name: 'Masterplan-Woche übernehmen' }));
  const dialog = await screen.findByRole('dialog', { name: 'Masterplan-Woche übernehmen' });
  return { ...harness, backend, dialog };
}

const stored = (backend: ReturnType<typeof planBackend>) =>
  backend.stored.get(WEEK)?.days.map((d) => d.recipes);

test('each masterplan week shows with its dates, costs and dishes per day', async () => {
  const { dialog } = await openDialog();
  expect(dialog).toHaveTextContent('ersetzt den Plan der Woche KW 49 · 30.11.–04.12.2026');
  const first = await within(dialog).findByRole('region', { name: 'KW 50 · 07.12.–11.12.2026' });
  expect(first).toHaveTextContent('3 Gerichte · 1,50 € je Kindergartenportion');
  expect(
    within(first)
      .getAllByRole('listitem')
      .map((li) => li.textContent),
  ).toEqual([
    'Mo 07.12.: Hähnchen-Curry',
    'Di 08.12.: kein Gericht',
    'Mi 09.12.: Karottensuppe, Hähnchen-Curry',
    'Do 10.12.: kein Gericht',
    'Fr 11.12.: kein Gericht',
  ]);
  // A week over New Year names both years.
  const second = within(dialog).getByRole('region', { name: 'KW 1 · 04.01.–08.01.2027' });
  expect(second).toHaveTextContent('1 Gericht ·');
  // Two weeks 50 of different years: their buttons name the year.
  expect(within(first).getByRole('button', { name: 'KW 50/2026 übernehmen' })).toBeInTheDocument();
  expect(within(dialog).getByRole('button', { name: 'KW 50/2027 übernehmen' })).toBeInTheDocument();
  expect(within(second).getByRole('button', { name: 'KW 1 übernehmen' })).toBeInTheDocument();
  expect(within(dialog).getByRole('link', { name: 'Was ist der Masterplan?' })).toHaveAttribute(
    'href',
    '/app/masterplan',
  );
});

test('an empty week takes the masterplan week at once', async () => {
  const { user, dialog, backend } = await openDialog();
  await user.click(await within(dialog).findByRole('button', { name: 'KW 50/2026 übernehmen' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  await waitFor(() => expect(stored(backend)).toEqual([[CURRY.slug], [], [SOUP.slug, CURRY.slug], [], []]));
});

test('a week with dishes is replaced only after "Ersetzen"; "Abbrechen" keeps it', async () => {
  const planned: PlanWeek = {
    ...emptyPlanWeek(WEEK),
    days: [[SOUP.slug], [CURRY.slug], [], [], []].map((recipes) => ({ recipes })),
    version: 1,
  };
  const { user, dialog, backend } = await openDialog([planned]);
  await user.click(await within(dialog).findByRole('button', { name: 'KW 1 übernehmen' }));
  const ask = await screen.findByRole('dialog', { name: 'Woche ersetzen?' });
  expect(ask).toHaveTextContent('Die Woche KW 49 enthält bereits 2 Gerichte. Ersetzen?');
  expect(ask).toHaveTextContent(
    'An ihre Stelle treten die Gerichte der Masterplan-Woche KW 1 · 04.01.–08.01.2027.',
  );
  await user.click(within(ask).getByRole('button', { name: 'Abbrechen' }));
  expect(screen.queryByRole('dialog', { name: 'Woche ersetzen?' })).not.toBeInTheDocument();
  await user.click(within(dialog).getByRole('button', { name: 'Abbrechen' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(
    within(screen.getByRole('region', { name: /^Dienstag,/ })).getByText('Hähnchen-Curry'),
  ).toBeInTheDocument();
  expect(
    within(screen.getByRole('region', { name: /^Montag,/ })).getByText('Karottensuppe'),
  ).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Masterplan-Woche übernehmen' }));
  const reopened = await screen.findByRole('dialog', { name: 'Masterplan-Woche übernehmen' });
  await user.click(within(reopened).getByRole('button', { name: 'KW 50/2026 übernehmen' }));
  const again = await screen.findByRole('dialog', { name: 'Woche ersetzen?' });
  await user.click(within(again).getByRole('button', { name: 'Ersetzen' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  await waitFor(() => expect(stored(backend)).toEqual([[CURRY.slug], [], [SOUP.slug, CURRY.slug], [], []]));
});

/** From the Masterplan page: the shown week goes into the kitchen's week of the same id. */
describe('on the Masterplan page', () => {
  const reader = makeUser({ ...kitchenUser, features: { ...kitchenUser.features, masterplan: true } });
  const source = MASTERPLAN[0]!;

  async function adoptFromMasterplan(weeks: PlanWeek[], failPlanLoads = 0) {
    const backend = planBackend({ weeks, masterplan: MASTERPLAN });
    const transport = failingFirst(backend.transport, 'plan/listWeeks', failPlanLoads);
    const harness = await renderApp(`/app/masterplan?woche=${source.id}`, {
      preloadedState: loggedIn(reader),
      backend: transport,
    });
    await harness.user.click(await screen.findByRole('button', { name: 'In meinen Speiseplan übernehmen' }));
    const dialog = await screen.findByRole('dialog', { name: 'In meinen Speiseplan übernehmen' });
    return { ...harness, backend, dialog };
  }
  const storedDays = (backend: ReturnType<typeof planBackend>) =>
    backend.stored.get(source.id)?.days.map((d) => d.recipes);

  test('shows the week it adopts, and asks the same question before replacing planned dishes', async () => {
    const planned: PlanWeek = {
      ...emptyPlanWeek(source.id),
      days: [[SOUP.slug], [], [], [], []].map((recipes) => ({ recipes })),
      version: 1,
    };
    const { user, dialog, backend, history } = await adoptFromMasterplan([planned]);
    expect(dialog).toHaveTextContent('ersetzt den Plan der Woche KW 50 · 07.12.–11.12.2026');
    expect(within(dialog).getByRole('region', { name: 'KW 50 · 07.12.–11.12.2026' })).toHaveTextContent(
      'Mi 09.12.: Karottensuppe, Hähnchen-Curry',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Übernehmen' }));
    const ask = await screen.findByRole('dialog', { name: 'Woche ersetzen?' });
    expect(ask).toHaveTextContent('Die Woche KW 50 enthält bereits 1 Gericht. Ersetzen?');
    await user.click(within(ask).getByRole('button', { name: 'Abbrechen' }));
    expect(screen.queryByRole('dialog', { name: 'Woche ersetzen?' })).not.toBeInTheDocument();
    expect(history.location.pathname).toBe('/app/masterplan');
    expect(storedDays(backend)).toEqual([[SOUP.slug], [], [], [], []]);

    await user.click(within(dialog).getByRole('button', { name: 'Übernehmen' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Woche ersetzen?' })).getByRole('button', {
        name: 'Ersetzen',
      }),
    );
    await waitFor(() => expect(history.location.pathname).toBe('/app/plan'));
    expect(history.location.search).toBe(`?woche=${source.id}`);
    await waitFor(() =>
      expect(storedDays(backend)).toEqual([[CURRY.slug], [], [SOUP.slug, CURRY.slug], [], []]),
    );
  });

  test('a Speiseplan that cannot be loaded is named in the dialog; a second try adopts', async () => {
    const { user, dialog, backend, history } = await adoptFromMasterplan([], 1);
    await user.click(within(dialog).getByRole('button', { name: 'Übernehmen' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Ein Netzwerkfehler ist aufgetreten');
    expect(history.location.pathname).toBe('/app/masterplan');
    await user.click(within(dialog).getByRole('button', { name: 'Übernehmen' }));
    await waitFor(() => expect(history.location.pathname).toBe('/app/plan'));
    await waitFor(() =>
      expect(storedDays(backend)).toEqual([[CURRY.slug], [], [SOUP.slug, CURRY.slug], [], []]),
    );
  });
});

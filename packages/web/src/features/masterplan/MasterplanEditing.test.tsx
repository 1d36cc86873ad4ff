import { screen, waitFor, within } from '@testing-library/react';
import {
  emptyMasterplanWeek,
  formatEuro,
  preparePlannerData,
  today,
  weekCost,
  formatGermanDate,
  weekDates,
  type MasterplanTemplate,
  type MasterplanWeek,
} from '@speiseplaner/shared';
import { loggedIn, renderApp } from '../../../test/renderWithProviders';
import { DEBOUNCE_MS } from '../../platform/autosave/makeAutosaveSaga';
import { adminUser } from '../../../test/users';
import { CURRY, INGREDIENTS, listEntry, SOUP } from '../../../test/testCatalogue';
import { planBackend } from '../../../test/planBackend';

const data = () =>
  preparePlannerData({ ingredients: INGREDIENTS, recipes: [SOUP, CURRY].map(listEntry), today: today() });
const costOf = (id: string, days: string[][]) =>
  weekCost(data(), { id, days: days.map((recipes) => ({ recipes })) }).average;
const day = (week: string, label: string, i: number) =>
  screen.getByRole('region', { name: `${label}, ${formatGermanDate(weekDates(week)[i]!)}` });

function stored(id: string, days: string[][], version = 1, average = 0): MasterplanWeek {
  return { ...emptyMasterplanWeek(id), days: days.map((recipes) => ({ recipes })), average, version };
}

async function open(week: string, options: Parameters<typeof planBackend>[0] = {}) {
  const backend = planBackend(options);
  const harness = await renderApp(`/app/masterplan?woche=${week}`, {
    preloadedState: loggedIn(adminUser),
    backend: backend.transport,
  });
  await screen.findByRole('region', { name: `Montag, ${formatGermanDate(weekDates(week)[0]!)}` });
  return { ...harness, backend };
}

async function saved(
  backend: ReturnType<typeof planBackend>,
  id: string,
  check: (w: MasterplanWeek) => void,
) {
  await waitFor(() => check(backend.masterplan.get(id)!));
  return backend.masterplan.get(id)!;
}

test('a missing week is created with average 0 and five empty days, and stored with its first recipe', async () => {
  const { user, backend } = await open('2026-W30');
  for (const [i, label] of ['Montag', 'Dienstag', 'Mittwoch', 'Donnerstag', 'Freitag'].entries())
    expect(day('2026-W30', label, i)).toHaveTextContent('Noch kein Rezept geplant.');
  expect(screen.getByTestId('week-average')).toHaveTextContent('Ø Kosten je Kindergartenportion: 0,00 €');
  expect(backend.transport.callsOf('masterplan/listWeeks')).toContainEqual({
    from: '2026-W30',
    to: '2026-W30',
  });
  // Browsing alone stores nothing (an empty week would pull the trend down).
  await new Promise((resolve) => setTimeout(resolve, 1500));
  expect(backend.masterplan.has('2026-W30')).toBe(false);

  await user.click(within(day('2026-W30', 'Dienstag', 1)).getByRole('button', { name: 'Rezept hinzufügen' }));
  const picker = await screen.findByRole('dialog', { name: 'Rezept für Dienstag hinzufügen' });
  await user.click(within(picker).getByText('Hähnchen-Curry'));
  const week = await saved(backend, '2026-W30', (w) => expect(w?.days[1]!.recipes).toEqual([CURRY.slug]));
  expect(week.version).toBe(1);
  expect(week.average).toBeCloseTo(costOf('2026-W30', [[], [CURRY.slug], [], [], []]), 10);
  expect(screen.getByTestId('week-average')).toHaveTextContent(formatEuro(week.average));
});

test('an admin reorders and removes recipes; the stored average follows the core with the edit', async () => {
  const days = [[SOUP.slug, CURRY.slug], [], [], [], []];
  // Stored at other prices than today's: opening shows today's average but writes nothing.
  const { user, backend } = await open('2026-W10', { masterplan: [stored('2026-W10', days, 1, 9.99)] });
  await waitFor(() =>
    expect(screen.getByTestId('week-average')).toHaveTextContent(formatEuro(costOf('2026-W10', days))),
  );
  await new Promise((resolve) => setTimeout(resolve, DEBOUNCE_MS + 500));
  expect(backend.transport.callsOf('masterplan/saveWeek')).toEqual([]);
  expect(backend.masterplan.get('2026-W10')!.average).toBe(9.99);
  const monday = day('2026-W10', 'Montag', 0);
  await user.click(within(monday).getByRole('button', { name: 'Hähnchen-Curry verschieben' }));
  await user.click(await screen.findByRole('menuitem', { name: 'Nach oben' }));
  await user.click(within(monday).getByRole('button', { name: 'Karottensuppe entfernen' }));
  const week = await saved(backend, '2026-W10', (w) => expect(w.days[0]!.recipes).toEqual([CURRY.slug]));
  expect(week.average).toBeCloseTo(costOf('2026-W10', [[CURRY.slug], [], [], [], []]), 10);
  expect(screen.getByRole('status')).toHaveTextContent('Gespeichert');
  const row = within(screen.getByRole('table', { name: 'Wochen des Masterplans' }))
    .getByRole('link', { name: 'Woche 2026-W10 zeigen' })
    .closest('tr')!;
  expect(row).toHaveTextContent(formatEuro(week.average));
});

const SPRING: MasterplanTemplate = {
  id: 'fruehling-mischkost',
  name: 'Frühling – Mischkost',
  season: 'spring',
  variant: 'mixed',
  weeks: Array.from({ length: 6 }, (_, w) => ({
    days: Array.from({ length: 5 }, (_, d) => ({
      recipes: d === 0 ? [SOUP.slug] : d === w % 5 ? [CURRY.slug] : [],
    })),
  })),
};
const WINTER: MasterplanTemplate = {
  ...SPRING,
  id: 'winter-vegetarisch',
  name: 'Winter – vegetarisch',
  season: 'winter',
  variant: 'vegetarian',
};

test('an admin fills six weeks from a seasonal template, existing weeks keep their version line', async () => {
  const { user, backend } = await open('2026-W10', {
    masterplan: [stored('2026-W11', [[CURRY.slug], [], [], [], []], 4, 1)],
    templates: [WINTER, SPRING],
  });
  await user.click(screen.getByRole('button', { name: 'Aus Vorlage füllen' }));
  const dialog = await screen.findByRole('dialog', { name: 'Wochen aus einer Vorlage füllen' });
  await user.click(within(dialog).getByRole('combobox', { name: 'Vorlage' }));
  const options = await screen.findAllByRole('option');
  expect(options.map((o) => o.textContent)).toEqual(['Frühling – Mischkost', 'Winter – vegetarisch']);
  await user.click(screen.getByRole('option', { name: 'Frühling – Mischkost' }));
  expect(within(dialog).getByText('Füllt die 6 Wochen 2026-W10 bis 2026-W15.')).toBeInTheDocument();
  await user.click(within(dialog).getByRole('button', { name: 'Wochen füllen' }));

  const ids = ['2026-W10', '2026-W11', '2026-W12', '2026-W13', '2026-W14', '2026-W15'];
  await waitFor(() =>
    expect(ids.every((id) => backend.masterplan.get(id)?.days[0]!.recipes[0] === SOUP.slug)).toBe(true),
  );
  for (const [i, id] of ids.entries()) {
    const week = backend.masterplan.get(id)!;
    const expected = SPRING.weeks[i]!.days.map((d) => d.recipes);
    expect([id, week.days.map((d) => d.recipes)]).toEqual([id, expected]);
    expect(week.average).toBeCloseTo(costOf(id, expected), 10);
  }
  expect(backend.masterplan.get('2026-W11')!.version).toBe(5);
  expect(screen.queryByRole('dialog', { name: 'Neuere Version vorhanden' })).not.toBeInTheDocument();
});

test('the template dialog refuses a week that does not exist, in German', async () => {
  const { user } = await open('2026-W10', { templates: [SPRING] });
  await user.click(screen.getByRole('button', { name: 'Aus Vorlage füllen' }));
  const dialog = await screen.findByRole('dialog', { name: 'Wochen aus einer Vorlage füllen' });
  const field = within(dialog).getByLabelText('Erste Woche');
  await user.clear(field);
  await user.type(field, '2026-W77');
  expect(
    within(dialog).getByText(
      'Bitte eine Kalenderwoche wie „KW 50“ oder „2026-W50“ eingeben oder im Kalender wählen.',
    ),
  ).toBeInTheDocument();
  expect(within(dialog).getByRole('button', { name: 'Wochen füllen' })).toBeDisabled();
});

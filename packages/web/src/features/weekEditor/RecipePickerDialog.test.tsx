import { screen, waitFor, within } from '@testing-library/react';
import { loggedIn, renderApp } from '../../../test/renderWithProviders';
import { kitchenUser } from '../../../test/users';
import { planBackend } from '../../../test/planBackend';

/** A week in June: the carrot soup (January–March, October–December) is out of season, the curry fits all year. */
const JUNE_WEEK = '2026-W24';
/** A week whose Monday is 30 November: both are in season. */
const NOVEMBER_WEEK = '2026-W49';

async function openPicker(weekId: string, dayRegion: RegExp) {
  const backend = planBackend();
  const harness = await renderApp(`/app/plan?woche=${weekId}`, {
    preloadedState: loggedIn(kitchenUser),
    backend: backend.transport,
  });
  const day = await screen.findByRole('region', { name: dayRegion });
  await harness.user.click(within(day).getByRole('button', { name: 'Rezept hinzufügen' }));
  const dialog = await screen.findByRole('dialog', { name: /^Rezept für Montag hinzufügen/ });
  await within(dialog).findByText('Karottensuppe');
  return { ...harness, dialog };
}

const found = (dialog: HTMLElement) =>
  within(within(dialog).getByRole('list', { name: 'Gefundene Rezepte' }))
    .queryAllByRole('button')
    .map((b) => b.textContent);

test('"Nur saisonal" keeps the recipes in season in the planned day’s month, all-year ones included', async () => {
  const { user, dialog } = await openPicker(JUNE_WEEK, /^Montag, 08\.06\.2026/);
  expect(found(dialog)).toEqual([
    expect.stringContaining('Hähnchen-Curry'),
    expect.stringContaining('Karottensuppe'),
  ]);
  const seasonal = within(dialog).getByRole('checkbox', { name: 'Nur saisonal (Juni)' });
  expect(seasonal).not.toBeChecked();
  await user.click(seasonal);
  await waitFor(() => expect(found(dialog)).toEqual([expect.stringContaining('Hähnchen-Curry')]));
  expect(within(dialog).getByText(/1 Rezept gefunden/)).toBeInTheDocument();
  await user.click(seasonal);
  await waitFor(() => expect(found(dialog)).toHaveLength(2));
});

test('in November the winter soup counts as seasonal', async () => {
  const { user, dialog } = await openPicker(NOVEMBER_WEEK, /^Montag, 30\.11\.2026/);
  await user.click(within(dialog).getByRole('checkbox', { name: 'Nur saisonal (November)' }));
  await waitFor(() => expect(found(dialog)).toHaveLength(2));
});

test('the picker opens with the focus in its search, so the first letters typed search', async () => {
  const { user, dialog } = await openPicker(JUNE_WEEK, /^Montag, 08\.06\.2026/);
  const search = within(dialog).getByRole('searchbox', { name: 'Rezepte durchsuchen' });
  expect(search).toHaveFocus();
  await user.keyboard('Karo');
  expect(search).toHaveValue('Karo');
  await waitFor(() => expect(found(dialog)).toEqual([expect.stringContaining('Karottensuppe')]));
});

/**
 * A week the backend refuses to save for good (no rights, the week deleted) shows why at the week itself
 * and in the save status bar; nothing is retried until the cook asks, and the edit stays until then.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { emptyPlanWeek, type PlanWeek } from '@speiseplaner/shared';
import { loggedIn, renderApp } from '../../../test/renderWithProviders';
import { interceptTransport, TransportError } from '../../../test/fakeTransport';
import { kitchenUser, makeUser } from '../../../test/users';
import { CURRY, SOUP } from '../../../test/testCatalogue';
import { planBackend } from '../../../test/planBackend';

const WEEK = '2026-W10';
const NO_RIGHTS = 'Keine Berechtigung zum Speichern – bitte neu anmelden oder die Verwaltung fragen';
const GONE = 'Nicht gespeichert – das gibt es nicht mehr, es wurde an anderer Stelle gelöscht';
const cook = makeUser({ ...kitchenUser, heads: { kiga: 20 } });
const STORED: PlanWeek = {
  ...emptyPlanWeek(WEEK),
  days: [[SOUP.slug], [CURRY.slug], [], [], []].map((recipes) => ({ recipes })),
  version: 1,
};

const day = (label: string) => screen.getByRole('region', { name: new RegExp(`^${label},`) });
const notice = () =>
  screen.getByText('Änderung nicht gespeichert').closest('[data-save-refused]') as HTMLElement;

async function openPlan(options: { allowed: () => boolean }) {
  const backend = planBackend({ weeks: [{ ...STORED }] });
  let saveWeekCalls = 0;
  const transport = interceptTransport(backend.transport, (type) => {
    if (type !== 'plan/saveWeek') return;
    saveWeekCalls += 1;
    if (!options.allowed())
      throw new TransportError(
        'permission-denied',
        'Diese Funktion ist für Ihre Küche nicht freigeschaltet (Speiseplan).',
      );
  });
  const harness = await renderApp(`/app/plan?woche=${WEEK}`, {
    preloadedState: loggedIn(cook),
    backend: transport,
  });
  await screen.findByRole('region', { name: 'Montag, 02.03.2026' });
  return { ...harness, backend, saveWeekCalls: () => saveWeekCalls };
}

test('no rights: the message shows above the days and in the bar; one write, then one per retry', async () => {
  let allowed = false;
  const { user, backend, saveWeekCalls } = await openPlan({ allowed: () => allowed });
  await user.click(within(day('Montag')).getByRole('button', { name: 'Karottensuppe entfernen' }));
  await screen.findByText('Änderung nicht gespeichert', {});
  expect(notice()).toHaveTextContent(NO_RIGHTS);
  expect(screen.getByRole('status')).toHaveTextContent(NO_RIGHTS);
  // The notice sits with the week, before its days.
  expect(notice().compareDocumentPosition(day('Montag')) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  // The edit is kept on screen.
  expect(within(day('Montag')).queryByText('Karottensuppe')).not.toBeInTheDocument();
  expect(saveWeekCalls()).toBe(1);

  await user.click(within(notice()).getByRole('button', { name: 'Erneut versuchen' }));
  await screen.findByText('Änderung nicht gespeichert', {});
  expect(saveWeekCalls()).toBe(2);

  allowed = true;
  await user.click(within(notice()).getByRole('button', { name: 'Erneut versuchen' }));
  await waitFor(() => expect(backend.stored.get(WEEK)!.days[0]!.recipes).toEqual([]));
  await waitFor(() => expect(screen.queryByText('Änderung nicht gespeichert')).not.toBeInTheDocument());
  expect(screen.getByRole('status')).toHaveTextContent('Gespeichert');
});

test("'Änderung verwerfen' brings back the stored week", async () => {
  const { user, backend, saveWeekCalls } = await openPlan({ allowed: () => false });
  await user.click(within(day('Montag')).getByRole('button', { name: 'Karottensuppe entfernen' }));
  await screen.findByText('Änderung nicht gespeichert', {});
  await user.click(within(notice()).getByRole('button', { name: 'Änderung verwerfen' }));
  await waitFor(() => expect(within(day('Montag')).getByText('Karottensuppe')).toBeInTheDocument());
  expect(screen.queryByText('Änderung nicht gespeichert')).not.toBeInTheDocument();
  expect(screen.getByRole('status')).toHaveTextContent('Gespeichert');
  expect(backend.stored.get(WEEK)).toEqual(STORED);
  expect(saveWeekCalls()).toBe(1);
});

test('a week deleted on the backend: the notice says it no longer exists', async () => {
  const { user, backend } = await openPlan({ allowed: () => true });
  backend.stored.delete(WEEK);
  await user.click(within(day('Dienstag')).getByRole('button', { name: 'Hähnchen-Curry entfernen' }));
  await screen.findByText('Änderung nicht gespeichert', {});
  expect(notice()).toHaveTextContent(GONE);
  expect(screen.getByRole('status')).toHaveTextContent(GONE);
});

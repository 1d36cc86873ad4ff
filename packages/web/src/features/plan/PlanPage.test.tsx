import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  addWeeks,
  dayCost,
  emptyPlanWeek,
  formatEuro,
  formatWeekRange,
  isoWeekId,
  planningWindow,
  preparePlannerData,
  today,
  weekCost,
  formatGermanDate,
  weekDates,
  type MasterplanWeek,
  type PlanWeek,
} from '@speiseplaner/shared';
import { loggedIn, renderApp } from '../../../test/renderWithProviders';
import { DEBOUNCE_MS } from '../../platform/autosave/makeAutosaveSaga';
import { kitchenUser, makeUser } from '../../../test/users';
import { CURRY, INGREDIENTS, listEntry, SOUP } from '../../../test/testCatalogue';
import { failingFirst, planBackend } from '../../../test/planBackend';

const WEEK = '2026-W10';
const cook = makeUser({ ...kitchenUser, heads: { kiga: 20 } });
const data = (heads = cook.heads) =>
  preparePlannerData({
    ingredients: INGREDIENTS,
    recipes: [SOUP, CURRY].map(listEntry),
    defaultHeads: heads,
    today: today(),
  });

const day = (label: string) => screen.getByRole('region', { name: new RegExp(`^${label},`) });

function weekWith(days: string[][], version = 1): PlanWeek {
  return { ...emptyPlanWeek(WEEK), days: days.map((recipes) => ({ recipes })), version };
}

async function openPlan(
  weeks: PlanWeek[] = [],
  options: { user?: typeof cook; masterplan?: MasterplanWeek[] } = {},
) {
  const backend = planBackend({ weeks, masterplan: options.masterplan });
  const harness = await renderApp(`/app/plan?woche=${WEEK}`, {
    preloadedState: loggedIn(options.user ?? cook),
    backend: backend.transport,
  });
  await screen.findByRole('region', { name: 'Montag, 02.03.2026' });
  return { ...harness, backend };
}

/** The last week the backend stored (after the autosave went out). */
async function savedWeek(backend: ReturnType<typeof planBackend>, check: (week: PlanWeek) => void) {
  await waitFor(() => check(backend.stored.get(WEEK)!));
  return backend.stored.get(WEEK)!;
}

test('a missing week is created on demand with five empty days Mo–Fr', async () => {
  const { backend } = await openPlan();
  expect(backend.transport.callsOf('plan/saveNewWeek')).toEqual([{ week: emptyPlanWeek(WEEK) }]);
  expect(backend.transport.callsOf('plan/listWeeks')).toEqual([{ from: '2026-W07', to: WEEK }]);
  for (const [label, date] of [
    ['Montag', '2026-03-02'],
    ['Dienstag', '2026-03-03'],
    ['Mittwoch', '2026-03-04'],
    ['Donnerstag', '2026-03-05'],
    ['Freitag', '2026-03-06'],
  ])
    expect(screen.getByRole('region', { name: `${label}, ${formatGermanDate(date!)}` })).toHaveTextContent(
      'Noch kein Rezept geplant.',
    );
});

test('a recipe found by search lands on the day, costs follow the core, and the week is saved', async () => {
  const { user, backend } = await openPlan();
  await user.click(within(day('Mittwoch')).getByRole('button', { name: 'Rezept hinzufügen' }));
  const dialog = await screen.findByRole('dialog', { name: 'Rezept für Mittwoch hinzufügen' });
  await user.type(within(dialog).getByRole('searchbox', { name: 'Rezepte durchsuchen' }), 'curry');
  await waitFor(() => expect(within(dialog).queryByText('Karottensuppe')).not.toBeInTheDocument());
  // Each found recipe is a list item holding its button (screen readers count the list's entries).
  const found = within(dialog).getByRole('list', { name: 'Gefundene Rezepte' });
  expect([...found.children].map((child) => child.tagName)).toEqual(['LI']);
  expect(within(found).getByRole('listitem')).toContainElement(
    within(found).getByRole('button', { name: /Hähnchen-Curry/ }),
  );
  await user.click(within(dialog).getByText('Hähnchen-Curry'));

  expect(within(day('Mittwoch')).getByText('Hähnchen-Curry')).toBeInTheDocument();
  const cost = dayCost(data(), { recipes: [CURRY.slug] });
  await waitFor(() =>
    expect(within(day('Mittwoch')).getByTestId('day-portion-costs')).toHaveTextContent(
      `Je Portion: Kindergarten ${formatEuro(cost.perPortion.kiga)}`,
    ),
  );
  expect(within(day('Mittwoch')).getByTestId('day-total')).toHaveTextContent(
    `Tageskosten für 20 Kindergarten: ${formatEuro(cost.total)}`,
  );
  const saved = await savedWeek(backend, (w) => expect(w.days[2]!.recipes).toEqual([CURRY.slug]));
  expect(saved.average).toBeCloseTo(weekCost(data(), saved).average, 10);
  expect(screen.getByRole('status')).toHaveTextContent('Gespeichert');
});

test('opening a week stored at other prices writes nothing; the next edit stores today’s average', async () => {
  const stale: PlanWeek = { ...weekWith([[SOUP.slug], [CURRY.slug], [], [], []]), average: 9.99 };
  const { user, backend } = await openPlan([stale]);
  await waitFor(() =>
    expect(screen.getByTestId('week-average')).toHaveTextContent(formatEuro(weekCost(data(), stale).average)),
  );
  await new Promise((resolve) => setTimeout(resolve, DEBOUNCE_MS + 500));
  expect(backend.transport.callsOf('plan/saveWeek')).toEqual([]);
  expect(backend.stored.get(WEEK)!.average).toBe(9.99);

  await user.click(within(day('Dienstag')).getByRole('button', { name: 'Hähnchen-Curry entfernen' }));
  const saved = await savedWeek(backend, (w) => expect(w.days[1]!.recipes).toEqual([]));
  expect(saved.average).toBeCloseTo(dayCost(data(), { recipes: [SOUP.slug] }).perKigaPortion, 10);
  expect(backend.transport.callsOf('plan/saveWeek')).toHaveLength(1);
});

test('day headcounts per age group: whole numbers; a negative count is refused in German', async () => {
  const { user, backend } = await openPlan([weekWith([[SOUP.slug], [], [], [], []])]);
  await user.click(within(day('Montag')).getByRole('button', { name: /^Personen am Montag ändern/ }));
  const dialog = await screen.findByRole('dialog', { name: 'Personen am Montag' });
  const field = (name: string) => within(dialog).getByRole('spinbutton', { name });
  await user.clear(field('Kindergarten'));
  await user.type(field('Kindergarten'), '40');
  await user.clear(field('Krippe'));
  await user.type(field('Krippe'), '12');
  await user.clear(field('Grundschule'));
  await user.type(field('Grundschule'), '-3');
  await user.click(within(dialog).getByRole('button', { name: 'Übernehmen' }));
  // -3 is not taken: the dialog stays open with the message at the field; then 0 is.
  expect(field('Grundschule')).toHaveAccessibleDescription(
    'Die Personenzahl darf nicht negativ sein. Für eine Altersgruppe ohne Essen geben Sie 0 ein.',
  );
  await user.clear(field('Grundschule'));
  await user.type(field('Grundschule'), '0');
  await user.click(within(dialog).getByRole('button', { name: 'Übernehmen' }));

  const heads = { kita: 12, kiga: 40 };
  const cost = dayCost(data(), { recipes: [SOUP.slug], heads });
  expect(within(day('Montag')).getByTestId('day-total')).toHaveTextContent(
    `Tageskosten für 12 Krippe, 40 Kindergarten: ${formatEuro(cost.total)}`,
  );
  expect(within(day('Montag')).getByTestId('day-portion-costs')).toHaveTextContent(
    `Krippe ${formatEuro(cost.perPortion.kita)}, Kindergarten ${formatEuro(cost.perPortion.kiga)}`,
  );
  // Other days keep the profile's defaults.
  expect(
    within(day('Dienstag')).getByRole('button', { name: /^Personen am Dienstag ändern/ }),
  ).toHaveTextContent('20 Kindergarten');
  await savedWeek(backend, (w) => expect(w.days[0]!.heads).toEqual(heads));
});

test('“Wie im Profil” drops the day’s own headcounts, so the profile’s defaults count again', async () => {
  const own = weekWith([[SOUP.slug], [], [], [], []]);
  own.days[0] = { ...own.days[0]!, heads: { kita: 12, kiga: 40 } };
  const { user, backend } = await openPlan([own]);
  const headsButton = () => within(day('Montag')).getByRole('button', { name: /^Personen am Montag ändern/ });
  await waitFor(() => expect(headsButton()).toHaveTextContent('12 Krippe, 40 Kindergarten (nur dieser Tag)'));
  // The name holds what the button shows, so speech input finds it by its visible text (WCAG 2.5.3).
  expect(headsButton()).toHaveAccessibleName(
    'Personen am Montag ändern: 12 Krippe, 40 Kindergarten (nur dieser Tag)',
  );
  await user.click(headsButton());
  const dialog = await screen.findByRole('dialog', { name: 'Personen am Montag' });
  expect(within(dialog).getByRole('spinbutton', { name: 'Kindergarten' })).toHaveValue(40);
  await user.click(within(dialog).getByRole('button', { name: 'Wie im Profil' }));

  expect(screen.queryByRole('dialog', { name: 'Personen am Montag' })).not.toBeInTheDocument();
  expect(headsButton()).toHaveTextContent(/^20 Kindergarten$/);
  await savedWeek(backend, (w) => expect(w.days[0]!.heads).toBeUndefined());
});

test('reorder, move to another day and remove', async () => {
  const { user, backend } = await openPlan([weekWith([[SOUP.slug, CURRY.slug], [], [], [], []])]);
  await user.click(within(day('Montag')).getByRole('button', { name: 'Hähnchen-Curry verschieben' }));
  await user.click(await screen.findByRole('menuitem', { name: 'Nach oben' }));
  const names = () =>
    within(within(day('Montag')).getByRole('list', { name: 'Rezepte am Montag' }))
      .getAllByRole('listitem')
      .map((li) => li.textContent);
  expect(names()[0]).toContain('Hähnchen-Curry');
  await user.click(within(day('Montag')).getByRole('button', { name: 'Karottensuppe verschieben' }));
  await user.click(await screen.findByRole('menuitem', { name: 'Auf Freitag' }));
  expect(within(day('Freitag')).getByText('Karottensuppe')).toBeInTheDocument();
  await user.click(within(day('Montag')).getByRole('button', { name: 'Hähnchen-Curry entfernen' }));
  expect(within(day('Montag')).getByText('Noch kein Rezept geplant.')).toBeInTheDocument();
  await savedWeek(backend, (w) =>
    expect(w.days.map((d) => d.recipes)).toEqual([[], [], [], [], [SOUP.slug]]),
  );
});

test('too much meat is named next to the days that serve it, in plain German', async () => {
  await openPlan([weekWith([[CURRY.slug], [CURRY.slug], [SOUP.slug], [], []])]);
  const text = 'Diese Woche 2× Fleisch – empfohlen höchstens 1×';
  await waitFor(() => expect(within(day('Montag')).getByText(text)).toBeInTheDocument());
  expect(within(day('Dienstag')).getByText(text)).toBeInTheDocument();
  expect(within(day('Mittwoch')).queryByText(text)).not.toBeInTheDocument();
  // The soup's cream brings allergen 10 (its label comes from the core's catalogue).
  expect(within(day('Mittwoch')).getByTestId('day-allergens')).toHaveTextContent(
    'Allergene und Zusatzstoffe:',
  );
  expect(within(day('Montag')).queryByTestId('day-allergens')).not.toBeInTheDocument();
});

async function openCopyDialog(user: Awaited<ReturnType<typeof openPlan>>['user']) {
  await user.click(screen.getByRole('button', { name: 'Woche kopieren' }));
  const dialog = await screen.findByRole('dialog', { name: `${formatWeekRange(WEEK)} kopieren` });
  await waitFor(() => expect(within(dialog).getByLabelText('Zielwoche')).toBeInTheDocument());
  return dialog;
}

/** The undo offer after a copy (the page may show other alerts meanwhile). */
async function copyOffer(text: string) {
  let offer: HTMLElement | undefined;
  await waitFor(() => {
    offer = screen.getAllByRole('alert').find((a) => a.textContent?.includes(text));
    expect(offer).toBeDefined();
  });
  return offer!;
}

test('copying a week proposes the next empty week and creates it with the same days', async () => {
  const planned = (id: string) => ({
    ...emptyPlanWeek(id),
    days: weekWith([[CURRY.slug], [], [], [], []]).days,
    version: 1,
  });
  const { user, backend } = await openPlan([
    weekWith([[SOUP.slug], [CURRY.slug], [], [], []]),
    planned('2026-W11'),
    planned('2026-W12'),
  ]);
  const dialog = await openCopyDialog(user);
  // W11 and W12 hold dishes: the proposal is the first week after them.
  expect(within(dialog).getByTestId('copy-proposal')).toHaveTextContent(
    `Vorgeschlagen: ${formatWeekRange('2026-W13')}, die nächste Woche ohne Gerichte.`,
  );
  await user.click(within(dialog).getByRole('button', { name: 'Kopieren' }));
  expect(await copyOffer('KW 10 nach KW 13 kopiert')).toHaveTextContent('Rückgängig');
  await waitFor(() =>
    expect(backend.stored.get('2026-W13')?.days.map((d) => d.recipes)).toEqual([
      [SOUP.slug],
      [CURRY.slug],
      [],
      [],
      [],
    ]),
  );
  expect(await screen.findByRole('region', { name: 'Montag, 23.03.2026' })).toHaveTextContent(
    'Karottensuppe',
  );
  expect(backend.stored.get('2026-W11')!.days[0]!.recipes).toEqual([CURRY.slug]);
});

test('copying onto a planned week names what is replaced, asks, and can be undone', async () => {
  const target: PlanWeek = {
    ...emptyPlanWeek('2026-W11'),
    days: [[CURRY.slug, SOUP.slug], [CURRY.slug], [], [SOUP.slug], []].map((recipes) => ({ recipes })),
    version: 1,
  };
  const { user, backend } = await openPlan([weekWith([[SOUP.slug], [], [], [], []]), target]);
  const dialog = await openCopyDialog(user);
  expect(within(dialog).getByTestId('copy-proposal')).toHaveTextContent(formatWeekRange('2026-W12'));
  fireEvent.change(within(dialog).getByLabelText('Zielwoche'), { target: { value: '2026-W11' } });
  expect(within(dialog).getByTestId('copy-replace-notice')).toHaveTextContent(
    `${formatWeekRange('2026-W11')} ist schon geplant: 4 Gerichte an 3 Tagen werden ersetzt.`,
  );
  expect(within(dialog).queryByRole('button', { name: 'Kopieren' })).not.toBeInTheDocument();
  await user.click(within(dialog).getByRole('button', { name: 'Ersetzen' }));
  // The offer first: it hides itself after a few seconds, which a busy machine can spend on the save.
  const offer = await copyOffer('Plan der KW 11 durch KW 10 ersetzt');
  await waitFor(() =>
    expect(backend.stored.get('2026-W11')?.days.map((d) => d.recipes)).toEqual([[SOUP.slug], [], [], [], []]),
  );
  await user.click(within(offer).getByRole('button', { name: 'Rückgängig' }));
  await waitFor(
    () =>
      expect(backend.stored.get('2026-W11')?.days.map((d) => d.recipes)).toEqual(
        target.days.map((d) => d.recipes),
      ),
    { timeout: DEBOUNCE_MS * 5 },
  );
  expect(within(day('Montag')).getByText('Hähnchen-Curry')).toBeInTheDocument();
  expect(screen.queryByText('Plan der KW 11 durch KW 10 ersetzt')).not.toBeInTheDocument();
});

test('a copy onto a week the dialog did not know as planned asks before replacing it', async () => {
  // Beyond the weeks the dialog lists: the saga finds the dishes and nothing is replaced yet.
  const far: PlanWeek = {
    ...emptyPlanWeek('2027-W10'),
    days: weekWith([[CURRY.slug], [], [], [], []]).days,
    version: 1,
  };
  const { user, backend } = await openPlan([weekWith([[SOUP.slug], [], [], [], []]), far]);
  const dialog = await openCopyDialog(user);
  fireEvent.change(within(dialog).getByLabelText('Zielwoche'), { target: { value: '2027-W10' } });
  await user.click(within(dialog).getByRole('button', { name: 'Kopieren' }));
  expect(await within(dialog).findByTestId('copy-replace-notice')).toHaveTextContent(
    'ist schon geplant: 1 Gericht an 1 Tag wird ersetzt.',
  );
  expect(backend.stored.get('2027-W10')!.days[0]!.recipes).toEqual([CURRY.slug]);
  expect(backend.transport.callsOf('plan/saveWeek')).toEqual([]);
});

test('a week saved elsewhere meanwhile opens the conflict dialog instead of being overwritten', async () => {
  const { user, backend } = await openPlan([weekWith([[SOUP.slug], [], [], [], []])]);
  backend.stored.set(WEEK, weekWith([[CURRY.slug], [], [], [], []], 5));
  await user.click(within(day('Montag')).getByRole('button', { name: 'Karottensuppe entfernen' }));
  const dialog = await screen.findByRole('dialog', { name: 'Neuere Version vorhanden' });
  expect(backend.stored.get(WEEK)!.days[0]!.recipes).toEqual([CURRY.slug]);
  await user.click(within(dialog).getByRole('button', { name: 'Gespeicherte Fassung laden' }));
  await waitFor(() => expect(within(day('Montag')).getByText('Hähnchen-Curry')).toBeInTheDocument());
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

test('a kitchen without the masterplan feature adopts a masterplan week', async () => {
  const masterplan: MasterplanWeek = {
    id: '2026-W20',
    days: [
      { recipes: [CURRY.slug] },
      { recipes: [] },
      { recipes: [SOUP.slug] },
      { recipes: [] },
      { recipes: [] },
    ],
    average: 1.5,
    version: 2,
  };
  const { user, backend } = await openPlan([], { masterplan: [masterplan] });
  await user.click(screen.getByRole('button', { name: 'Masterplan-Woche übernehmen' }));
  const dialog = await screen.findByRole('dialog', { name: 'Masterplan-Woche übernehmen' });
  await user.click(await within(dialog).findByRole('button', { name: 'KW 20 übernehmen' }));
  expect(within(day('Montag')).getByText('Hähnchen-Curry')).toBeInTheDocument();
  expect(within(day('Mittwoch')).getByText('Karottensuppe')).toBeInTheDocument();
  await savedWeek(backend, (w) =>
    expect(w.days.map((d) => d.recipes)).toEqual([[CURRY.slug], [], [SOUP.slug], [], []]),
  );
});

test('the week picker steps to the next and previous week and back to this week', async () => {
  const { user, backend } = await openPlan();
  await user.click(screen.getByRole('button', { name: 'Nächste Woche' }));
  expect(await screen.findByRole('region', { name: 'Montag, 09.03.2026' })).toBeInTheDocument();
  expect(screen.getByTestId('week-dates')).toHaveTextContent('09.03.2026 bis 13.03.2026');
  expect(backend.stored.has('2026-W11')).toBe(true);
  await user.click(screen.getByRole('button', { name: 'Vorherige Woche' }));
  await user.click(screen.getByRole('button', { name: 'Vorherige Woche' }));
  expect(await screen.findByRole('region', { name: 'Montag, 23.02.2026' })).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Heute' }));
  const monday = weekDates(isoWeekId(Date.now()))[0];
  expect(
    await screen.findByRole('region', { name: `Montag, ${formatGermanDate(monday!)}` }),
  ).toBeInTheDocument();
});

test('the week field takes only real weeks inside the planning window', async () => {
  const { backend } = await openPlan();
  const field = screen.getByLabelText('Kalenderwoche');
  const { last } = planningWindow(Date.now());
  for (const week of [addWeeks(last, 1), '2027-W53']) {
    fireEvent.change(field, { target: { value: week } });
    expect(backend.stored.has(week)).toBe(false);
  }
  expect(screen.getByTestId('week-dates')).toHaveTextContent('02.03.2026 bis 06.03.2026');
  fireEvent.change(field, { target: { value: '2026-W12' } });
  expect(await screen.findByRole('region', { name: 'Montag, 16.03.2026' })).toBeInTheDocument();
});

test('a week that cannot be loaded says so in German and loads on a second try', async () => {
  const transport = failingFirst(planBackend().transport, 'plan/listWeeks', 1);
  const { user } = await renderApp(`/app/plan?woche=${WEEK}`, {
    preloadedState: loggedIn(cook),
    backend: transport,
  });
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('Ein Netzwerkfehler ist aufgetreten');
  await user.click(within(alert).getByRole('button', { name: 'Erneut versuchen' }));
  expect(await screen.findByRole('region', { name: 'Montag, 02.03.2026' })).toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

test('a vegetarian kitchen sees its meat dish flagged and the picker starting at vegetarisch', async () => {
  const vegetarianCook = makeUser({ ...cook, menuLine: 'vegetarian' });
  const { user } = await openPlan([weekWith([[SOUP.slug], [CURRY.slug], [], [], []])], {
    user: vegetarianCook,
  });
  const tuesday = day('Dienstag');
  expect(await within(tuesday).findByTestId('not-vegetarian-mark')).toHaveTextContent(
    'nicht vegetarisch (Menülinie ovo-lacto-vegetarisch)',
  );
  expect(within(day('Montag')).queryByTestId('not-vegetarian-mark')).not.toBeInTheDocument();
  // The week's DGE rows have no fish and no meat row.
  const summary = screen.getByRole('region', { name: 'Woche im Überblick' });
  expect(within(summary).queryByRole('button', { name: /^Fisch/ })).not.toBeInTheDocument();
  expect(within(summary).queryByRole('button', { name: /^Fleisch/ })).not.toBeInTheDocument();

  await user.click(within(day('Mittwoch')).getByRole('button', { name: 'Rezept hinzufügen' }));
  const dialog = await screen.findByRole('dialog', { name: 'Rezept für Mittwoch hinzufügen' });
  expect(within(dialog).getByRole('button', { name: 'vegetarisch' })).toHaveAttribute('aria-pressed', 'true');
  const found = within(dialog).getByRole('list', { name: 'Gefundene Rezepte' });
  expect(within(found).queryByText(CURRY.name)).not.toBeInTheDocument();
  await user.click(within(dialog).getByRole('button', { name: 'Alle' }));
  const curry = await within(found).findByRole('button', { name: new RegExp(CURRY.name) });
  expect(curry).toHaveTextContent('nicht vegetarisch');
});

test('a mixed kitchen sees no vegetarian flag on its meat dish', async () => {
  await openPlan([weekWith([[SOUP.slug], [CURRY.slug], [], [], []])]);
  // The day's costs come with its analysis, which decides the flag.
  await within(day('Dienstag')).findByTestId('day-portion-costs');
  expect(screen.queryByTestId('not-vegetarian-mark')).not.toBeInTheDocument();
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  addWeeks,
  dgeGlance,
  emptyPlanWeek,
  formatEuro,
  formatMonth,
  isoWeekId,
  monthOf,
  monthsEndingWith,
  periodCost,
  preparePlannerData,
  today,
  weekCost,
  type PlanWeek,
  type UsageStats,
} from '@speiseplaner/shared';
import { loggedIn, loggedOut, renderApp } from '../../../test/renderWithProviders';
import { adminUser, kitchenUser, makeUser } from '../../../test/users';
import { CURRY, INGREDIENTS, listEntry, SOUP } from '../../../test/testCatalogue';
import {
  CONVENTIONAL_RICE,
  listOn,
  statisticsBackend,
  type StatisticsBackendOptions,
} from './statisticsBackend.testkit';

const THIS_WEEK = isoWeekId(Date.now());
const LAST_WEEK = addWeeks(THIS_WEEK, -1);
const admin = makeUser({ ...adminUser, heads: { kiga: 20 } });
const cookWithUsage = makeUser({
  ...kitchenUser,
  heads: { kiga: 20 },
  features: { ...kitchenUser.features, usage: true },
});

const week = (id: string, days: string[][]): PlanWeek => ({
  ...emptyPlanWeek(id),
  days: days.map((recipes) => ({ recipes })),
  version: 1,
});
const WEEKS = [
  week(LAST_WEEK, [[SOUP.slug], [], [], [], []]),
  week(THIS_WEEK, [[SOUP.slug], [CURRY.slug], [], [], []]),
];
const data = () =>
  preparePlannerData({
    ingredients: [...INGREDIENTS, CONVENTIONAL_RICE],
    recipes: [SOUP, CURRY].map(listEntry),
    defaultHeads: { kiga: 20 },
    today: today(),
  });

async function openStatistics(user = admin, options: StatisticsBackendOptions = {}) {
  const backend = statisticsBackend({ weeks: WEEKS, ...options });
  const harness = await renderApp('/statistik', { preloadedState: loggedIn(user), backend });
  await screen.findByRole('heading', { level: 1, name: 'Statistik' });
  return { ...harness, backend };
}

const section = (name: string) => screen.findByRole('region', { name });
const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.querySelectorAll('th, td')].map((c) => c.textContent));

describe('Statistik: access', () => {
  it('shows a new kitchen (plan, no usage) its own figures, and neither asks for nor shows the use across kitchens', async () => {
    const { backend } = await openStatistics(makeUser({ ...kitchenUser, heads: { kiga: 20 } }));
    const costs = await section('Kosten je Portion');
    expect(within(costs).getByTestId('period-average')).toHaveTextContent('über 2 geplante Wochen');
    expect(await section('Meistgeplante Rezepte')).toBeInTheDocument();
    expect(await section('DGE-Check der letzten vier Wochen')).toBeInTheDocument();
    expect(await section('Bio-Anteil')).toBeInTheDocument();
    expect(backend.callsOf('plan/listWeeks')).toEqual([
      { from: addWeeks(THIS_WEEK, -11), to: addWeeks(THIS_WEEK, 26) },
    ]);
    expect(backend.callsOf('plan/stats')).toEqual([]);
    expect(screen.queryByRole('region', { name: 'Nutzung über alle Küchen' })).not.toBeInTheDocument();
  });

  it('tells an account with neither the Speiseplan nor the usage feature in German that it has no access, and asks the backend nothing', async () => {
    const { backend } = await openStatistics(makeUser({ features: { recipes: true, shopping: true } }));
    expect(screen.getByText(/Die Statistik ist für Ihre Küche nicht freigeschaltet/)).toBeInTheDocument();
    expect(backend.callsOf('plan/stats')).toEqual([]);
    expect(backend.callsOf('plan/listWeeks')).toEqual([]);
    expect(screen.queryByRole('region', { name: 'Kosten je Portion' })).not.toBeInTheDocument();
  });

  it('sends a visitor to the sign-in, coming back to /statistik', async () => {
    const { history } = await renderApp('/statistik', { preloadedState: loggedOut });
    await waitFor(() => expect(history.location.pathname).toBe('/login'));
    expect(new URLSearchParams(history.location.search).get('signInSuccessUrl')).toBe('/statistik');
  });

  it('shows a kitchen with the usage feature its own figures but not the figures across kitchens', async () => {
    const { backend } = await openStatistics(cookWithUsage);
    expect(await section('Kosten je Portion')).toBeInTheDocument();
    expect(backend.callsOf('plan/stats')).toEqual([]);
    expect(screen.queryByRole('region', { name: 'Nutzung über alle Küchen' })).not.toBeInTheDocument();
  });

  it('does not ask for the use across kitchens for an admin without the usage feature', async () => {
    const { backend } = await openStatistics(makeUser({ ...adminUser, features: { plan: true } }));
    expect(await section('Kosten je Portion')).toBeInTheDocument();
    expect(backend.callsOf('plan/stats')).toEqual([]);
    expect(screen.queryByRole('region', { name: 'Nutzung über alle Küchen' })).not.toBeInTheDocument();
  });
});

describe('Statistik: the kitchen’s own figures', () => {
  it('charts the cost per portion of the last 12 weeks as the core computes it, weeks without a plan marked', async () => {
    const { backend } = await openStatistics();
    expect(backend.callsOf('plan/listWeeks')).toEqual([
      { from: addWeeks(THIS_WEEK, -11), to: addWeeks(THIS_WEEK, 26) },
    ]);
    const costs = await section('Kosten je Portion');
    const chart = within(costs).getByRole('figure', { name: 'Kosten je Kindergartenportion nach Woche' });
    await userEvent.click(within(chart).getByRole('button', { name: 'Als Tabelle anzeigen' }));
    const table = within(chart).getByRole('table', { name: 'Kosten je Kindergartenportion nach Woche' });
    const rows = rowsOf(table);
    expect(rows).toHaveLength(12);
    expect(rows[11]).toEqual([THIS_WEEK, formatEuro(weekCost(data(), WEEKS[1]!).average)]);
    expect(rows[10]).toEqual([LAST_WEEK, formatEuro(weekCost(data(), WEEKS[0]!).average)]);
    expect(rows[9]).toEqual([addWeeks(THIS_WEEK, -2), 'nicht geplant']);
    expect(within(costs).getByTestId('period-average')).toHaveTextContent(
      `über 2 geplante Wochen: ${formatEuro(periodCost(data(), WEEKS).average)}`,
    );
    expect(screen.getByTestId('planned-weeks')).toHaveTextContent(
      'Ausgewertet: 2 geplante Wochen (die letzten',
    );
  });

  it('counts a kitchen that planned only weeks ahead: no „nothing planned“ notice, the heading says so', async () => {
    const ahead = [
      week(addWeeks(THIS_WEEK, 1), [[SOUP.slug], [], [], [], []]),
      week(addWeeks(THIS_WEEK, 2), [[CURRY.slug], [], [], [], []]),
      week(addWeeks(THIS_WEEK, 3), [[SOUP.slug], [SOUP.slug], [], [], []]),
    ];
    await openStatistics(makeUser({ ...kitchenUser }), { weeks: ahead });
    const costs = await section('Kosten je Portion');
    expect(screen.getByTestId('planned-weeks')).toHaveTextContent(
      'Ausgewertet: 3 geplante Wochen, alle im Voraus (die letzten 12 Wochen und bis zu 26 Wochen im Voraus).',
    );
    expect(screen.queryByText(/Noch keine Wochen geplant|Keine geplante Woche/)).not.toBeInTheDocument();
    expect(within(costs).getByTestId('period-average')).toHaveTextContent(
      `über 3 geplante Wochen, alle im Voraus: ${formatEuro(periodCost(data(), ahead).average)}`,
    );
    const chart = within(costs).getByRole('figure', { name: 'Kosten je Kindergartenportion nach Woche' });
    await userEvent.click(within(chart).getByRole('button', { name: 'Als Tabelle anzeigen' }));
    const rows = rowsOf(
      within(chart).getByRole('table', { name: 'Kosten je Kindergartenportion nach Woche' }),
    );
    expect(rows).toHaveLength(15);
    expect(rows[14]).toEqual([ahead[2]!.id, formatEuro(weekCost(data(), ahead[2]!).average)]);
    const ranking = within(await section('Meistgeplante Rezepte')).getByRole('list', {
      name: 'Meistgeplante Rezepte',
    });
    expect(within(ranking).getAllByRole('listitem')[0]).toHaveTextContent('Karottensuppean 3 Tagen');
    expect(await section('DGE-Check der letzten vier Wochen')).toHaveTextContent(
      'In dieser Woche und den drei Wochen davor ist kein Tag geplant.',
    );
  });

  it('greets a kitchen that has planned nothing with a way to the Speiseplan instead of empty charts and DGE findings', async () => {
    const { user, history } = await openStatistics(makeUser({ ...kitchenUser }), { weeks: [] });
    const notice = await screen.findByText('Keine geplante Woche im ausgewerteten Zeitraum');
    const alert = notice.closest('[role="alert"]') as HTMLElement;
    expect(alert).toHaveTextContent(
      'In den letzten 12 Wochen und den kommenden 26 Wochen steht kein Gericht in Ihrem Speiseplan.',
    );
    for (const name of ['Kosten je Portion', 'Meistgeplante Rezepte', 'DGE-Check der letzten vier Wochen'])
      expect(screen.queryByRole('region', { name })).not.toBeInTheDocument();
    expect(await section('Bio-Anteil')).toBeInTheDocument();
    await user.click(within(alert).getByRole('link', { name: 'Zum Speiseplan' }));
    await waitFor(() => expect(history.location.pathname).toBe('/app/plan'));
  });

  it('ranks the recipes by the days they are planned on', async () => {
    await openStatistics();
    const ranking = within(await section('Meistgeplante Rezepte')).getByRole('list', {
      name: 'Meistgeplante Rezepte',
    });
    expect(
      within(ranking)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Karottensuppean 2 Tagen', 'Hähnchen-Curryan 1 Tag']);
  });

  it('shows the DGE rows of the planned weeks of the last four, unplanned weeks left out', async () => {
    await openStatistics();
    const dge = await section('DGE-Check der letzten vier Wochen');
    const glance = dgeGlance(data(), WEEKS[WEEKS.length - 1]!, WEEKS);
    const rows = within(dge).getAllByTestId('dge-area');
    expect(rows.map((row) => row.getAttribute('data-status'))).toEqual(glance.areas.map((a) => a.status));
    expect(rows[0]).toHaveTextContent(glance.areas[0]!.label);
    expect(dge).toHaveTextContent(
      `In ${WEEKS.length} von 4 Wochen geplant – verglichen mit der Empfehlung für ${WEEKS.length * 5} Tage; Wochen ohne Plan zählen nicht mit.`,
    );
    expect(dge).not.toHaveTextContent('In 4 Wochen');
  });

  it('checks a vegetarian kitchen by its menu line: no fish and no meat row', async () => {
    await openStatistics(makeUser({ ...admin, menuLine: 'vegetarian' }));
    const dge = await section('DGE-Check der letzten vier Wochen');
    const glance = dgeGlance(data(), WEEKS[WEEKS.length - 1]!, WEEKS, { variant: 'vegetarian' });
    const rows = within(dge).getAllByTestId('dge-area');
    expect(rows.map((row) => row.getAttribute('data-status'))).toEqual(glance.areas.map((a) => a.status));
    expect(within(dge).queryByRole('button', { name: /^Fisch/ })).not.toBeInTheDocument();
    expect(within(dge).queryByRole('button', { name: /^Fleisch und Wurst/ })).not.toBeInTheDocument();
    expect(within(dge).getByRole('button', { name: /^Nüsse, Kerne und Ölsamen/ })).toBeInTheDocument();
    expect(dge).toHaveTextContent('Geprüft für die Menülinie „ovo-lacto-vegetarisch“.');
  });

  it('shows the Bio share over 12 and 3 months with its Bio-AHVV level, and per month', async () => {
    const months = monthsEndingWith(monthOf(today()), 14);
    const [thirteenAgo, , , , , , , , , fourAgo, , , , thisMonth] = months as string[];
    await openStatistics(admin, {
      lists: [
        listOn('jetzt', `${thisMonth}-01`, 63, 37), // 63 %: Silber
        listOn('vor-vier', `${fourAgo}-03`, 10, 90), // 10 %: no level
        listOn('zu-alt', `${thirteenAgo}-10`, 1000, 0), // outside the 12 months
      ],
    });
    const bio = await section('Bio-Anteil');
    // 12 months: (63 + 10) of (100 + 100) euro = 36.5 % → 37 %, Bronze.
    expect(within(bio).getByTestId('bio-year')).toHaveTextContent(
      'Bio-Anteil der letzten 12 Monate: 37 %Bronze',
    );
    // 3 months (first certification): only this month's list, 63 %, Silber.
    expect(within(bio).getByTestId('bio-quarter')).toHaveTextContent(
      'Bio-Anteil der letzten 3 Monate (Erstzertifizierung): 63 %Silber',
    );
    // The chart's figures are this table, which the page shows anyway.
    expect(within(bio).getByRole('figure', { name: 'Bio-Anteil je Monat' })).toHaveAccessibleDescription(
      'Die Zahlen stehen in der Tabelle „Bio-Anteil je Monat“.',
    );
    const table = within(bio).getByRole('table', { name: 'Bio-Anteil je Monat' });
    const rows = rowsOf(table);
    expect(rows).toHaveLength(12);
    expect(rows[0]).toEqual([formatMonth(thisMonth!), '63 %', 'Silber', '63,00 € / 100,00 €']);
    expect(rows[4]).toEqual([formatMonth(fourAgo!), '10 %', 'keine Auszeichnung', '10,00 € / 100,00 €']);
    expect(rows[1]).toEqual([formatMonth(months[12]!), 'keine Einkäufe']);
    expect(within(bio).getByText(/Bronze ab 20 %, Silber ab 50 %, Gold ab 90 %/)).toBeInTheDocument();
  });

  it('keeps the costs when the shopping lists cannot be loaded, and says why the Bio share is missing', async () => {
    await openStatistics(admin, {
      lists: { code: 'unavailable', message: 'Der Server ist gerade nicht erreichbar.' },
    });
    expect(await section('Kosten je Portion')).toBeInTheDocument();
    expect(within(await section('Bio-Anteil')).getByRole('alert')).toHaveTextContent(
      'Der Server ist gerade nicht erreichbar.',
    );
  });
});

describe('Statistik: use across kitchens (admins)', () => {
  const stats: UsageStats = {
    users: 1234,
    weeks: 5678,
    recipes: 90,
    shoppingLists: 12,
    activeUsers: Array.from({ length: 12 }, (_, i) => ({
      week: addWeeks(THIS_WEEK, i - 11),
      users: i === 11 ? 321 : i,
    })),
  };

  it('shows the totals and the active kitchens per week', async () => {
    const { backend } = await openStatistics(admin, { stats });
    const usage = await section('Nutzung über alle Küchen');
    expect(backend.callsOf('plan/stats')).toEqual([{}]);
    const totals = await within(usage).findByRole('group', { name: 'Gesamtzahlen' });
    expect(totals).toHaveTextContent('1.234Küchen5.678Geplante Wochen90Eigene Rezepte12Einkaufslisten');
    const chart = within(usage).getByRole('figure', { name: 'Aktive Küchen je Woche' });
    await userEvent.click(within(chart).getByRole('button', { name: 'Als Tabelle anzeigen' }));
    const rows = rowsOf(within(chart).getByRole('table', { name: 'Aktive Küchen je Woche' }));
    expect(rows[11]).toEqual([THIS_WEEK, '321']);
    expect(rows[0]).toEqual([addWeeks(THIS_WEEK, -11), '0']);
  });

  it('shows the backend’s refusal in German and keeps the kitchen’s own figures', async () => {
    await openStatistics(admin, {
      stats: {
        code: 'permission-denied',
        message: 'Diese Funktion ist für Ihre Küche nicht freigeschaltet (Nutzungsstatistik).',
      },
    });
    const usage = await section('Nutzung über alle Küchen');
    expect(await within(usage).findByRole('alert')).toHaveTextContent(
      'Diese Funktion ist für Ihre Küche nicht freigeschaltet (Nutzungsstatistik).',
    );
    expect(screen.getByRole('region', { name: 'Kosten je Portion' })).toBeInTheDocument();
  });
});

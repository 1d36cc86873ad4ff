/**
 * The week summary: one row per DGE food group with met / close / missed in words, the sentences and the
 * dishes that counted only on demand, the planned weeks compared only once there are two, and the
 * seasonal dishes.
 */
import { screen, within } from '@testing-library/react';
import { analyseWeek, preparePlannerData, type PlanWeek } from '@speiseplaner/shared';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { CURRY, INGREDIENTS, listEntry, SOUP } from '../../../test/testCatalogue';
import WeekSummary from './WeekSummary';

const data = preparePlannerData({
  ingredients: INGREDIENTS,
  recipes: [SOUP, CURRY].map(listEntry),
  defaultHeads: { kiga: 20 },
  today: '2026-03-01',
});
const plan = (id: string, days: string[][]): PlanWeek => ({
  id,
  days: days.map((recipes) => ({ recipes })),
  average: 0,
  version: 1,
});
// 2026-W10 is in March, in the carrot soup's season. Dairy 3 of at least 2, meat 2 of at most 1 (close),
// fruit 0 of 2.
const FIRST = plan('2026-W10', [[SOUP.slug], [SOUP.slug], [SOUP.slug], [CURRY.slug], [CURRY.slug]]);

const rows = () => screen.getAllByRole('button', { expanded: false });
const row = (name: string) => screen.getByRole('button', { name: new RegExp(`^${name}`) });

test('a first planned week shows one row per food group, met, close and missed in words', () => {
  renderWithProviders(<WeekSummary analysis={analyseWeek(data, FIRST, [])} />);
  expect(rows()).toHaveLength(7);
  expect(row('Milch und Milchprodukte')).toHaveTextContent(
    'Milch und Milchprodukte – erfüllt. Diese Woche: Milch oder Milchprodukte 3 (mindestens 2)',
  );
  expect(row('Fleisch und Wurst')).toHaveTextContent(
    'Fleisch und Wurst – knapp. Diese Woche: Fleisch 2 (höchstens 1)',
  );
  // Vegetables every day, but no raw vegetables and no legumes: the row names each, without opening it.
  expect(row('Gemüse und Salat')).toHaveTextContent(
    /^Gemüse und Salat – nicht erfüllt\. Diese Woche: Rohkost oder Salat 0 von 2, Hülsenfrüchte 0 von 1$/,
  );
  expect(row('Obst')).toHaveTextContent('Obst – nicht erfüllt. Diese Woche: Obst 0 von 2');
  expect(screen.getByTestId('dge-scope')).toHaveTextContent(/^Verglichen wird diese Woche\./);
  expect(screen.queryByText(/In 4 Wochen|geplante Wochen/)).not.toBeInTheDocument();
  expect(screen.getByTestId('week-season')).toHaveTextContent(
    'Saisonal: 5 von 5 Gerichten, davon 2 ganzjährig',
  );
});

test('the sentences and the dishes that counted open on demand', async () => {
  const { user } = renderWithProviders(<WeekSummary analysis={analyseWeek(data, FIRST, [])} />);
  const sentence = 'Diese Woche 3× Getreide oder Kartoffeln – empfohlen mindestens 5× (nicht erfüllt)';
  expect(screen.queryByText(sentence)).not.toBeInTheDocument();
  await user.click(row('Getreide und Kartoffeln'));
  expect(row('Getreide und Kartoffeln')).toHaveAttribute('aria-expanded', 'true');
  const details = screen.getByRole('region', { name: /^Getreide und Kartoffeln/ });
  expect(within(details).getByText(sentence)).toBeVisible();
  expect(
    within(details).getByText('Gezählt diese Woche: Mo Karottensuppe; Di Karottensuppe; Mi Karottensuppe'),
  ).toBeVisible();
  // With one planned week, a 20-day rule says when it will be judged.
  await user.click(row('Fisch'));
  expect(
    screen.getByText('Fetter Seefisch (mindestens 2× in 4 Wochen) wird ab 2 geplanten Wochen geprüft.'),
  ).toBeVisible();
});

test('a second planned week of the last four is compared with the recommendation for two weeks', async () => {
  const earlier = plan('2026-W08', [[CURRY.slug], [CURRY.slug], [CURRY.slug], [], []]);
  const { user } = renderWithProviders(<WeekSummary analysis={analyseWeek(data, FIRST, [earlier])} />);
  expect(rows()).toHaveLength(7);
  expect(screen.getByTestId('dge-scope')).toHaveTextContent(
    'In 2 von 4 Wochen geplant – verglichen mit der Empfehlung für 10 Tage; Wochen ohne Plan zählen nicht mit.',
  );
  // 2 + 3 meat days against at most 2 in two weeks, and no lean muscle meat: both named in the row.
  expect(row('Fleisch und Wurst')).toHaveTextContent(
    'Fleisch und Wurst – nicht erfüllt. Diese Woche: Fleisch 2 (höchstens 1) · 2 geplante Wochen: Fleisch 5 (höchstens 2), mageres Muskelfleisch 0 von 1',
  );
  await user.click(row('Fleisch und Wurst'));
  expect(
    screen.getByText('In 2 geplanten Wochen 5× Fleisch – empfohlen höchstens 2× (nicht erfüllt)'),
  ).toBeVisible();
});

test('a vegetarian kitchen gets no fish and no meat row, a row for nuts, and the line named', () => {
  renderWithProviders(<WeekSummary analysis={analyseWeek(data, FIRST, [], 'vegetarian')} />);
  expect(rows()).toHaveLength(6);
  expect(screen.queryByRole('button', { name: /^Fisch/ })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /^Fleisch und Wurst/ })).not.toBeInTheDocument();
  expect(screen.queryByText(/Fisch/)).not.toBeInTheDocument();
  expect(row('Nüsse, Kerne und Ölsamen')).toHaveTextContent(
    'Nüsse, Kerne und Ölsamen – nicht erfüllt. Diese Woche: Nüsse, Kerne oder Ölsamen 0 von 1',
  );
  expect(screen.getByTestId('dge-line')).toHaveTextContent(
    'Geprüft für die Menülinie „ovo-lacto-vegetarisch“.',
  );
});

test('a mixed kitchen keeps its fish row and is told its line', () => {
  renderWithProviders(<WeekSummary analysis={analyseWeek(data, FIRST, [])} />);
  expect(row('Fisch')).toHaveTextContent(/^Fisch – nicht erfüllt/);
  expect(screen.getByTestId('dge-line')).toHaveTextContent('Geprüft für die Menülinie „Mischkost“.');
});

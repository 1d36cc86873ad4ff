import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import ChartFigure, { type ChartFigureProps } from './ChartFigure';

const months: ChartFigureProps['points'] = [
  { key: '2031-01', label: 'Jan 31', longLabel: 'Januar 2031' },
  { key: '2031-02', label: 'Feb 31', longLabel: 'Februar 2031' },
  { key: '2031-03', label: 'Mär 31', longLabel: 'März 2031' },
];

/** The Träger overview's trend: € per portion and the Bio share on one month axis. */
const trend: ChartFigureProps = {
  title: 'Entwicklung je Monat',
  pointHeader: 'Monat',
  points: months,
  series: [
    { id: 'cost', label: 'Kosten je Portion', kind: 'line', unit: 'euro', values: [2.5, 1234.5, null] },
    {
      id: 'bio',
      label: 'Bio-Anteil',
      kind: 'line',
      unit: 'percent',
      values: [87.6, 20, null],
      missingText: 'keine Einkäufe',
    },
  ],
};

const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .map((row) => [...row.querySelectorAll('th, td')].map((c) => c.textContent));

it('is a figure named after the chart whose drawing screen readers skip', async () => {
  render(<ChartFigure {...trend} />);
  const figure = screen.getByRole('figure', { name: 'Entwicklung je Monat' });
  const drawing = within(figure).getByTestId('chart-drawing');
  expect(drawing).toHaveAttribute('aria-hidden', 'true');
  // The library's drawing arrives as a chunk of its own; nothing in it takes the keyboard focus.
  await waitFor(() => expect(drawing.querySelector('svg')).not.toBeNull());
  expect(drawing.querySelectorAll('[tabindex]:not([tabindex="-1"])')).toHaveLength(0);
  expect(screen.queryByText(/Diagramm lässt sich gerade nicht laden/)).not.toBeInTheDocument();
});

it('shows its figures as a table in German notation behind „Als Tabelle anzeigen“, and hides it again', async () => {
  const user = userEvent.setup();
  render(<ChartFigure {...trend} />);
  const toggle = screen.getByRole('button', { name: 'Als Tabelle anzeigen' });
  expect(toggle).toHaveAttribute('aria-expanded', 'false');
  expect(screen.queryByRole('table')).not.toBeInTheDocument();

  await user.click(toggle);
  expect(toggle).toHaveAttribute('aria-expanded', 'true');
  expect(toggle).toHaveAccessibleName('Tabelle ausblenden');
  const table = screen.getByRole('table', { name: 'Entwicklung je Monat' });
  expect(document.getElementById(toggle.getAttribute('aria-controls')!)).toContainElement(table);
  expect(rowsOf(table)).toEqual([
    ['Monat', 'Kosten je Portion', 'Bio-Anteil'],
    ['Januar 2031', '2,50 €', '88 %'],
    ['Februar 2031', '1.234,50 €', '20 %'],
    ['März 2031', '–', 'keine Einkäufe'],
  ]);

  await user.click(toggle);
  expect(screen.queryByRole('table')).not.toBeInTheDocument();
  expect(toggle).toHaveAccessibleName('Als Tabelle anzeigen');
});

it('names the series in a legend when it has more than one', () => {
  render(<ChartFigure {...trend} />);
  const figure = screen.getByRole('figure', { name: 'Entwicklung je Monat' });
  expect(within(figure).getByText('Kosten je Portion')).toBeInTheDocument();
  expect(within(figure).getByText('Bio-Anteil')).toBeInTheDocument();
});

it('points to the page’s own table instead of bringing one', () => {
  render(
    <ChartFigure
      title="Bio-Anteil je Monat"
      pointHeader="Monat"
      points={months}
      series={[{ id: 'bio', label: 'Bio-Anteil', kind: 'bar', unit: 'percent', values: [88, 50, 10] }]}
      guides={[{ value: 90, label: 'Gold' }]}
      tableElsewhere="Bio-Anteil je Monat"
    />,
  );
  const figure = screen.getByRole('figure', { name: 'Bio-Anteil je Monat' });
  expect(figure).toHaveAccessibleDescription('Die Zahlen stehen in der Tabelle „Bio-Anteil je Monat“.');
  expect(screen.queryByRole('button', { name: 'Als Tabelle anzeigen' })).not.toBeInTheDocument();
  expect(screen.queryByRole('table')).not.toBeInTheDocument();
});

import { render, screen, within } from '@testing-library/react';
import BarChart from './BarChart';

const bars = [
  { key: 'w1', label: 'KW 1', longLabel: 'Woche 2031-W01', value: 2.5, valueText: '2,50 €' },
  { key: 'w2', label: 'KW 2', longLabel: 'Woche 2031-W02', value: 3, valueText: '3,00 €' },
];

it('can be reached by the keyboard, which scrolls it on narrow screens, and is named after the chart', () => {
  render(<BarChart title="Kosten je Portion" valueHeader="Kosten" bars={bars} />);
  const region = screen.getByRole('group', { name: 'Diagramm: Kosten je Portion' });
  expect(region).toHaveAttribute('tabindex', '0');
  expect(within(region).getByRole('img', { name: 'Kosten je Portion' })).toBeInTheDocument();
});

it('gives the figures as a table for screen readers', () => {
  render(<BarChart title="Kosten je Portion" valueHeader="Kosten" bars={bars} />);
  const table = screen.getByRole('table', { name: 'Kosten je Portion' });
  expect(within(table).getByRole('rowheader', { name: 'Woche 2031-W02' })).toBeInTheDocument();
  expect(within(table).getByRole('cell', { name: '3,00 €' })).toBeInTheDocument();
});

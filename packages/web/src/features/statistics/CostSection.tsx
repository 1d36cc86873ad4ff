/**
 * Cost per Kindergarten portion of each of the last weeks and of each week planned ahead, as bars; past
 * weeks without a plan have none (the table says „nicht geplant“). The page shows it only when one of the
 * weeks is planned (otherwise its notice that none is).
 */
import Typography from '@mui/material/Typography';
import { formatEuro, formatWeekShort, plannedWeeksText, type UserStatistics } from '@speiseplaner/shared';
import ChartFigure from '../../components/charts/ChartFigure';
import Section from './Section';

export default function CostSection({ stats }: { stats: UserStatistics }) {
  return (
    <Section title="Kosten je Portion">
      <Typography data-testid="period-average">
        Durchschnitt je Kindergartenportion über {plannedWeeksText(stats.planned)}:{' '}
        <strong>{formatEuro(stats.periodAverage)}</strong>
      </Typography>
      <ChartFigure
        title="Kosten je Kindergartenportion nach Woche"
        pointHeader="Woche"
        points={stats.costs.map((c) => ({
          key: c.weekId,
          label: formatWeekShort(c.weekId),
          longLabel: c.weekId,
        }))}
        series={[
          {
            id: 'cost',
            label: 'Kosten je Portion',
            kind: 'bar',
            unit: 'euro',
            values: stats.costs.map((c) => (c.plannedDays ? c.average : null)),
            missingText: 'nicht geplant',
            showValues: true,
          },
        ]}
      />
      <Typography variant="body2" color="text.secondary">
        Zu heutigen Preisen (mit Ihren eigenen Preisen), Mittel über die geplanten Tage jeder Woche.
      </Typography>
    </Section>
  );
}

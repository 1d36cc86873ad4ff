/**
 * Cost per Kindergarten portion of each of the last weeks, as bars; weeks without a plan have none (the
 * table says „nicht geplant“). The page shows it only when one of the weeks is planned (otherwise its
 * "Noch keine Wochen geplant" notice).
 */
import Typography from '@mui/material/Typography';
import { formatEuro, formatWeekShort, type UserStatistics } from '@speiseplaner/shared';
import ChartFigure from '../../components/charts/ChartFigure';
import Section from './Section';

export default function CostSection({ stats }: { stats: UserStatistics }) {
  const planned = stats.costs.filter((c) => c.plannedDays > 0).length;
  return (
    <Section title="Kosten je Portion">
      <Typography data-testid="period-average">
        Durchschnitt je Kindergartenportion über{' '}
        {planned === 1 ? 'eine geplante Woche' : `${planned} geplante Wochen`}:{' '}
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

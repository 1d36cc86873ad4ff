/**
 * Admins: use of the planner across all kitchens – totals and active kitchens per week. It counts kitchens,
 * not logins: a team of several people is one kitchen (plan/stats' `users` field keeps its old name). The
 * backend answers counts only, so no kitchen's own data shows here.
 */
import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatNumber, formatWeekShort, type UsageStats } from '@speiseplaner/shared';
import ChartFigure from '../../components/charts/ChartFigure';
import Section from './Section';
import type { StatisticsState } from './statisticsSlice';

function Total({ label, value }: { label: string; value: number }) {
  return (
    <Stack sx={{ minWidth: 140 }}>
      <Typography variant="h3" component="p" sx={{ fontSize: '1.75rem', fontWeight: 600 }}>
        {formatNumber(value)}
      </Typography>
      <Typography color="text.secondary">{label}</Typography>
    </Stack>
  );
}

function Figures({ stats }: { stats: UsageStats }) {
  return (
    <>
      <Stack
        direction="row"
        spacing={3}
        useFlexGap
        sx={{ flexWrap: 'wrap' }}
        aria-label="Gesamtzahlen"
        role="group"
      >
        <Total label="Küchen" value={stats.users} />
        <Total label="Geplante Wochen" value={stats.weeks} />
        <Total label="Eigene Rezepte" value={stats.recipes} />
        <Total label="Einkaufslisten" value={stats.shoppingLists} />
      </Stack>
      <Typography variant="subtitle1" component="h3">
        Aktive Küchen je Woche
      </Typography>
      <ChartFigure
        title="Aktive Küchen je Woche"
        pointHeader="Woche"
        points={stats.activeUsers.map((w) => ({
          key: w.week,
          label: formatWeekShort(w.week),
          longLabel: w.week,
        }))}
        series={[
          {
            id: 'active',
            label: 'Aktive Küchen',
            kind: 'bar',
            unit: 'count',
            values: stats.activeUsers.map((w) => w.users),
            showValues: true,
          },
        ]}
      />
      <Typography variant="body2" color="text.secondary">
        Gezählt werden Küchen, nicht Anmeldungen: Ein Team mit mehreren Personen ist eine Küche. Aktiv ist
        eine Küche in einer Woche, in der sie einen Speiseplan gespeichert hat. Gezeigt werden nur Summen über
        alle Küchen.
      </Typography>
    </>
  );
}

export default function UsageSection({ usage }: { usage: StatisticsState['usage'] }) {
  return (
    <Section title="Nutzung über alle Küchen">
      {usage.status === 'failed' ? <Alert severity="error">{usage.error}</Alert> : null}
      {usage.stats && usage.status !== 'failed' ? <Figures stats={usage.stats} /> : null}
      {!usage.stats && usage.status === 'loading' ? (
        <CircularProgress aria-label="Nutzung wird geladen" />
      ) : null}
    </Section>
  );
}

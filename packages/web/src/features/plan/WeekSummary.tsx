/** The week at a glance: average cost per Kindergarten portion, total, and the DGE check in plain German. */
import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatEuro } from '@speiseplaner/shared';
import type { WeekAnalysis } from './planAnalysis';

export default function WeekSummary({ analysis }: { analysis: WeekAnalysis }) {
  const { cost, week, fourWeeks, weekFindings, unplannedHistory } = analysis;
  const allGood = week.findings.length === 0 && fourWeeks.findings.length === 0;
  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-label="Woche im Überblick">
      <Stack spacing={1}>
        <Typography data-testid="week-average">
          Durchschnitt je Kindergartenportion: <strong>{formatEuro(cost.average)}</strong>
          {cost.plannedDays ? ` (über ${cost.plannedDays} geplante Tage)` : ''}
        </Typography>
        <Typography data-testid="week-total">Kosten der Woche: {formatEuro(cost.total)}</Typography>
        {allGood && cost.plannedDays > 0 ? (
          <Alert severity="success">Die Woche und die letzten 4 Wochen erfüllen die DGE-Empfehlungen.</Alert>
        ) : null}
        {weekFindings.map((text) => (
          <Alert key={text} severity="info">
            {text}
          </Alert>
        ))}
        {unplannedHistory > 0 ? (
          <Typography variant="body2" color="text.secondary">
            Für die Prüfung der letzten 4 Wochen zählen {unplannedHistory === 1 ? 'eine Woche' : `${unplannedHistory} Wochen`}{' '}
            ohne Plan als leer.
          </Typography>
        ) : null}
      </Stack>
    </Paper>
  );
}

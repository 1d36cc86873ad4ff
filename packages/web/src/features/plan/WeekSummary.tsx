/** The week at a glance: average cost per Kindergarten portion, total, and the DGE check in plain German. */
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatEuro, type WeekAnalysis } from '@speiseplaner/shared';

function Findings({ title, texts, testId }: { title: string; texts: string[]; testId: string }) {
  if (texts.length === 0) return null;
  return (
    <Alert severity="info" data-testid={testId}>
      <AlertTitle>{title}</AlertTitle>
      <Stack component="ul" sx={{ m: 0, pl: 2.5 }}>
        {texts.map((text) => (
          <li key={text}>{text}</li>
        ))}
      </Stack>
    </Alert>
  );
}

export default function WeekSummary({ analysis }: { analysis: WeekAnalysis }) {
  const { cost, week, fourWeeks, weekFindings, fourWeekFindings, unplannedHistory } = analysis;
  const allGood = week.findings.length === 0 && fourWeeks.findings.length === 0;
  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-label="Woche im Überblick">
      <Stack spacing={1}>
        <Typography data-testid="week-average">
          Durchschnitt je Kindergartenportion: <strong>{formatEuro(cost.average)}</strong>
          {cost.plannedDays ? ` (über ${cost.plannedDays} geplante Tage)` : ''}
        </Typography>
        <Typography data-testid="week-total">Kosten der Woche: {formatEuro(cost.total)}</Typography>
        {cost.plannedDays === 0 ? (
          <Typography color="text.secondary">
            Noch kein Tag geplant – die DGE-Prüfung beginnt mit dem ersten Rezept.
          </Typography>
        ) : (
          <>
            {allGood ? (
              <Alert severity="success">
                Diese Woche und die letzten 4 Wochen erfüllen die DGE-Empfehlungen.
              </Alert>
            ) : null}
            <Findings title="DGE-Check dieser Woche" texts={weekFindings} testId="dge-week" />
            <Findings
              title="DGE-Check der letzten 4 Wochen"
              texts={fourWeekFindings}
              testId="dge-four-weeks"
            />
            {unplannedHistory > 0 && fourWeekFindings.length > 0 ? (
              <Typography variant="body2" color="text.secondary">
                Für die letzten 4 Wochen zählen{' '}
                {unplannedHistory === 1 ? 'eine Woche' : `${unplannedHistory} Wochen`} ohne Plan als leer.
              </Typography>
            ) : null}
          </>
        )}
      </Stack>
    </Paper>
  );
}

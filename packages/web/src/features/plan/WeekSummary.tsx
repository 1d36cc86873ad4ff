/**
 * The week at a glance: average cost per Kindergarten portion, total, the seasonal dishes and the DGE
 * check as one row per food group (DgeAreaRows).
 */
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatEuro, weekSeasonText, type WeekAnalysis } from '@speiseplaner/shared';
import DgeAreaRows from '../../components/DgeAreaRows';

export default function WeekSummary({ analysis }: { analysis: WeekAnalysis }) {
  const { cost, dge, season } = analysis;
  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-label="Woche im Überblick">
      <Stack spacing={1}>
        <Typography data-testid="week-average">
          Durchschnitt je Kindergartenportion: <strong>{formatEuro(cost.average)}</strong>
          {cost.plannedDays ? ` (über ${cost.plannedDays} geplante Tage)` : ''}
        </Typography>
        <Typography data-testid="week-total">Kosten der Woche: {formatEuro(cost.total)}</Typography>
        {season.dishes ? <Typography data-testid="week-season">{weekSeasonText(season)}</Typography> : null}
        {cost.plannedDays === 0 ? (
          <Typography color="text.secondary">
            Noch kein Tag geplant – die DGE-Prüfung beginnt mit dem ersten Rezept.
          </Typography>
        ) : (
          <DgeAreaRows glance={dge} />
        )}
      </Stack>
    </Paper>
  );
}

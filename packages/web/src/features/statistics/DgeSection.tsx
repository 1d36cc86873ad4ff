/** The DGE check of the last 20 days (this week and the 3 before) in plain German. */
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { UserStatistics } from '@speiseplaner/shared';
import Section from './Section';

export default function DgeSection({ dge }: { dge: UserStatistics['dge'] }) {
  const first = dge.weekIds[0];
  const last = dge.weekIds[dge.weekIds.length - 1];
  return (
    <Section title="DGE-Check der letzten 20 Tage">
      <Typography variant="body2" color="text.secondary">
        Wochen {first} bis {last}; Wochen ohne Plan zählen als leer.
      </Typography>
      {dge.plannedDays === 0 ? (
        <Typography color="text.secondary">
          Noch kein Tag geplant – die DGE-Prüfung beginnt mit dem ersten Rezept.
        </Typography>
      ) : dge.report.findings.length === 0 ? (
        <Alert severity="success">Die letzten 20 Tage erfüllen die DGE-Empfehlungen.</Alert>
      ) : (
        <Alert severity="info" data-testid="dge-20-days">
          <Stack component="ul" sx={{ m: 0, pl: 2.5 }}>
            {dge.report.findings.map((f) => (
              <li key={f.criterion}>{f.text}</li>
            ))}
          </Stack>
        </Alert>
      )}
    </Section>
  );
}

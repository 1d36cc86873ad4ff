/**
 * /app/masterplan for an account without the masterplan feature: what the Masterplan is, what the kitchen
 * can do with it already (adopt a week in its Speiseplan) and how to get the whole view (ask the
 * operator). Loads nothing from the backend.
 */
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { hasFeature } from '@speiseplaner/shared';
import { useAppSelector } from '../../platform/hooks';
import PageTitle from '../../components/PageTitle';

function Part({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" component="section" aria-label={title} sx={{ p: 2 }}>
      <Stack spacing={1.5}>
        <Typography variant="h2" sx={{ fontSize: '1.25rem' }}>
          {title}
        </Typography>
        {children}
      </Stack>
    </Paper>
  );
}

export default function MasterplanIntro() {
  const withPlan = useAppSelector((state) => hasFeature(state.auth.user?.features, 'plan'));
  return (
    <Stack spacing={2} sx={{ maxWidth: 760 }}>
      <PageTitle title="Masterplan" />
      <Typography variant="h1">Masterplan</Typography>
      <Typography>
        Der Masterplan ist eine Sammlung fertiger Wochenpläne, die das Team des Speiseplaners für Kita- und
        Schulküchen zusammenstellt: fünf Tage mit Gerichten aus den gemeinsamen Rezepten, mit den Kosten je
        Kindergartenportion. Küchen übernehmen eine Masterplan-Woche in ihren eigenen Speiseplan und passen
        sie dort an.
      </Typography>
      <Part title="Was Sie schon heute tun können">
        {withPlan ? (
          <>
            <Typography>
              In Ihrem Speiseplan holt „Masterplan-Woche übernehmen“ eine Woche des Masterplans mit allen
              Gerichten in die gerade gezeigte Woche. Sie sehen vorher jede Woche mit ihren Tagen und
              Gerichten; eine Woche, in der schon Gerichte stehen, wird erst nach Ihrer Rückfrage ersetzt.
            </Typography>
            <Button
              component={RouterLink}
              to="/app/plan"
              variant="contained"
              sx={{ alignSelf: 'flex-start', minHeight: 40 }}
            >
              Zum Speiseplan
            </Button>
          </>
        ) : (
          <Typography>
            Masterplan-Wochen übernehmen Sie im Speiseplan. Der Speiseplan ist für Ihre Küche noch nicht
            freigeschaltet; fragen Sie das Team des Speiseplaners danach.
          </Typography>
        )}
      </Part>
      <Part title="So bekommen Sie den ganzen Masterplan">
        <Typography>
          Die Ansicht des ganzen Masterplans – jede Woche mit ihren Gerichten, die Kosten je Portion und ihr
          Verlauf über die Wochen – schaltet das Team des Speiseplaners für Ihre Küche frei. Schreiben Sie uns
          dazu über die{' '}
          <Link component={RouterLink} to="/artikel/kontakt">
            Kontaktseite
          </Link>
          .
        </Typography>
      </Part>
    </Stack>
  );
}

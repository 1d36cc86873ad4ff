/** /workshops/:slug — one workshop with date, time, place, its topic's article and the registration. */
import { useState } from 'react';
import { useNow } from '../../platform/useNow';
import { Link as RouterLink, useParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  canApplyForWorkshop,
  formatLongDate,
  freeSeats,
  isWorkshopFull,
  isWorkshopCancelled,
  WorkshopSchema,
  workshopLocation,
  workshopWhen,
  workshopTypeArticlePath,
  workshopTypeLabel,
} from '@speiseplaner/shared';
import NotFoundPage from '../../components/NotFoundPage';
import PageTitle from '../../components/PageTitle';
import DateBadgeView from './DateBadgeView';
import RegistrationDialog from './RegistrationDialog';
import { useWorkshops } from './useWorkshops';

export default function WorkshopPage() {
  const { slug = '' } = useParams();
  const { status, items, error, retry, fromBuild } = useWorkshops();
  const now = useNow();
  const [applying, setApplying] = useState(false);

  if (status === 'idle' || status === 'loading')
    return <CircularProgress aria-label="Workshop wird geladen" />;
  if (status === 'failed') {
    return (
      <Alert severity="error" action={<Button onClick={retry}>Erneut versuchen</Button>}>
        Der Workshop konnte nicht geladen werden. {error}
      </Alert>
    );
  }
  const found = items
    .map((item) => WorkshopSchema.safeParse(item))
    .find((r) => r.success && r.data.slug === slug);
  // Not in the build's calendar: perhaps added since; the backend's list decides.
  if (!found?.success)
    return fromBuild ? <CircularProgress aria-label="Workshop wird geladen" /> : <NotFoundPage />;

  const workshop = found.data;
  const past = Date.parse(workshop.date) <= now;
  const cancelled = isWorkshopCancelled(workshop);
  const free = freeSeats(workshop);
  return (
    <Stack spacing={2} sx={{ maxWidth: 760, alignItems: 'flex-start' }}>
      <PageTitle title={workshop.title} />
      <Typography variant="overline" color="primary" component="p">
        Workshop · {workshopTypeLabel(workshop.type)}
      </Typography>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <DateBadgeView date={workshop.date} />
        <Typography variant="h1">{workshop.title}</Typography>
      </Stack>
      <Typography>
        {workshopWhen(workshop)} ({workshop.duration} Minuten) · {workshopLocation(workshop)}
      </Typography>
      {workshop.annotation ? <Typography>{workshop.annotation}</Typography> : null}
      {cancelled ? <Alert severity="warning">Dieser Workshop wurde abgesagt.</Alert> : null}
      {past && !cancelled ? <Alert severity="info">Dieser Workshop hat bereits stattgefunden.</Alert> : null}
      {canApplyForWorkshop(workshop, now) && isWorkshopFull(workshop) ? (
        <Alert severity="info">Dieser Workshop ist leider ausgebucht.</Alert>
      ) : canApplyForWorkshop(workshop, now) ? (
        <>
          <Typography variant="body2">
            Anmeldeschluss: {formatLongDate(workshop.deadline)}
            {free === undefined ? null : ` · noch ${free} ${free === 1 ? 'Platz' : 'Plätze'} frei`}
          </Typography>
          <Button variant="contained" onClick={() => setApplying(true)}>
            Anmelden
          </Button>
        </>
      ) : !past && !cancelled ? (
        <Alert severity="info">Die Anmeldefrist ist abgelaufen.</Alert>
      ) : null}
      <Link component={RouterLink} to={workshopTypeArticlePath(workshop.type)}>
        Mehr zum Thema {workshopTypeLabel(workshop.type)}
      </Link>
      {applying ? <RegistrationDialog workshop={workshop} onClose={() => setApplying(false)} /> : null}
    </Stack>
  );
}

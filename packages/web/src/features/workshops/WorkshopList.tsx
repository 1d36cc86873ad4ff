/**
 * The workshop widget (docs/product.md, "Workshop list widget"): without a type the next workshop of each
 * type, with a type all upcoming ones of it by date. The rules are the shared `upcomingWorkshops` and
 * `canApplyForWorkshop`.
 */
import { lazy, Suspense, useState } from 'react';
import { useNow } from '../../platform/useNow';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  canApplyForWorkshop,
  isWorkshopFull,
  NO_WORKSHOPS_TEXT,
  upcomingWorkshops,
  type Workshop,
} from '@speiseplaner/shared';
import { useWorkshops } from './useWorkshops';
import WorkshopCard from './WorkshopCard';

// The form (text fields, dialog) loads when someone registers, not with the home page that lists workshops.
const RegistrationDialog = lazy(() => import('./RegistrationDialog'));

function upcomingOrError(items: unknown[], now: number, type?: string): Workshop[] | Error {
  try {
    return upcomingWorkshops(items, now, type);
  } catch (error) {
    return error as Error;
  }
}

export default function WorkshopList({ type }: { type?: string }) {
  const { status, items, error, retry } = useWorkshops();
  const now = useNow();
  const [applyingFor, setApplyingFor] = useState<Workshop | null>(null);

  if (status === 'idle' || status === 'loading') {
    return <CircularProgress size={28} aria-label="Workshops werden geladen" />;
  }
  if (status === 'failed') {
    return (
      <Alert severity="error" action={<Button onClick={retry}>Erneut versuchen</Button>}>
        Die Workshops konnten nicht geladen werden. {error}
      </Alert>
    );
  }

  const upcoming = upcomingOrError(items, now, type);
  if (upcoming instanceof Error) {
    return <Alert severity="error">Die Workshops konnten nicht angezeigt werden: {upcoming.message}</Alert>;
  }
  if (upcoming.length === 0) return <Typography>{NO_WORKSHOPS_TEXT}</Typography>;

  // Registration is offered only in a list of one type (on that type's article).
  const open = (workshop: Workshop) => type !== undefined && canApplyForWorkshop(workshop, now);
  const canApply = (workshop: Workshop) => open(workshop) && !isWorkshopFull(workshop);

  return (
    <>
      <Stack component="ul" spacing={1.5} aria-label="Workshops" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {upcoming.map((workshop) => (
          <li key={workshop.slug}>
            <WorkshopCard
              workshop={workshop}
              onApply={canApply(workshop) ? setApplyingFor : undefined}
              closed={type !== undefined && !open(workshop)}
              full={open(workshop) && isWorkshopFull(workshop)}
            />
          </li>
        ))}
      </Stack>
      <Suspense fallback={null}>
        {applyingFor ? (
          <RegistrationDialog workshop={applyingFor} onClose={() => setApplyingFor(null)} />
        ) : null}
      </Suspense>
    </>
  );
}

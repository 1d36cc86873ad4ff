/**
 * /statistik: the kitchen's own figures – cost per portion over the weeks, the most planned recipes, the
 * DGE check of the last 20 days, the Bio share – for every account with the Speiseplan, computed from its
 * own weeks and lists; admins with the usage feature also see the use of the planner across all kitchens.
 * An account with neither gets a German notice; signed out, the way to /login.
 */
import { useEffect, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { hasFeature, plannedWeeksText, STATISTICS_WEEKS_AHEAD, type User } from '@speiseplaner/shared';
import { useAppDispatch, useAppSelector } from '../../platform/hooks';
import PageTitle from '../../components/PageTitle';
import BioShareSection from './BioShareSection';
import CostSection from './CostSection';
import DgeSection, { DGE_SECTION_TITLE } from './DgeSection';
import Section from './Section';
import { selectStatistics, usageNeeded } from './statisticsSlice';
import TopRecipesSection from './TopRecipesSection';
import UsageSection from './UsageSection';
import { useUserStatistics, type PartState } from './useUserStatistics';

const TITLE = 'Statistik';

/** A part's content once its data is there; otherwise why not (off, loading, failed). */
function Part({
  title,
  part,
  off,
  children,
}: {
  title: string;
  part: PartState;
  off: string;
  children: () => ReactNode;
}) {
  if (part.status === 'ready') return <>{children()}</>;
  return (
    <Section title={title}>
      {part.status === 'off' ? <Typography color="text.secondary">{off}</Typography> : null}
      {part.status === 'failed' ? <Alert severity="error">{part.error}</Alert> : null}
      {part.status === 'loading' ? <CircularProgress aria-label={`${title} wird geladen`} /> : null}
    </Section>
  );
}

/**
 * A kitchen that has planned nothing in the counted weeks (the last ones and half a year ahead): what it
 * will see here, and where to start. It names the weeks it looked at, as weeks outside them may be planned.
 */
function NothingPlanned({ weeks }: { weeks: number }) {
  return (
    <Alert severity="info">
      <AlertTitle>Keine geplante Woche im ausgewerteten Zeitraum</AlertTitle>
      <Typography variant="body2">
        In den letzten {weeks} Wochen und den kommenden {STATISTICS_WEEKS_AHEAD} Wochen steht kein Gericht in
        Ihrem Speiseplan. Sobald Sie Wochen planen, zeigt die Statistik hier die Kosten je Portion, Ihre
        meistgeplanten Rezepte und den DGE-Check der letzten 20 Tage.
      </Typography>
      <Button
        component={RouterLink}
        to="/app/plan"
        variant="outlined"
        color="inherit"
        sx={{ mt: 1.5, minHeight: 40 }}
      >
        Zum Speiseplan
      </Button>
    </Alert>
  );
}

function OwnFigures({ user }: { user: User }) {
  const { stats, weekCount, plan, shopping, error } = useUserStatistics(user);
  if (error) return <Alert severity="error">{error}</Alert>;
  if (!stats) return <CircularProgress aria-label="Statistik wird geladen" />;
  const noPlan = 'Für diese Auswertung braucht Ihre Küche den Speiseplan.';
  // Empty weeks would chart nothing and fail every DGE rule: one friendly notice instead. Weeks planned
  // ahead count (docs/product.md, "Statistik").
  const nothingPlanned = plan.status === 'ready' && stats.planned.weeks === 0;
  return (
    <>
      {nothingPlanned ? (
        <NothingPlanned weeks={weekCount} />
      ) : (
        <>
          {plan.status === 'ready' ? (
            <Typography data-testid="planned-weeks">
              Ausgewertet: {plannedWeeksText(stats.planned)} (die letzten {weekCount} Wochen und bis zu{' '}
              {STATISTICS_WEEKS_AHEAD} Wochen im Voraus).
            </Typography>
          ) : null}
          <Part title="Kosten je Portion" part={plan} off={noPlan}>
            {() => <CostSection stats={stats} />}
          </Part>
          <Part title="Meistgeplante Rezepte" part={plan} off={noPlan}>
            {() => <TopRecipesSection recipes={stats.topRecipes} weeks={weekCount} />}
          </Part>
          {/* Full width: each food group's row names its figures beside the group. */}
          <Part title={DGE_SECTION_TITLE} part={plan} off={noPlan}>
            {() => <DgeSection dge={stats.dge} />}
          </Part>
        </>
      )}
      <Part title="Bio-Anteil" part={shopping} off="Für den Bio-Anteil braucht Ihre Küche den Einkauf.">
        {() => <BioShareSection bio={stats.bio} />}
      </Part>
    </>
  );
}

function AllKitchens() {
  const dispatch = useAppDispatch();
  const { usage } = useAppSelector(selectStatistics);
  useEffect(() => {
    dispatch(usageNeeded());
  }, [dispatch]);
  return <UsageSection usage={usage} />;
}

function StatisticsView() {
  const user = useAppSelector((state) => state.auth.user);
  const usage = hasFeature(user?.features, 'usage');
  if (!user || (!hasFeature(user.features, 'plan') && !usage)) {
    return (
      <Stack spacing={2} sx={{ maxWidth: 720 }}>
        <PageTitle title={TITLE} />
        <Typography variant="h1">{TITLE}</Typography>
        <Alert severity="info">
          Die Statistik ist für Ihre Küche nicht freigeschaltet. Wenn Sie sie nutzen möchten, wenden Sie sich
          bitte an das Team des Speiseplaners.
        </Alert>
        <Button component={RouterLink} to="/app" sx={{ alignSelf: 'flex-start' }}>
          Zu Ihrem Konto
        </Button>
      </Stack>
    );
  }
  return (
    <Stack spacing={2}>
      <PageTitle title={TITLE} />
      <Typography variant="h1">{TITLE}</Typography>
      <Typography color="text.secondary">Ihre Einrichtung: {user.name || 'ohne Namen'}</Typography>
      <OwnFigures user={user} />
      {/* The backend answers plan/stats to admins with the usage feature only. */}
      {user.admin && usage ? <AllKitchens /> : null}
    </Stack>
  );
}

export default function StatisticsPage() {
  return <StatisticsView />;
}

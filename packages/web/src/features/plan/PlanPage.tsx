/**
 * /app/plan — the Speiseplan of one ISO week (`?woche=2026-W48`, this week by default): five days with
 * recipes, headcounts, costs, allergens, warnings and the DGE check; edits are saved automatically.
 */
import { useEffect, useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { analyseWeek, lookbackWeekIds, weekDates, type PlanWeek } from '@speiseplaner/shared';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import AutosaveStatus from '../autosave/AutosaveStatus';
import ConflictDialog from '../autosave/ConflictDialog';
import { useAutosaveGuard } from '../autosave/useAutosaveGuard';
import PageTitle from '../pages/PageTitle';
import LoginGate from '../recipes/LoginGate';
import CopyWeekDialog from './CopyWeekDialog';
import DayCard from './DayCard';
import MasterplanDialog from './MasterplanDialog';
import { PLAN_AREA } from './planAutosave';
import { selectPlan, weekCopyRequested, weekDaysReplaced, weekSelected } from './planSlice';
import { usePlanData } from './usePlanData';
import { useWeekParam } from './useWeekParam';
import { dayHasRoom } from './weekEdits';
import WeekPicker from './WeekPicker';
import WeekSummary from './WeekSummary';

function PlanWeekView() {
  const dispatch = useAppDispatch();
  const [weekId, setWeekId] = useWeekParam();
  const { weeks, error } = useAppSelector(selectPlan);
  const { data, entries, error: dataError } = usePlanData();
  const [dialog, setDialog] = useState<'copy' | 'masterplan' | null>(null);
  useAutosaveGuard();

  useEffect(() => {
    dispatch(weekSelected(weekId));
  }, [dispatch, weekId]);

  const slot = weeks[weekId];
  const week = typeof slot === 'object' ? slot : undefined;
  const history = useMemo(
    () =>
      lookbackWeekIds(weekId)
        .map((id) => weeks[id])
        .filter((w): w is PlanWeek => typeof w === 'object'),
    [weeks, weekId],
  );
  const analysis = useMemo(
    () => (data && week ? analyseWeek(data, week, history) : undefined),
    [data, week, history],
  );
  const entryBySlug = useMemo(() => new Map(entries.map((e) => [e.slug, e])), [entries]);

  const dates = weekDates(weekId);
  return (
    <Stack spacing={2}>
      <PageTitle title={`Speiseplan ${weekId}`} />
      <Stack
        direction="row"
        spacing={2}
        useFlexGap
        sx={{ alignItems: 'baseline', justifyContent: 'space-between', flexWrap: 'wrap' }}
      >
        <Typography variant="h1">Speiseplan</Typography>
        <AutosaveStatus area={PLAN_AREA} docKey={weekId} />
      </Stack>
      <WeekPicker weekId={weekId} onChange={setWeekId} />
      <Stack direction="row" spacing={1}>
        <Button size="small" disabled={!week} onClick={() => setDialog('copy')}>
          Woche kopieren
        </Button>
        {/* Every kitchen with the Speiseplan may read the masterplan to adopt a week. */}
        <Button size="small" disabled={!week} onClick={() => setDialog('masterplan')}>
          Masterplan-Woche übernehmen
        </Button>
        <Button size="small" component={RouterLink} to={`/app/plan/${weekId}/aushang`}>
          Aushang drucken
        </Button>
      </Stack>
      {error ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => dispatch(weekSelected(weekId))}>
              Erneut versuchen
            </Button>
          }
        >
          {error}
        </Alert>
      ) : null}
      {dataError ? <Alert severity="error">{dataError}</Alert> : null}
      {!week && slot !== 'failed' ? <CircularProgress aria-label="Woche wird geladen" /> : null}
      {analysis ? <WeekSummary analysis={analysis} /> : null}
      {week
        ? week.days.map((day, i) => (
            <DayCard
              key={i}
              weekId={week.id}
              dayIndex={i}
              date={dates[i]!}
              day={day}
              analysis={analysis?.days[i]}
              entryBySlug={entryBySlug}
              entries={entries}
              data={data}
              roomOn={(d) => dayHasRoom(week, d)}
            />
          ))
        : null}
      <ConflictDialog area={PLAN_AREA} what="dieser Woche" />
      {dialog === 'copy' && week ? (
        <CopyWeekDialog
          weekId={week.id}
          onClose={() => setDialog(null)}
          onCopy={(target) => {
            dispatch(weekCopyRequested({ source: week.id, target }));
            setDialog(null);
            setWeekId(target);
          }}
        />
      ) : null}
      {dialog === 'masterplan' && week ? (
        <MasterplanDialog
          weekId={week.id}
          onClose={() => setDialog(null)}
          onAdopt={(source) => {
            dispatch(weekDaysReplaced({ weekId: week.id, days: source.days }));
            setDialog(null);
          }}
        />
      ) : null}
    </Stack>
  );
}

export default function PlanPage() {
  return (
    <LoginGate>
      <PlanWeekView />
    </LoginGate>
  );
}

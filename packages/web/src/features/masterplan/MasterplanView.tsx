/** The Masterplan page's content for users with the feature (see MasterplanPage). */
import { useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  formatEuro,
  hasFeature,
  masterplanTrend,
  masterplanTrendLine,
  TREND_WEEKS,
  weekCost,
  weekDates,
} from '@speiseplaner/shared';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import AutosaveStatus from '../autosave/AutosaveStatus';
import ConflictDialog from '../autosave/ConflictDialog';
import { useAutosaveGuard } from '../autosave/useAutosaveGuard';
import PageTitle from '../pages/PageTitle';
import { dayHasRoom } from '../plan/weekEdits';
import WeekPicker from '../plan/WeekPicker';
import AdoptDialog from './AdoptDialog';
import MasterplanChart from './MasterplanChart';
import MasterplanDayCard from './MasterplanDayCard';
import MasterplanOverview from './MasterplanOverview';
import { MASTERPLAN_AREA } from './masterplanAutosave';
import {
  adoptRequested,
  pageOpened,
  selectMasterplan,
  templateApplyRequested,
  weekSelected,
} from './masterplanSlice';
import { plannedWeeks } from './masterplanWeeks';
import TemplateDialog from './TemplateDialog';
import { usePlannerData } from '../plan/plannerData';
import { useWeekParam } from '../plan/useWeekParam';

export default function MasterplanView() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [weekId, setWeekId] = useWeekParam();
  const user = useAppSelector((state) => state.auth.user);
  // saveWeek needs both the admin flag and the feature (checked again by the backend).
  const editable = user?.admin === true && hasFeature(user.features, 'masterplan');
  const canAdopt = hasFeature(user?.features, 'plan');
  const { weeks, listStatus, error } = useAppSelector(selectMasterplan);
  const { data, entries, error: dataError } = usePlannerData('masterplan');
  const [dialog, setDialog] = useState<'template' | 'adopt' | null>(null);
  useAutosaveGuard();

  useEffect(() => {
    dispatch(pageOpened());
  }, [dispatch]);
  useEffect(() => {
    dispatch(weekSelected(weekId));
  }, [dispatch, weekId]);

  const slot = weeks[weekId];
  const week = typeof slot === 'object' ? slot : undefined;
  const planned = useMemo(() => plannedWeeks(weeks), [weeks]);
  const trendLine = useMemo(() => masterplanTrendLine(planned), [planned]);
  const entryBySlug = useMemo(() => new Map(entries.map((e) => [e.slug, e])), [entries]);
  const hasRecipes = week?.days.some((d) => d.recipes.length > 0) ?? false;

  // Admins see what the week costs now (it is stored with their next edit); everyone else sees the
  // average as the masterplan publishes it, like the overview and the trend.
  const liveAverage = useMemo(
    () => (editable && data && week ? weekCost(data, week).average : undefined),
    [editable, data, week],
  );

  const dates = weekDates(weekId);
  return (
    <Stack spacing={2}>
      <PageTitle title={`Masterplan ${weekId}`} />
      <Stack
        direction="row"
        spacing={2}
        useFlexGap
        sx={{ alignItems: 'baseline', justifyContent: 'space-between', flexWrap: 'wrap' }}
      >
        <Typography variant="h1">Masterplan</Typography>
        {editable ? <AutosaveStatus area={MASTERPLAN_AREA} docKey={weekId} /> : null}
      </Stack>
      <Typography color="text.secondary">
        {editable
          ? 'Sie bearbeiten den Masterplan für alle Küchen. Änderungen werden automatisch gespeichert.'
          : 'Der Masterplan schlägt für jede Woche fünf Tage mit Bio-Gerichten vor. Übernehmen Sie eine Woche in Ihren Speiseplan und passen Sie sie dort an.'}
      </Typography>
      <WeekPicker weekId={weekId} onChange={setWeekId} />
      {error ? (
        <Alert
          severity="error"
          action={
            <Button
              color="inherit"
              size="small"
              onClick={() => {
                dispatch(pageOpened());
                dispatch(weekSelected(weekId));
              }}
            >
              Erneut versuchen
            </Button>
          }
        >
          {error}
        </Alert>
      ) : null}
      {dataError ? <Alert severity="error">{dataError}</Alert> : null}
      <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'baseline', flexWrap: 'wrap' }}>
        <Typography variant="h2" sx={{ fontSize: '1.5rem' }}>
          Woche {weekId}
        </Typography>
        {week ? (
          <Typography data-testid="week-average">
            Ø Kosten je Kindergartenportion: {formatEuro(liveAverage ?? week.average)}
          </Typography>
        ) : null}
      </Stack>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {editable ? (
          <Button size="small" variant="outlined" onClick={() => setDialog('template')}>
            Aus Vorlage füllen
          </Button>
        ) : null}
        {canAdopt ? (
          <Button size="small" variant="contained" disabled={!hasRecipes} onClick={() => setDialog('adopt')}>
            In meinen Speiseplan übernehmen
          </Button>
        ) : null}
      </Stack>
      {!week && slot !== 'failed' ? <CircularProgress aria-label="Woche wird geladen" /> : null}
      {week && !hasRecipes ? (
        <Alert severity="info">
          {editable
            ? 'Diese Woche ist im Masterplan noch nicht geplant. Fügen Sie Rezepte hinzu oder füllen Sie Wochen aus einer Vorlage.'
            : 'Diese Woche ist im Masterplan noch nicht geplant.'}
        </Alert>
      ) : null}
      {week
        ? week.days.map((day, i) => (
            <MasterplanDayCard
              key={i}
              weekId={week.id}
              dayIndex={i}
              date={dates[i]!}
              day={day}
              editable={editable}
              entryBySlug={entryBySlug}
              entries={entries}
              data={data}
              roomOn={(d) => dayHasRoom(week, d)}
            />
          ))
        : null}
      <Typography variant="h2" sx={{ fontSize: '1.5rem', pt: 2 }}>
        Kosten und Trend
      </Typography>
      {listStatus === 'loading' ? <CircularProgress aria-label="Masterplan wird geladen" /> : null}
      {planned.length ? (
        <>
          <Typography data-testid="masterplan-trend">
            Trend (Mittel der letzten {TREND_WEEKS} Wochen): {formatEuro(masterplanTrend(planned))} je
            Kindergartenportion
          </Typography>
          <MasterplanChart points={trendLine} selectedId={weekId} />
          <Typography variant="caption" color="text.secondary">
            Balken: durchschnittliche Kosten je Kindergartenportion der Woche · gestrichelte Linie: Trend
          </Typography>
          <MasterplanOverview
            weeks={planned}
            trendLine={trendLine}
            entryBySlug={entryBySlug}
            selectedId={weekId}
          />
        </>
      ) : listStatus === 'loaded' ? (
        <Typography color="text.secondary">Der Masterplan enthält noch keine geplante Woche.</Typography>
      ) : null}
      {editable ? <ConflictDialog area={MASTERPLAN_AREA} what="dieser Masterplan-Woche" /> : null}
      {dialog === 'template' ? (
        <TemplateDialog
          firstWeek={weekId}
          data={data}
          onClose={() => setDialog(null)}
          onApply={(filled) => {
            dispatch(templateApplyRequested({ weeks: filled }));
            setDialog(null);
            if (filled[0]) setWeekId(filled[0].id);
          }}
        />
      ) : null}
      {dialog === 'adopt' && week ? (
        <AdoptDialog
          weekId={week.id}
          onClose={() => setDialog(null)}
          onAdopt={() => {
            dispatch(adoptRequested({ weekId: week.id, days: week.days }));
            void navigate(`/app/plan?woche=${week.id}`);
          }}
        />
      ) : null}
    </Stack>
  );
}

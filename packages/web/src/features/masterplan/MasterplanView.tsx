/** The Masterplan page's content for users with the feature (see MasterplanPage). */
import { useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  dayCost,
  formatEuro,
  formatWeekShort,
  hasFeature,
  masterplanTrend,
  masterplanTrendLine,
  TREND_WEEKS,
  weekCost,
  type PlanDay,
  type PlannerData,
} from '@speiseplaner/shared';
import { useAppDispatch, useAppSelector } from '../../platform/hooks';
import { usePlannerData } from '../recipes/plannerData';
import ChartFigure from '../../components/charts/ChartFigure';
import ConflictDialog from '../../platform/autosave/ConflictDialog';
import SaveRefusedNotice from '../../platform/autosave/SaveRefusedNotice';
import { useShownWeek, WeekDays, WeekPageHeader } from '../weekEditor/weekEditor';
import AdoptDialog from './AdoptDialog';
import MasterplanOverview from './MasterplanOverview';
import { MASTERPLAN_AREA } from './masterplanAutosave';
import {
  listLoad,
  masterplanActions,
  selectMasterplan,
  selectPlannedWeeks,
  templateApplyRequested,
  weekSelected,
} from './masterplanSlice';
import TemplateDialog from './TemplateDialog';

/** Below a masterplan day's recipes: what they cost per Kindergarten portion. */
function DayKigaCost({ data, day }: { data?: PlannerData; day: PlanDay }) {
  if (!data || day.recipes.length === 0) return null;
  return (
    <Typography variant="body2" data-testid="day-kiga-cost">
      Je Kindergartenportion: {formatEuro(dayCost(data, day).perKigaPortion)}
    </Typography>
  );
}

export default function MasterplanView() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [weekId, setWeekId] = useShownWeek(weekSelected);
  const user = useAppSelector((state) => state.auth.user);
  // saveWeek needs both the admin flag and the feature (checked again by the backend).
  const editable = user?.admin === true && hasFeature(user.features, 'masterplan');
  const canAdopt = hasFeature(user?.features, 'plan');
  const { weeks, list, error } = useAppSelector(selectMasterplan);
  const { data, entries, error: dataError } = usePlannerData('masterplan');
  const [dialog, setDialog] = useState<'template' | 'adopt' | null>(null);

  useEffect(() => {
    dispatch(listLoad.needed());
  }, [dispatch]);

  const slot = weeks[weekId];
  const week = typeof slot === 'object' ? slot : undefined;
  const planned = useAppSelector(selectPlannedWeeks);
  const trendLine = useMemo(() => masterplanTrendLine(planned), [planned]);
  const entryBySlug = useMemo(() => new Map(entries.map((e) => [e.slug, e])), [entries]);
  const hasRecipes = week?.days.some((d) => d.recipes.length > 0) ?? false;

  // Admins see what the week costs now (it is stored with their next edit); everyone else sees the
  // average as the masterplan publishes it, like the overview and the trend.
  const liveAverage = useMemo(
    () => (editable && data && week ? weekCost(data, week).average : undefined),
    [editable, data, week],
  );

  return (
    <Stack spacing={2}>
      <WeekPageHeader
        title="Masterplan"
        weekId={weekId}
        onWeekChange={setWeekId}
        error={error ?? list.error}
        onRetry={() => {
          dispatch(listLoad.needed());
          dispatch(weekSelected(weekId));
        }}
        dataError={dataError}
      >
        <Typography color="text.secondary">
          {editable
            ? 'Sie bearbeiten den Masterplan für alle Küchen. Änderungen werden automatisch gespeichert.'
            : 'Der Masterplan schlägt für jede Woche fünf Tage mit Bio-Gerichten vor. Übernehmen Sie eine Woche in Ihren Speiseplan und passen Sie sie dort an.'}
        </Typography>
      </WeekPageHeader>
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
      {editable ? <SaveRefusedNotice area={MASTERPLAN_AREA} docKey={weekId} /> : null}
      {week ? (
        <WeekDays
          week={week}
          entries={entries}
          data={data}
          edits={editable ? masterplanActions : undefined}
          headingLevel="h3"
          details={(day) => <DayKigaCost data={data} day={day} />}
        />
      ) : null}
      <Typography variant="h2" sx={{ fontSize: '1.5rem', pt: 2 }}>
        Kosten und Trend
      </Typography>
      {list.status === 'loading' ? <CircularProgress aria-label="Masterplan wird geladen" /> : null}
      {planned.length ? (
        <>
          <Typography data-testid="masterplan-trend">
            Trend (Mittel der letzten {TREND_WEEKS} Wochen): {formatEuro(masterplanTrend(planned))} je
            Kindergartenportion
          </Typography>
          <ChartFigure
            title="Durchschnittskosten je Woche mit Trend"
            pointHeader="Woche"
            tableElsewhere="Wochen des Masterplans"
            points={trendLine.map((p) => ({
              key: p.id,
              label: formatWeekShort(p.id),
              longLabel: p.id,
              highlighted: p.id === weekId,
            }))}
            series={[
              {
                id: 'average',
                label: 'Ø Kosten je Kindergartenportion',
                kind: 'bar',
                unit: 'euro',
                values: trendLine.map((p) => p.average),
              },
              {
                id: 'trend',
                label: `Trend (Mittel der letzten ${TREND_WEEKS} Wochen)`,
                kind: 'line',
                unit: 'euro',
                values: trendLine.map((p) => p.trend),
                dashed: true,
                tone: 'neutral',
              },
            ]}
          />
          <Typography variant="caption" color="text.secondary">
            Orange: die gewählte Woche (in der Tabelle fett).
          </Typography>
          <MasterplanOverview
            weeks={planned}
            trendLine={trendLine}
            entryBySlug={entryBySlug}
            selectedId={weekId}
          />
        </>
      ) : list.status === 'loaded' ? (
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
          source={week}
          onClose={() => setDialog(null)}
          onAdopted={() => void navigate(`/app/plan?woche=${week.id}`)}
        />
      ) : null}
    </Stack>
  );
}

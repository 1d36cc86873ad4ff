/**
 * /app/plan — the Speiseplan of one ISO week (`?woche=2026-W48`, this week by default): five days with
 * recipes, headcounts, costs, allergens, warnings and the DGE check; edits are saved automatically. A
 * copied week can be undone for 5 s like a removed dish (docs/product.md, "Copying a week").
 */
import { Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import { analyseWeek, formatWeekShort, lookbackWeekIds, type PlanWeek } from '@speiseplaner/shared';
import { useAppDispatch, useAppSelector } from '../../platform/hooks';
import { useMay } from '../../platform/roles';
import ConflictDialog from '../../platform/autosave/ConflictDialog';
import SaveRefusedNotice from '../../platform/autosave/SaveRefusedNotice';
import InstitutionNameReminder from '../account/InstitutionNameReminder';
import { PLAN_AREA } from './planAutosave';
import PlanDayDetails from './PlanDayDetails';
import { lazyWhenIdle } from '../../platform/lazyWhenIdle';
import { usePlannerData } from '../recipes/plannerData';
import {
  lastCopyCleared,
  planActions,
  selectPlan,
  weekDaysReplaced,
  weekSelected,
  type LastCopy,
} from './planSlice';
import { UndoSnackbar, useShownWeek, WeekDays, WeekPageHeader } from '../weekEditor/weekEditor';
import WeekSummary from './WeekSummary';

// The dialogs are no part of the week's first paint: they load once the week shows and the browser is idle,
// or on first opening (docs/architecture.md, "The planner's first load").
const copyDialog = lazyWhenIdle(() => import('./CopyWeekDialog'));
const adoptDialog = lazyWhenIdle(() => import('../masterplan/AdoptDialog'));
const CopyWeekDialog = copyDialog.Component;
const AdoptDialog = adoptDialog.Component;

/** „Plan der KW 50 durch KW 49 ersetzt“ or „KW 49 nach KW 50 kopiert“. */
const copiedMessage = ({ source, target, replaced }: LastCopy) =>
  replaced
    ? `Plan der ${formatWeekShort(target)} durch ${formatWeekShort(source)} ersetzt`
    : `${formatWeekShort(source)} nach ${formatWeekShort(target)} kopiert`;

/** „Rückgängig“ for the last copy: the target week gets its days back (autosaved like any edit). */
function CopyUndo() {
  const dispatch = useAppDispatch();
  const lastCopy = useAppSelector((state) => state.plan.lastCopy);
  if (!lastCopy) return null;
  return (
    <UndoSnackbar
      key={lastCopy.key}
      message={copiedMessage(lastCopy)}
      focusUndo={false}
      onUndo={() => {
        dispatch(weekDaysReplaced({ weekId: lastCopy.target, days: lastCopy.previous }));
        dispatch(lastCopyCleared());
      }}
      onClose={() => dispatch(lastCopyCleared())}
    />
  );
}

function PlanWeekView() {
  const dispatch = useAppDispatch();
  const [weekId, setWeekId] = useShownWeek(weekSelected);
  const { weeks, error } = useAppSelector(selectPlan);
  const { data, entries, error: dataError } = usePlannerData('kitchen');
  const menuLine = useAppSelector((state) => state.auth.user?.menuLine ?? 'mixed');
  const [dialog, setDialog] = useState<'copy' | 'masterplan' | null>(null);
  const copied = useCallback(
    (target: string) => {
      setDialog(null);
      setWeekId(target);
    },
    [setWeekId],
  );
  // A reader (Lesen) sees the week and prints the Aushang, without edit controls (platform/roles.ts).
  const mayEdit = useMay('edit');

  const slot = weeks[weekId];
  const week = typeof slot === 'object' ? slot : undefined;
  const weekShown = !!week;
  useEffect(() => {
    if (!weekShown || !mayEdit) return;
    copyDialog.preload();
    adoptDialog.preload();
  }, [weekShown, mayEdit]);
  const history = useMemo(
    () =>
      lookbackWeekIds(weekId)
        .map((id) => weeks[id])
        .filter((w): w is PlanWeek => typeof w === 'object'),
    [weeks, weekId],
  );
  const analysis = useMemo(
    () => (data && week ? analyseWeek(data, week, history, menuLine) : undefined),
    [data, week, history, menuLine],
  );

  return (
    <Stack spacing={2}>
      <WeekPageHeader
        title="Speiseplan"
        weekId={weekId}
        onWeekChange={setWeekId}
        error={error}
        onRetry={() => dispatch(weekSelected(weekId))}
        dataError={dataError}
      />
      <InstitutionNameReminder />
      {/* 40 px tall like every touch target; on a phone the buttons wrap instead of squeezing. */}
      <Stack direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap', '& > *': { minHeight: 40 } }}>
        {mayEdit ? (
          <Button size="small" disabled={!week} onClick={() => setDialog('copy')}>
            Woche kopieren
          </Button>
        ) : null}
        {/* Every kitchen with the Speiseplan may read the masterplan to adopt a week. */}
        {mayEdit ? (
          <Button size="small" disabled={!week} onClick={() => setDialog('masterplan')}>
            Masterplan-Woche übernehmen
          </Button>
        ) : null}
        <Button size="small" component={RouterLink} to={`/app/plan/${weekId}/aushang`}>
          Aushang drucken
        </Button>
      </Stack>
      {!week && slot !== 'failed' ? <CircularProgress aria-label="Woche wird geladen" /> : null}
      {analysis ? <WeekSummary analysis={analysis} /> : null}
      <SaveRefusedNotice area={PLAN_AREA} docKey={weekId} />
      {week ? (
        <WeekDays
          week={week}
          entries={entries}
          data={data}
          edits={mayEdit ? planActions : undefined}
          withHeads
          menuLine={menuLine}
          analysis={analysis}
          headingLevel="h2"
          details={(day, i) => (
            <PlanDayDetails analysis={analysis?.days[i]} planned={day.recipes.length > 0} />
          )}
        />
      ) : null}
      <ConflictDialog area={PLAN_AREA} what="dieser Woche" showReason />
      <Suspense fallback={null}>
        {dialog === 'copy' && week ? (
          <CopyWeekDialog week={week} onClose={() => setDialog(null)} onCopied={copied} />
        ) : null}
        {dialog === 'masterplan' && week ? (
          <AdoptDialog weekId={week.id} onClose={() => setDialog(null)} onAdopted={() => setDialog(null)} />
        ) : null}
      </Suspense>
      {mayEdit ? <CopyUndo /> : null}
    </Stack>
  );
}

export default function PlanPage() {
  return <PlanWeekView />;
}

/**
 * The one way a masterplan week comes into a kitchen's Speiseplan, opened from both pages: on the
 * Masterplan page for the shown week („In meinen Speiseplan übernehmen“, `source`), on the Speiseplan for
 * its shown week with every planned masterplan week to pick from („Masterplan-Woche übernehmen“). Each
 * masterplan week shows with its dates and its dishes per day, so the cook sees what comes in. The dialog
 * asks, the plan saga answers (features/weekEditor/weekAdoption.ts): a kitchen's week that already holds
 * dishes is replaced only after „Ersetzen“. The weeks are this feature's slice; the dish names come from
 * the loaded recipe list.
 */
import { useEffect, useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  formatEuro,
  formatShortDay,
  formatWeekRange,
  formatWeekShort,
  weekDates,
  type MasterplanWeek,
} from '@speiseplaner/shared';
import { useAppDispatch, useAppSelector } from '../../platform/hooks';
import { selectRecipeEntries } from '../recipes/recipesSlice';
import { dishCount, weekAdoptRequested } from '../weekEditor/weekAdoption';
import { adoptionCleared, listLoad, selectMasterplan, selectPlannedWeeks } from './masterplanSlice';

interface Props {
  /** The kitchen's week the masterplan week goes into. */
  weekId: string;
  /** The Masterplan page's shown week; without it the dialog offers every planned masterplan week. */
  source?: MasterplanWeek;
  /** The plan saga put the days into the kitchen's week. */
  onAdopted: () => void;
  onClose: () => void;
}

const dishes = (n: number) => (n === 1 ? '1 Gericht' : `${n} Gerichte`);

/** The weeks' short names ("KW 49"), with the year where two weeks of different years share one. */
function shortNames(weeks: readonly MasterplanWeek[]): Map<string, string> {
  const count = new Map<string, number>();
  for (const w of weeks) count.set(formatWeekShort(w.id), (count.get(formatWeekShort(w.id)) ?? 0) + 1);
  return new Map(
    weeks.map((w) => {
      const short = formatWeekShort(w.id);
      return [w.id, count.get(short)! > 1 ? `${short}/${w.id.slice(0, 4)}` : short];
    }),
  );
}

const TOUCH = { minHeight: 40 };

/** A masterplan week with its dates and dishes; with `onPick` a button takes it. */
function MasterplanWeekCard({
  week,
  nameOf,
  pick,
}: {
  week: MasterplanWeek;
  nameOf: (slug: string) => string;
  pick?: { shortName: string; disabled: boolean; onPick: () => void };
}) {
  const title = formatWeekRange(week.id);
  const dates = weekDates(week.id);
  const headingId = `masterplan-week-${week.id}`;
  return (
    <Paper component="section" variant="outlined" aria-labelledby={headingId} sx={{ p: 1.5 }}>
      <Stack spacing={1}>
        <Typography id={headingId} variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
          {title}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {dishes(dishCount(week.days))} · {formatEuro(week.average)} je Kindergartenportion
        </Typography>
        <Stack component="ul" spacing={0.25} sx={{ m: 0, pl: 0, listStyle: 'none' }}>
          {week.days.map((day, i) => (
            <Typography component="li" variant="body2" key={dates[i]}>
              <strong>{formatShortDay(dates[i]!)}:</strong>{' '}
              {day.recipes.length ? day.recipes.map(nameOf).join(', ') : 'kein Gericht'}
            </Typography>
          ))}
        </Stack>
        {pick ? (
          <Button
            variant="outlined"
            disabled={pick.disabled}
            onClick={pick.onPick}
            sx={{ ...TOUCH, alignSelf: 'flex-start' }}
          >
            {pick.shortName} übernehmen
          </Button>
        ) : null}
      </Stack>
    </Paper>
  );
}

/** Asks before a week with dishes is replaced. */
function ReplaceDialog({
  weekId,
  planned,
  source,
  onReplace,
  onCancel,
}: {
  weekId: string;
  planned: number;
  source: MasterplanWeek;
  onReplace: () => void;
  onCancel: () => void;
}) {
  return (
    <Dialog open onClose={onCancel} maxWidth="xs" aria-labelledby="replace-week-title">
      <DialogTitle id="replace-week-title">Woche ersetzen?</DialogTitle>
      <DialogContent>
        <DialogContentText>
          Die Woche {formatWeekShort(weekId)} enthält bereits {dishes(planned)}. Ersetzen?
        </DialogContentText>
        <DialogContentText sx={{ mt: 1 }}>
          An ihre Stelle treten die Gerichte der Masterplan-Woche {formatWeekRange(source.id)}.
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} sx={TOUCH}>
          Abbrechen
        </Button>
        <Button variant="contained" color="warning" onClick={onReplace} sx={TOUCH}>
          Ersetzen
        </Button>
      </DialogActions>
    </Dialog>
  );
}

export default function AdoptDialog({ weekId, source, onAdopted, onClose }: Props) {
  const dispatch = useAppDispatch();
  const { list, adoption } = useAppSelector(selectMasterplan);
  const planned = useAppSelector(selectPlannedWeeks);
  const entries = useAppSelector(selectRecipeEntries);
  /** The masterplan week asked for (kept for „Ersetzen“). */
  const [picked, setPicked] = useState<MasterplanWeek | null>(null);
  useEffect(() => {
    if (!source) dispatch(listLoad.needed());
  }, [dispatch, source]);
  // A question and its answer belong to one opening of the dialog.
  useEffect(() => () => void dispatch(adoptionCleared()), [dispatch]);
  // Only the answer to what this dialog asked counts (one that came after an earlier dialog closed does not).
  const answer = picked && adoption?.weekId === weekId ? adoption : undefined;
  useEffect(() => {
    if (answer?.outcome !== 'adopted') return;
    dispatch(adoptionCleared());
    onAdopted();
  }, [answer, dispatch, onAdopted]);

  const weeks = useMemo(() => planned.filter((w) => dishCount(w.days) > 0), [planned]);
  const short = useMemo(() => shortNames(weeks), [weeks]);
  const names = useMemo(() => new Map(entries.map((e) => [e.slug, e.name])), [entries]);
  const nameOf = (slug: string) => names.get(slug) ?? slug;
  const checking = answer?.outcome === 'checking';

  const adopt = (week: MasterplanWeek, replace: boolean) => {
    setPicked(week);
    dispatch(weekAdoptRequested({ weekId, source: { id: week.id, days: week.days }, replace }));
  };
  const cancelReplace = () => {
    setPicked(null);
    dispatch(adoptionCleared());
  };
  const title = source ? 'In meinen Speiseplan übernehmen' : 'Masterplan-Woche übernehmen';
  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth aria-labelledby="adopt-title">
      <DialogTitle id="adopt-title">{title}</DialogTitle>
      <DialogContent>
        <DialogContentText>
          Die Masterplan-Woche, die Sie übernehmen, ersetzt den Plan der Woche {formatWeekRange(weekId)} in
          Ihrem Speiseplan. Danach können Sie jedes Gericht wie gewohnt ändern.
          {source ? null : (
            <>
              {' '}
              <Link component={RouterLink} to="/app/masterplan">
                Was ist der Masterplan?
              </Link>
            </>
          )}
        </DialogContentText>
        {answer?.outcome === 'failed' ? (
          <Alert severity="error" sx={{ mt: 2 }}>
            {answer.message}
          </Alert>
        ) : null}
        {checking ? <CircularProgress aria-label="Ihr Speiseplan wird geladen" sx={{ mt: 2 }} /> : null}
        {source ? (
          <Stack sx={{ mt: 2 }}>
            <MasterplanWeekCard week={source} nameOf={nameOf} />
          </Stack>
        ) : (
          <>
            {list.status === 'loading' ? <CircularProgress aria-label="Masterplan wird geladen" /> : null}
            {list.status === 'failed' ? <Alert severity="error">{list.error}</Alert> : null}
            {list.status === 'loaded' && weeks.length === 0 ? (
              <Alert severity="info">Der Masterplan enthält noch keine geplante Woche.</Alert>
            ) : null}
            <Stack spacing={1.5} sx={{ mt: 2 }}>
              {weeks.map((week) => (
                <MasterplanWeekCard
                  key={week.id}
                  week={week}
                  nameOf={nameOf}
                  pick={{
                    shortName: short.get(week.id)!,
                    disabled: checking,
                    onPick: () => adopt(week, false),
                  }}
                />
              ))}
            </Stack>
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} sx={TOUCH}>
          Abbrechen
        </Button>
        {source ? (
          <Button variant="contained" disabled={checking} onClick={() => adopt(source, false)} sx={TOUCH}>
            Übernehmen
          </Button>
        ) : null}
      </DialogActions>
      {answer?.outcome === 'planned' && picked ? (
        <ReplaceDialog
          weekId={weekId}
          planned={answer.dishes}
          source={picked}
          onCancel={cancelReplace}
          onReplace={() => adopt(picked, true)}
        />
      ) : null}
    </Dialog>
  );
}

/**
 * Adopts a masterplan week: its five days replace the shown week's plan. Each masterplan week shows with
 * its dates and its dishes per day, so the cook sees what comes in; a shown week that already holds dishes
 * is replaced only after "Ersetzen". The weeks are the masterplan slice's (the one place the web keeps
 * them); the dish names come from the recipe list the Speiseplan has loaded.
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
  type PlanDay,
} from '@speiseplaner/shared';
import { useAppDispatch, useAppSelector } from '../../platform/hooks';
import { selectRecipeEntries } from '../recipes/recipesSlice';
import { listLoad, selectMasterplan, selectPlannedWeeks } from './masterplanSlice';
import { selectPlan } from './planSlice';

interface Props {
  weekId: string;
  onAdopt: (week: MasterplanWeek) => void;
  onClose: () => void;
}

const dishCount = (days: readonly PlanDay[]) => days.reduce((n, d) => n + d.recipes.length, 0);
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

function MasterplanWeekCard({
  week,
  shortName,
  nameOf,
  onPick,
}: {
  week: MasterplanWeek;
  shortName: string;
  nameOf: (slug: string) => string;
  onPick: () => void;
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
        <Button variant="outlined" onClick={onPick} sx={{ ...TOUCH, alignSelf: 'flex-start' }}>
          {shortName} übernehmen
        </Button>
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

export default function MasterplanDialog({ weekId, onAdopt, onClose }: Props) {
  const dispatch = useAppDispatch();
  const { list } = useAppSelector(selectMasterplan);
  const planned = useAppSelector(selectPlannedWeeks);
  const entries = useAppSelector(selectRecipeEntries);
  const target = useAppSelector(selectPlan).weeks[weekId];
  const [asking, setAsking] = useState<MasterplanWeek | null>(null);
  useEffect(() => {
    dispatch(listLoad.needed());
  }, [dispatch]);
  const weeks = useMemo(() => planned.filter((w) => dishCount(w.days) > 0), [planned]);
  const short = useMemo(() => shortNames(weeks), [weeks]);
  const names = useMemo(() => new Map(entries.map((e) => [e.slug, e.name])), [entries]);
  const nameOf = (slug: string) => names.get(slug) ?? slug;
  const inTarget = typeof target === 'object' ? dishCount(target.days) : 0;

  const pick = (week: MasterplanWeek) => (inTarget > 0 ? setAsking(week) : onAdopt(week));
  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth aria-labelledby="masterplan-title">
      <DialogTitle id="masterplan-title">Masterplan-Woche übernehmen</DialogTitle>
      <DialogContent>
        <DialogContentText>
          Die gewählte Woche ersetzt den Plan der Woche {formatWeekRange(weekId)}. Danach können Sie jedes
          Gericht wie gewohnt ändern.{' '}
          <Link component={RouterLink} to="/app/masterplan">
            Was ist der Masterplan?
          </Link>
        </DialogContentText>
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
              shortName={short.get(week.id)!}
              nameOf={nameOf}
              onPick={() => pick(week)}
            />
          ))}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} sx={TOUCH}>
          Abbrechen
        </Button>
      </DialogActions>
      {asking ? (
        <ReplaceDialog
          weekId={weekId}
          planned={inTarget}
          source={asking}
          onCancel={() => setAsking(null)}
          onReplace={() => onAdopt(asking)}
        />
      ) : null}
    </Dialog>
  );
}

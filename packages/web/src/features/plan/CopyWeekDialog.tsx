/**
 * Copies the shown week's days (recipes and day headcounts) to another week, which is created if missing
 * (docs/product.md, "Copying a week"). It proposes the next week without a dish after the copied one
 * (shared nextEmptyWeek); a target that holds dishes is named with what will be replaced and copied onto
 * only after „Ersetzen“. The plan saga lists the weeks, copies and answers (planSlice, `copy`); the page
 * offers „Rückgängig“ afterwards.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import {
  addWeeks,
  formatWeekRange,
  isWeekId,
  nextEmptyWeek,
  plannedCount,
  type PlanWeek,
} from '@speiseplaner/shared';
import { useAppDispatch, useAppSelector } from '../../platform/hooks';
import WeekField from '../../components/WeekField';
import { copyDialogClosed, copyDialogOpened, selectPlan, weekCopyRequested } from './planSlice';

interface Props {
  week: PlanWeek;
  /** The copy went through: the page shows `target`. */
  onCopied: (target: string) => void;
  onClose: () => void;
}

const TOUCH = { minHeight: 40 };
const dishes = (n: number) => (n === 1 ? '1 Gericht' : `${n} Gerichte`);
const days = (n: number) => (n === 1 ? 'an 1 Tag' : `an ${n} Tagen`);

/** „KW 50 · 07.–11.12.2026 ist schon geplant: 5 Gerichte an 4 Tagen werden ersetzt.“ */
export function replaceNotice(week: PlanWeek): string {
  const count = plannedCount(week.days);
  const verb = count.dishes === 1 ? 'wird' : 'werden';
  return `${formatWeekRange(week.id)} ist schon geplant: ${dishes(count.dishes)} ${days(count.days)} ${verb} ersetzt.`;
}

export default function CopyWeekDialog({ week, onCopied, onClose }: Props) {
  const dispatch = useAppDispatch();
  const { weeks, copy } = useAppSelector(selectPlan);
  const session = copy?.source === week.id ? copy : undefined;
  /** The week the cook picked; until then the proposal. */
  const [picked, setPicked] = useState<string>();
  useEffect(() => {
    dispatch(copyDialogOpened(week.id));
    return () => void dispatch(copyDialogClosed());
  }, [dispatch, week.id]);
  const copiedTo = session?.copiedTo;
  const told = useRef(false);
  useEffect(() => {
    if (!copiedTo || told.current) return;
    told.current = true;
    onCopied(copiedTo);
  }, [copiedTo, onCopied]);

  const searching = !session || session.search === 'loading';
  const proposal = useMemo(() => {
    if (searching) return undefined;
    const stored = Object.values(weeks).filter((w): w is PlanWeek => typeof w === 'object');
    return nextEmptyWeek(week.id, stored) ?? addWeeks(week.id, 1);
    // The proposal is made once the weeks are listed; later edits do not move it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [searching, week.id]);
  const target = picked ?? proposal;
  const valid = target !== undefined && isWeekId(target) && target !== week.id;
  const slot = valid ? weeks[target] : undefined;
  const planned = typeof slot === 'object' && plannedCount(slot.days).dishes > 0 ? slot : undefined;
  const copying = session?.copying === true;

  return (
    <Dialog open onClose={onClose} maxWidth="xs" fullWidth aria-labelledby="copy-week-title">
      <DialogTitle id="copy-week-title">{formatWeekRange(week.id)} kopieren</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          Die Rezepte und Personenzahlen aller fünf Tage ersetzen den Plan der Zielwoche.
        </DialogContentText>
        {target === undefined ? (
          <CircularProgress aria-label="Freie Woche wird gesucht" />
        ) : (
          <WeekField label="Zielwoche" value={target} onChange={setPicked} fullWidth />
        )}
        {proposal && target === proposal && !planned ? (
          <DialogContentText sx={{ mt: 1 }} data-testid="copy-proposal">
            Vorgeschlagen: {formatWeekRange(proposal)}, die nächste Woche ohne Gerichte.
          </DialogContentText>
        ) : null}
        {target === week.id ? (
          <Alert severity="info" sx={{ mt: 2 }}>
            Bitte wählen Sie eine andere Woche als die kopierte.
          </Alert>
        ) : null}
        {planned ? (
          <Alert severity="warning" sx={{ mt: 2 }} data-testid="copy-replace-notice">
            {replaceNotice(planned)} Sie können das danach rückgängig machen.
          </Alert>
        ) : null}
        {session?.error ? (
          <Alert severity="error" sx={{ mt: 2 }}>
            {session.error}
          </Alert>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} sx={TOUCH}>
          Abbrechen
        </Button>
        <Button
          variant="contained"
          color={planned ? 'warning' : 'primary'}
          disabled={!valid || copying}
          onClick={() =>
            dispatch(
              weekCopyRequested({
                source: { id: week.id, days: week.days },
                target: target!,
                replace: planned !== undefined,
              }),
            )
          }
          sx={TOUCH}
        >
          {planned ? 'Ersetzen' : 'Kopieren'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

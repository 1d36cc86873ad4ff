/** Copies the shown week's days (recipes and day headcounts) to another week, which is created if missing. */
import { useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { addWeeks, isWeekId } from '@speiseplaner/shared';
import WeekField from '../../components/WeekField';

interface Props {
  weekId: string;
  onCopy: (target: string) => void;
  onClose: () => void;
}

export default function CopyWeekDialog({ weekId, onCopy, onClose }: Props) {
  const [target, setTarget] = useState(() => addWeeks(weekId, 1));
  const valid = isWeekId(target) && target !== weekId;
  return (
    <Dialog open onClose={onClose} maxWidth="xs" fullWidth aria-labelledby="copy-week-title">
      <DialogTitle id="copy-week-title">Woche {weekId} kopieren</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          Die Rezepte und Personenzahlen aller fünf Tage ersetzen den Plan der Zielwoche.
        </DialogContentText>
        <WeekField label="Zielwoche" value={target} onChange={setTarget} fullWidth />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Abbrechen</Button>
        <Button variant="contained" disabled={!valid} onClick={() => onCopy(target)}>
          Kopieren
        </Button>
      </DialogActions>
    </Dialog>
  );
}

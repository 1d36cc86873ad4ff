/** Asks before a masterplan week replaces the recipes of the user's own Speiseplan in the same week. */
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { weekDates } from '@speiseplaner/shared';

interface Props {
  weekId: string;
  onAdopt: () => void;
  onClose: () => void;
}

export default function AdoptDialog({ weekId, onAdopt, onClose }: Props) {
  const dates = weekDates(weekId);
  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth aria-labelledby="adopt-title">
      <DialogTitle id="adopt-title">In meinen Speiseplan übernehmen</DialogTitle>
      <DialogContent>
        <DialogContentText>
          Die Rezepte der Masterplan-Woche {weekId} ersetzen die Rezepte Ihres Speiseplans vom {dates[0]} bis{' '}
          {dates[4]}. Danach öffnet sich Ihr Speiseplan, wo Sie die Woche weiter anpassen können.
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Abbrechen</Button>
        <Button variant="contained" onClick={onAdopt}>
          Übernehmen
        </Button>
      </DialogActions>
    </Dialog>
  );
}

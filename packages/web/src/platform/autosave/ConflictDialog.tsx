/**
 * Opens when the backend holds a newer version of a document than the one the user edited (someone
 * else saved in between): the user keeps their own version (written on top) or loads the stored one.
 * Nothing is overwritten without this choice.
 */
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useAppDispatch, useAppSelector } from '../hooks';
import { conflictResolved, selectConflicts } from './autosaveSlice';

/**
 * Shows the oldest open conflict of `area` (all areas when omitted). With `showReason` the backend's own
 * words come first: for a week they name who changed which day (shared dayConflictMessage).
 */
export default function ConflictDialog({
  area,
  what = 'dieses Dokuments',
  showReason = false,
}: {
  area?: string;
  what?: string;
  showReason?: boolean;
}) {
  const dispatch = useAppDispatch();
  const conflict = useAppSelector(selectConflicts).find((c) => !area || c.area === area);
  if (!conflict) return null;
  const reason = showReason ? conflict.message : undefined;
  const choose = (choice: 'mine' | 'theirs') =>
    dispatch(conflictResolved({ area: conflict.area, key: conflict.key, choice }));
  return (
    <Dialog
      open
      maxWidth="sm"
      fullWidth
      aria-labelledby="conflict-title"
      aria-describedby={reason ? 'conflict-reason conflict-text' : 'conflict-text'}
    >
      <DialogTitle id="conflict-title">Neuere Version vorhanden</DialogTitle>
      <DialogContent>
        {reason && (
          <DialogContentText id="conflict-reason" sx={{ mb: 1.5 }}>
            {reason}
          </DialogContentText>
        )}
        <DialogContentText id="conflict-text">
          Inzwischen wurde eine neuere Fassung {what} gespeichert, zum Beispiel in einem anderen Fenster.
          Möchten Sie Ihre Änderungen darüber speichern oder die gespeicherte Fassung laden? Beim Laden gehen
          Ihre ungespeicherten Änderungen verloren.
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => choose('theirs')}>Gespeicherte Fassung laden</Button>
        <Button variant="contained" onClick={() => choose('mine')}>
          Ihre Fassung behalten
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** Personal menu: the institution's name in a small dialog (max width sm), saved with `user/updateProfile`. */
import { useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { MAX_NAME_LENGTH } from '@speiseplaner/shared';
import { useAppDispatch } from '../../platform/hooks';
import { profileSubmitted } from './accountSlice';

export default function NameDialog({ name, onClose }: { name: string; onClose: () => void }) {
  const dispatch = useAppDispatch();
  const [value, setValue] = useState(name);
  const save = () => {
    dispatch(profileSubmitted({ form: 'name', changes: { name: value.trim() } }));
    onClose();
  };
  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth aria-labelledby="name-dialog-title">
      <DialogTitle id="name-dialog-title">Name der Einrichtung</DialogTitle>
      <DialogContent>
        <TextField
          label="Name der Einrichtung"
          value={value}
          autoFocus
          fullWidth
          onChange={(event) => setValue(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && value.trim()) save();
          }}
          slotProps={{ htmlInput: { maxLength: MAX_NAME_LENGTH } }}
          sx={{ mt: 1 }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Abbrechen</Button>
        <Button variant="contained" disabled={!value.trim() || value.trim() === name.trim()} onClick={save}>
          Speichern
        </Button>
      </DialogActions>
    </Dialog>
  );
}

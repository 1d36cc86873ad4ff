/**
 * The collection kit's form dialog (collection.ts): title, the section's fields, the backend's refusal and,
 * when another admin's save overtook this one, the choice between the stored version and the admin's own
 * on top of it (useEntryForm.ts); "Abbrechen" and "Speichern".
 */
import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import type { Command } from '../../../platform/command';

interface Props {
  /** The dialog's id prefix, e.g. `video-form`. */
  id: string;
  title: string;
  save: Command;
  form: {
    saving: boolean;
    conflict: boolean;
    close: () => void;
    submit: (event: { preventDefault: () => void }) => void;
    loadStored: () => void;
    keepMine: () => void;
  };
  /** The fields. */
  children: ReactNode;
}

export default function EntryFormDialog({ id, title, save, form, children }: Props) {
  const { saving, conflict } = form;
  return (
    <Dialog open onClose={form.close} maxWidth="sm" fullWidth aria-labelledby={`${id}-title`}>
      <DialogTitle id={`${id}-title`}>{title}</DialogTitle>
      <form noValidate onSubmit={form.submit}>
        <DialogContent>
          <Stack spacing={2}>
            {children}
            {save.status === 'failed' ? (
              <Alert
                severity={conflict ? 'warning' : 'error'}
                action={
                  conflict ? (
                    <Stack spacing={1}>
                      <Button color="inherit" size="small" onClick={form.loadStored}>
                        Gespeicherte Fassung laden
                      </Button>
                      <Button color="inherit" size="small" onClick={form.keepMine}>
                        Ihre Fassung behalten
                      </Button>
                    </Stack>
                  ) : undefined
                }
              >
                {save.error}
              </Alert>
            ) : null}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={form.close} disabled={saving}>
            Abbrechen
          </Button>
          <Button type="submit" variant="contained" loading={saving}>
            Speichern
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

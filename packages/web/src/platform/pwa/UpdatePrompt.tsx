/**
 * "Neue Version verfügbar – Neu laden": a new service worker waits (registerServiceWorker.ts) and takes
 * over only when the user says so. An edit not yet stored is never cut off by the reload: "Neu laden"
 * first writes every unsaved edit (autosave's flush) and reloads once all are stored; until then the
 * prompt says so. A conflict or a refused edit keeps it waiting until the cook has answered it.
 * "Später" closes the prompt; the new version then starts when every tab of the app has been closed.
 */
import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Snackbar from '@mui/material/Snackbar';
import Stack from '@mui/material/Stack';
import { flushRequested, selectHasUnsaved, type AutosaveState } from '../autosave/autosaveSlice';
import { useAppDispatch, useAppSelector } from '../hooks';
import type { ActivateUpdate } from './registerServiceWorker';

interface Props {
  activate: ActivateUpdate;
}

type Step = 'asking' | 'saving' | 'reloading' | 'later';

/** The autosave area joins the store with the first planner page; before that nothing is unsaved. */
const selectUnsaved = (state: { autosave?: AutosaveState }) =>
  state.autosave ? selectHasUnsaved({ autosave: state.autosave }) : false;

const DETAIL: Record<Exclude<Step, 'later'>, string> = {
  asking: 'Neu laden, um sie zu verwenden.',
  saving: 'Sie wird geladen, sobald alle Änderungen gespeichert sind.',
  reloading: 'Wird neu geladen …',
};

export default function UpdatePrompt({ activate }: Props) {
  const dispatch = useAppDispatch();
  const unsaved = useAppSelector(selectUnsaved);
  const [step, setStep] = useState<Step>('asking');

  // Saving asked for, and every edit arrived: now the new version may take over.
  const stored = step === 'saving' && !unsaved;
  useEffect(() => {
    if (stored) void activate();
  }, [stored, activate]);

  const shown = stored ? 'reloading' : step;
  if (shown === 'later') return null;

  const reload = () => {
    if (unsaved) {
      dispatch(flushRequested());
      setStep('saving');
    } else {
      setStep('reloading');
      void activate();
    }
  };

  return (
    <Snackbar
      open
      anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
      // Above the save status at the bottom of planner pages, which stays readable meanwhile.
      sx={{ bottom: { xs: 64, sm: 64 } }}
      onClose={(_, reason) => {
        if (reason === 'escapeKeyDown') setStep('later');
      }}
    >
      <Alert severity="info" variant="outlined" sx={{ bgcolor: 'background.paper', boxShadow: 6 }}>
        <AlertTitle>Neue Version verfügbar</AlertTitle>
        {DETAIL[shown]}
        <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
          <Button variant="contained" onClick={reload} disabled={shown !== 'asking'} sx={{ minHeight: 40 }}>
            Neu laden
          </Button>
          <Button onClick={() => setStep('later')} disabled={shown === 'reloading'} sx={{ minHeight: 40 }}>
            Später
          </Button>
        </Stack>
      </Alert>
    </Snackbar>
  );
}

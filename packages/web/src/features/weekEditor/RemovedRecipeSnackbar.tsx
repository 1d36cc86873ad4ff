/**
 * "Rezept „…“ entfernt – Rückgängig" for 5 s after a dish is removed. MUI's Snackbar is announced (its
 * content is an alert), pauses its 5 s while hovered or while the focus is inside it, and closes with
 * Escape. A removal made with the keyboard moves the focus to "Rückgängig": the pressed button is gone,
 * and so the keyboard user has the undo at hand and as long as needed. The 5 s wait while the focus is
 * inside is kept here, not left to MUI: its pause comes with the focus event, which `autoFocus` fires
 * before MUI starts the timer, so a focused offer still closed after 5 s. A copied week offers its undo
 * the same way (`UndoSnackbar`, features/plan).
 */
import { useState } from 'react';
import Button from '@mui/material/Button';
import Snackbar from '@mui/material/Snackbar';

export const UNDO_MS = 5000;

interface UndoProps {
  /** What was done, e.g. „Rezept „Karottensuppe“ entfernt“. */
  message: string;
  focusUndo: boolean;
  onUndo: (hadFocus: boolean) => void;
  /** Timeout or Escape. */
  onClose: (hadFocus: boolean) => void;
}

const focusInside = (element: EventTarget | null) =>
  element instanceof HTMLElement && element.closest('[data-undo-snackbar]') !== null;

/** An undo offer for 5 s: `message` and „Rückgängig“. */
export function UndoSnackbar({ message, focusUndo, onUndo, onClose }: UndoProps) {
  // No timer while the focus is inside; a fresh 5 s once it leaves.
  const [focused, setFocused] = useState(focusUndo);
  return (
    <Snackbar
      open
      data-undo-snackbar
      autoHideDuration={focused ? null : UNDO_MS}
      onFocus={() => setFocused(true)}
      onBlur={(e) => setFocused(focusInside(e.relatedTarget))}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      // Above the save status at the bottom of planner pages, which stays readable meanwhile.
      sx={{ bottom: { xs: 64, sm: 64 } }}
      // A click elsewhere (e.g. on the next dish to remove) does not take the undo away early.
      onClose={(_, reason) => {
        if (reason !== 'clickaway') onClose(focusInside(document.activeElement));
      }}
      message={message}
      action={
        <Button
          color="inherit"
          variant="outlined"
          autoFocus={focusUndo}
          onClick={() => onUndo(focusInside(document.activeElement))}
          sx={{ minHeight: 40 }}
        >
          Rückgängig
        </Button>
      }
    />
  );
}

type Props = Omit<UndoProps, 'message'> & { name: string };

export default function RemovedRecipeSnackbar({ name, ...offer }: Props) {
  return <UndoSnackbar message={`Rezept „${name}“ entfernt`} {...offer} />;
}

/**
 * The visible saving state of one document: 'Speichert …', 'Gespeichert' or the retry countdown. Screen
 * readers hear each change of state through a live region of its own (WCAG 4.1.3), but not the countdown's
 * every second: the visible status is not live itself.
 */
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useAppSelector } from '../hooks';
import { selectDocSave, type DocSaveState } from './autosaveSlice';
import { saveStatusText } from './saveStatusText';
import { useSecondsUntil } from './useSecondsUntil';

const VISUALLY_HIDDEN = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

/** What screen readers hear when the state changes: the status without the seconds of the countdown. */
function announcement(doc: DocSaveState | undefined): string {
  if (doc?.status === 'retrying') return 'Nicht gespeichert – neuer Versuch folgt automatisch';
  return saveStatusText(doc);
}

function RetryCountdown({ doc, at }: { doc: DocSaveState; at: number }) {
  return <>{saveStatusText(doc, useSecondsUntil(at))}</>;
}

export default function AutosaveStatus({ area, docKey }: { area: string; docKey: string }) {
  const doc = useAppSelector((state) => selectDocSave(state, { area, key: docKey }));
  const failing = doc?.status === 'retrying' || doc?.status === 'conflict';
  return (
    <>
      <Box component="span" aria-live="polite" data-testid="save-announcement" sx={VISUALLY_HIDDEN}>
        {announcement(doc)}
      </Box>
      <Typography
        variant="body2"
        role="status"
        aria-live="off"
        data-save-status={doc?.status ?? 'saved'}
        color={failing ? 'error' : 'text.secondary'}
        title={failing ? doc?.message : undefined}
      >
        {doc?.status === 'retrying' && doc.retryAt !== undefined ? (
          // Keyed by the deadline: every new attempt starts its own countdown.
          <RetryCountdown key={doc.retryAt} doc={doc} at={doc.retryAt} />
        ) : (
          saveStatusText(doc)
        )}
      </Typography>
    </>
  );
}

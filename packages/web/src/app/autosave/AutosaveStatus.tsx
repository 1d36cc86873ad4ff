/**
 * The saving state of one document: 'Speichert …', 'Gespeichert' or the retry countdown. A live region, so
 * screen readers hear each change of state (WCAG 4.1.3); the countdown's seconds are hidden from them, or
 * they would hear it every second.
 */
import Typography from '@mui/material/Typography';
import { useAppSelector } from '../hooks';
import { selectDocSave } from './autosaveSlice';
import { RETRY_TEXT, retryCountdownText, saveStatusText } from './saveStatusText';
import { useSecondsUntil } from './useSecondsUntil';

function RetryCountdown({ at }: { at: number }) {
  return (
    <>
      {RETRY_TEXT}
      <span aria-hidden="true">{retryCountdownText(useSecondsUntil(at))}</span>
    </>
  );
}

export default function AutosaveStatus({ area, docKey }: { area: string; docKey: string }) {
  const doc = useAppSelector((state) => selectDocSave(state, { area, key: docKey }));
  const failing = doc?.status === 'retrying' || doc?.status === 'conflict';
  return (
    <Typography
      variant="body2"
      role="status"
      aria-live="polite"
      data-save-status={doc?.status ?? 'saved'}
      color={failing ? 'error' : 'text.secondary'}
      title={failing ? doc?.message : undefined}
    >
      {doc?.status === 'retrying' && doc.retryAt !== undefined ? (
        // Keyed by the deadline: every new attempt starts its own countdown.
        <RetryCountdown key={doc.retryAt} at={doc.retryAt} />
      ) : (
        saveStatusText(doc)
      )}
    </Typography>
  );
}

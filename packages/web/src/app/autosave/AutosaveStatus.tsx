/** The visible saving state of one document: 'Speichert …', 'Gespeichert' or the retry countdown. */
import Typography from '@mui/material/Typography';
import { useAppSelector } from '../hooks';
import { selectDocSave, type DocSaveState } from './autosaveSlice';
import { saveStatusText } from './saveStatusText';
import { useSecondsUntil } from './useSecondsUntil';

function RetryCountdown({ doc, at }: { doc: DocSaveState; at: number }) {
  return <>{saveStatusText(doc, useSecondsUntil(at))}</>;
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
        <RetryCountdown key={doc.retryAt} doc={doc} at={doc.retryAt} />
      ) : (
        saveStatusText(doc)
      )}
    </Typography>
  );
}

/**
 * The saving state of one document inside a modal dialog (e.g. the price dialog). A modal dialog hides
 * the page behind it from screen readers, the planner's SaveStatusBar included, so the dialog announces
 * the state itself: a live region, so screen readers hear each change of state (WCAG 4.1.3). Pages show
 * no status of their own; the SaveStatusBar below every planner page speaks for all documents.
 */
import Typography from '@mui/material/Typography';
import { useAppSelector } from '../hooks';
import { selectDocSave } from './autosaveSlice';
import SaveStatusWords from './SaveStatusWords';

export default function AutosaveStatus({ area, docKey }: { area: string; docKey: string }) {
  const doc = useAppSelector((state) => selectDocSave(state, { area, key: docKey }));
  const failing = doc?.status === 'retrying' || doc?.status === 'conflict' || doc?.status === 'refused';
  return (
    <Typography
      variant="body2"
      role="status"
      aria-live="polite"
      data-save-status={doc?.status ?? 'saved'}
      color={failing ? 'error' : 'text.secondary'}
      title={failing ? doc?.message : undefined}
    >
      <SaveStatusWords state={doc} />
    </Typography>
  );
}

/**
 * At the edit itself (the week, the recipe, the list): the backend refused a write for good
 * (finalError.ts). The message says why; the edit stays in memory until the cook sends it again
 * ("Erneut versuchen") or gives it up for the stored version ("Änderung verwerfen"). The SaveStatusBar
 * shows the same message; it is the planner's one live region, so this notice announces nothing itself.
 */
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useAppDispatch, useAppSelector } from '../hooks';
import { refusalAnswered, selectRefused, type DocRef } from './autosaveSlice';

/** Shows the refused writes of `area`: of the one document `docKey`, or of all of them when omitted. */
export default function SaveRefusedNotice({ area, docKey }: { area: string; docKey?: string }) {
  const dispatch = useAppDispatch();
  const refused = useAppSelector((state) => selectRefused(state, area)).filter(
    (doc) => docKey === undefined || doc.key === docKey,
  );
  const answer = (doc: DocRef, choice: 'retry' | 'discard') =>
    dispatch(refusalAnswered({ area: doc.area, key: doc.key, choice }));
  return refused.map((doc) => (
    <Alert
      key={doc.key}
      severity="error"
      role="none"
      data-save-refused={doc.key}
      sx={{ '@media print': { display: 'none' } }}
    >
      <AlertTitle>Änderung nicht gespeichert</AlertTitle>
      {doc.message}
      {/* Wraps on a phone; 40 px tall like every touch target. */}
      <Stack
        direction="row"
        useFlexGap
        spacing={1}
        sx={{ flexWrap: 'wrap', mt: 1, '& > *': { minHeight: 40 } }}
      >
        <Button variant="outlined" color="inherit" size="small" onClick={() => answer(doc, 'retry')}>
          Erneut versuchen
        </Button>
        <Button color="inherit" size="small" onClick={() => answer(doc, 'discard')}>
          Änderung verwerfen
        </Button>
      </Stack>
    </Alert>
  ));
}

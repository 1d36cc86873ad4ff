/**
 * The collection kit's list page (collection.ts): page title and heading, the section's note, the button
 * that opens the form for a new entry, the note on the last change from the list (closable), the list's
 * load with its German error and "Erneut versuchen", a spinner while nothing is shown yet, then the list
 * (`children`) once loaded. `useCollectionPage` loads the list and keeps which dialog is open.
 */
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useAppDispatch } from '../../../platform/hooks';
import PageTitle from '../../../components/PageTitle';
import type { UnknownAction } from '@reduxjs/toolkit';
import type { Load } from '../../../platform/loadable';
import type { EntryChange } from './collection';

/** What the page dispatches of its collection (collection.ts). */
interface PageActions {
  load: { needed: () => UnknownAction };
  changeDismissed: () => UnknownAction;
}

/** Loads the list when the page opens; `open` is the dialog shown, `openDialog` dismisses an old note. */
export function useCollectionPage<O>(collection: PageActions) {
  const dispatch = useAppDispatch();
  const [open, setOpen] = useState<O | null>(null);
  const { load, changeDismissed } = collection;
  useEffect(() => {
    dispatch(load.needed());
  }, [dispatch, load]);
  const close = useCallback(() => setOpen(null), []);
  const openDialog = (next: O) => {
    dispatch(changeDismissed());
    setOpen(next);
  };
  return { open, close, openDialog };
}

interface Props {
  collection: PageActions;
  state: { load: Load; items: readonly unknown[]; change: EntryChange };
  /** The browser tab's title, e.g. „Mediathek – Verwaltung“. */
  pageTitle: string;
  heading: string;
  /** A note under the heading. */
  intro?: ReactNode;
  /** The button for a new entry, e.g. „Neues Video“. */
  newLabel: string;
  onNew: () => void;
  /** The spinner's name, e.g. „Videos werden geladen“. */
  loadingLabel: string;
  /** The list, shown once loaded. */
  children: ReactNode;
  /** The dialogs. */
  dialogs: ReactNode;
}

export default function CollectionPage({
  collection,
  state: { load, items, change },
  pageTitle,
  heading,
  intro,
  newLabel,
  onNew,
  loadingLabel,
  children,
  dialogs,
}: Props) {
  const dispatch = useAppDispatch();
  return (
    <Stack spacing={2}>
      <PageTitle title={pageTitle} />
      <Typography variant="h1">{heading}</Typography>
      {intro ? <Typography sx={{ maxWidth: 720 }}>{intro}</Typography> : null}
      <div>
        <Button variant="contained" onClick={onNew}>
          {newLabel}
        </Button>
      </div>
      {change.status === 'done' && change.message ? (
        <Alert severity="success" onClose={() => dispatch(collection.changeDismissed())}>
          {change.message}
        </Alert>
      ) : null}
      {load.status === 'failed' ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" onClick={() => dispatch(collection.load.needed())}>
              Erneut versuchen
            </Button>
          }
        >
          {load.error}
        </Alert>
      ) : null}
      {load.status === 'loading' && items.length === 0 ? (
        <CircularProgress aria-label={loadingLabel} />
      ) : null}
      {load.status === 'loaded' || items.length > 0 ? children : null}
      {dialogs}
    </Stack>
  );
}

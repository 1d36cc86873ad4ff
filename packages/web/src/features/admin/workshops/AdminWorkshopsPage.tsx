/**
 * /verwaltung/workshops: the workshops in two tabs, upcoming and past, with date, title, topic, places
 * taken against the capacity and the registration deadline; "Neuer Workshop", and per workshop its
 * registrations, edit, cancel (title "Abgesagt: …", mails to every registrant) and delete, each change
 * after a question that names the workshop.
 */
import { useCallback, useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { isWorkshopCancelled, storedVersion, workshopTypeLabel, type Workshop } from '@speiseplaner/shared';
import { useAppDispatch, useAppSelector } from '../../../platform/hooks';
import { useNow } from '../../../platform/useNow';
import PageTitle from '../../../components/PageTitle';
import ScrollRegion from '../../../components/ScrollRegion';
import {
  changeDismissed,
  workshopCancelRequested,
  workshopDeleteRequested,
  workshopsLoad,
} from './adminWorkshopsSlice';
import ConfirmDialog from './ConfirmDialog';
import RegistrationsDialog from './RegistrationsDialog';
import WorkshopFormDialog from './WorkshopFormDialog';
import { seatsText, splitWorkshops, whenText } from './workshopRows';

type Open =
  | { kind: 'form'; workshop: Workshop | null }
  | { kind: 'registrations' | 'cancel' | 'delete'; workshop: Workshop }
  | null;

interface TableProps {
  label: string;
  workshops: Workshop[];
  past: boolean;
  onOpen: (open: Open) => void;
}

function WorkshopTable({ label, workshops, past, onOpen }: TableProps) {
  if (workshops.length === 0)
    return (
      <Typography>
        {past ? 'Keine vergangenen Workshops.' : 'Derzeit sind keine Workshops geplant.'}
      </Typography>
    );
  return (
    <ScrollRegion label={label}>
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>
            <TableCell>Termin</TableCell>
            <TableCell>Titel</TableCell>
            <TableCell>Thema</TableCell>
            <TableCell>Plätze</TableCell>
            <TableCell>Anmeldeschluss</TableCell>
            <TableCell>Aktionen</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {workshops.map((workshop) => {
            const cancelled = isWorkshopCancelled(workshop);
            const action = (text: string, open: Open, color?: 'error') => (
              <Button
                size="small"
                color={color}
                onClick={() => onOpen(open)}
                aria-label={`${text}: ${workshop.title}`}
                sx={{ minHeight: 40 }}
              >
                {text}
              </Button>
            );
            return (
              <TableRow key={workshop.slug}>
                <TableCell>{whenText(workshop)}</TableCell>
                <TableCell component="th" scope="row">
                  {workshop.title}
                </TableCell>
                <TableCell>{workshopTypeLabel(workshop.type)}</TableCell>
                <TableCell>{seatsText(workshop)}</TableCell>
                <TableCell>{workshop.deadline}</TableCell>
                <TableCell>
                  <Stack direction="row" sx={{ flexWrap: 'wrap' }}>
                    {action('Anmeldungen', { kind: 'registrations', workshop })}
                    {action('Bearbeiten', { kind: 'form', workshop })}
                    {past || cancelled ? null : action('Absagen', { kind: 'cancel', workshop }, 'error')}
                    {action('Löschen', { kind: 'delete', workshop }, 'error')}
                  </Stack>
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </ScrollRegion>
  );
}

export default function AdminWorkshopsPage() {
  const dispatch = useAppDispatch();
  const { load, items, change } = useAppSelector((state) => state.adminWorkshops);
  const now = useNow();
  const [tab, setTab] = useState<'upcoming' | 'past'>('upcoming');
  const [open, setOpen] = useState<Open>(null);
  useEffect(() => {
    dispatch(workshopsLoad.needed());
  }, [dispatch]);
  const close = useCallback(() => setOpen(null), []);
  const openChange = (next: Open) => {
    dispatch(changeDismissed());
    setOpen(next);
  };
  const { upcoming, past } = splitWorkshops(items, now);
  const busy = change.status === 'working';
  // A cancel or delete that went through closes its question.
  const asking = change.status !== 'done';
  const changeError = change.status === 'failed' ? change.error : undefined;

  return (
    <Stack spacing={2}>
      <PageTitle title="Workshops – Verwaltung" />
      <Typography variant="h1">Workshops</Typography>
      <div>
        <Button variant="contained" onClick={() => openChange({ kind: 'form', workshop: null })}>
          Neuer Workshop
        </Button>
      </div>
      {change.status === 'done' && change.message ? (
        <Alert severity="success" onClose={() => dispatch(changeDismissed())}>
          {change.message}
        </Alert>
      ) : null}
      {load.status === 'failed' ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" onClick={() => dispatch(workshopsLoad.needed())}>
              Erneut versuchen
            </Button>
          }
        >
          {load.error}
        </Alert>
      ) : null}
      {load.status === 'loading' && items.length === 0 ? (
        <CircularProgress aria-label="Workshops werden geladen" />
      ) : null}
      {load.status === 'loaded' || items.length > 0 ? (
        <>
          <Tabs
            value={tab}
            onChange={(_event, value: 'upcoming' | 'past') => setTab(value)}
            aria-label="Workshops"
          >
            <Tab
              value="upcoming"
              label={`Anstehend (${upcoming.length})`}
              id="tab-upcoming"
              aria-controls="panel-upcoming"
            />
            <Tab value="past" label={`Vergangen (${past.length})`} id="tab-past" aria-controls="panel-past" />
          </Tabs>
          <div role="tabpanel" id={`panel-${tab}`} aria-labelledby={`tab-${tab}`}>
            {tab === 'upcoming' ? (
              <WorkshopTable
                label="Anstehende Workshops"
                workshops={upcoming}
                past={false}
                onOpen={openChange}
              />
            ) : (
              <WorkshopTable label="Vergangene Workshops" workshops={past} past onOpen={openChange} />
            )}
          </div>
        </>
      ) : null}
      {open?.kind === 'form' ? <WorkshopFormDialog workshop={open.workshop} onClose={close} /> : null}
      {open?.kind === 'registrations' ? (
        <RegistrationsDialog workshop={open.workshop} onClose={close} />
      ) : null}
      {open?.kind === 'cancel' && asking ? (
        <ConfirmDialog
          title="Workshop absagen?"
          confirmLabel="Workshop absagen"
          busy={busy}
          error={changeError}
          onConfirm={() => dispatch(workshopCancelRequested({ slug: open.workshop.slug }))}
          onClose={close}
        >
          „{open.workshop.title}“ am {whenText(open.workshop)} wird abgesagt. Der Workshop bleibt mit
          „Abgesagt:“ vor dem Titel sichtbar, Anmeldungen sind nicht mehr möglich, und jede angemeldete Person
          erhält eine Absage per E-Mail.
        </ConfirmDialog>
      ) : null}
      {open?.kind === 'delete' && asking ? (
        <ConfirmDialog
          title="Workshop löschen?"
          confirmLabel="Workshop löschen"
          busy={busy}
          error={changeError}
          onConfirm={() =>
            dispatch(
              workshopDeleteRequested({ slug: open.workshop.slug, version: storedVersion(open.workshop) }),
            )
          }
          onClose={close}
        >
          „{open.workshop.title}“ am {whenText(open.workshop)} wird aus der Liste gelöscht. Die Anmeldungen
          bekommen keine Nachricht; um sie zu informieren, sagen Sie den Workshop besser ab.
        </ConfirmDialog>
      ) : null}
    </Stack>
  );
}

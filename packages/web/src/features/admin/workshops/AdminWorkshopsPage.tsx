/**
 * /verwaltung/workshops: the workshops in two tabs, upcoming and past, with date, title, topic, places
 * taken against the capacity and the registration deadline; "Neuer Workshop", and per workshop its
 * registrations, edit, cancel (title "Abgesagt: …", mails to every registrant) and delete, each change
 * after a question that names the workshop.
 */
import { useState } from 'react';
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
import ScrollRegion from '../../../components/ScrollRegion';
import CollectionPage, { useCollectionPage } from '../collection/CollectionPage';
import ConfirmDialog from '../../../components/ConfirmDialog';
import { RowAction, RowActions } from '../collection/RowActions';
import { workshopCollection } from './adminWorkshopsSlice';
import RegistrationsDialog from './RegistrationsDialog';
import WorkshopFormDialog from './WorkshopFormDialog';
import { seatsText, splitWorkshops, whenText } from './workshopRows';

type Open =
  | { kind: 'form'; workshop: Workshop | null }
  | { kind: 'registrations' | 'cancel' | 'delete'; workshop: Workshop };

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
            const action = (label: string, open: Open, color?: 'error') => (
              <RowAction label={label} entry={workshop.title} color={color} onClick={() => onOpen(open)} />
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
                <RowActions>
                  {action('Anmeldungen', { kind: 'registrations', workshop })}
                  {action('Bearbeiten', { kind: 'form', workshop })}
                  {past || cancelled ? null : action('Absagen', { kind: 'cancel', workshop }, 'error')}
                  {action('Löschen', { kind: 'delete', workshop }, 'error')}
                </RowActions>
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
  const state = useAppSelector((root) => root.adminWorkshops);
  const { items, change } = state;
  const now = useNow();
  const [tab, setTab] = useState<'upcoming' | 'past'>('upcoming');
  const { open, close, openDialog } = useCollectionPage<Open>(workshopCollection);
  const { upcoming, past } = splitWorkshops(items, now);
  const busy = change.status === 'sending';
  // A cancel or delete that went through closes its question.
  const asking = change.status !== 'done';
  const changeError = change.status === 'failed' ? change.error : undefined;
  const ask = (kind: 'cancel' | 'delete', workshop: Workshop) =>
    dispatch(
      workshopCollection.changeRequested({ kind, key: workshop.slug, version: storedVersion(workshop) }),
    );

  return (
    <CollectionPage
      collection={workshopCollection}
      state={state}
      pageTitle="Workshops – Verwaltung"
      heading="Workshops"
      newLabel="Neuer Workshop"
      onNew={() => openDialog({ kind: 'form', workshop: null })}
      loadingLabel="Workshops werden geladen"
      dialogs={
        <>
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
              onConfirm={() => ask('cancel', open.workshop)}
              onClose={close}
            >
              „{open.workshop.title}“ am {whenText(open.workshop)} wird abgesagt. Der Workshop bleibt mit
              „Abgesagt:“ vor dem Titel sichtbar, Anmeldungen sind nicht mehr möglich, und jede angemeldete
              Person erhält eine Absage per E-Mail.
            </ConfirmDialog>
          ) : null}
          {open?.kind === 'delete' && asking ? (
            <ConfirmDialog
              title="Workshop löschen?"
              confirmLabel="Workshop löschen"
              busy={busy}
              error={changeError}
              onConfirm={() => ask('delete', open.workshop)}
              onClose={close}
            >
              „{open.workshop.title}“ am {whenText(open.workshop)} wird aus der Liste gelöscht. Die
              Anmeldungen bekommen keine Nachricht; um sie zu informieren, sagen Sie den Workshop besser ab.
            </ConfirmDialog>
          ) : null}
        </>
      }
    >
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
          <WorkshopTable label="Anstehende Workshops" workshops={upcoming} past={false} onOpen={openDialog} />
        ) : (
          <WorkshopTable label="Vergangene Workshops" workshops={past} past onOpen={openDialog} />
        )}
      </div>
    </CollectionPage>
  );
}

/**
 * The registrations of one workshop: name, institution, e-mail, participants and when they registered,
 * the places taken against the capacity, the CSV download (shared registrationsCsv) and the removal of one
 * registration (a person's deletion request) after a question. Every value is shown as plain text, never
 * as a link: registrations stored before the single-line rule (#17) may hold a link or odd text.
 */
import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import {
  registeredAtText,
  registrationsCsv,
  registrationsFileName,
  type Workshop,
  type WorkshopRegistrationRow,
} from '@speiseplaner/shared';
import { downloadCsv } from '../../../platform/downloadCsv';
import { useAppDispatch, useAppSelector } from '../../../platform/hooks';
import ScrollRegion from '../../../components/ScrollRegion';
import VisuallyHidden from '../../../components/VisuallyHidden';
import {
  registrationRemoveRequested,
  registrationsClosed,
  registrationsRequested,
} from './adminWorkshopsSlice';
import ConfirmDialog from '../../../components/ConfirmDialog';
import { seatsText } from './workshopRows';

export default function RegistrationsDialog({
  workshop,
  onClose,
}: {
  workshop: Workshop;
  onClose: () => void;
}) {
  const dispatch = useAppDispatch();
  const registrations = useAppSelector((state) => state.adminWorkshops.registrations);
  const current = useAppSelector(
    (state) => state.adminWorkshops.items.find((w) => w.slug === workshop.slug) ?? workshop,
  );
  const [asked, setRemoving] = useState<WorkshopRegistrationRow | null>(null);
  const { load, rows, removal } = registrations;
  // A removal that went through closes its question.
  const removing = asked && !(removal.status === 'done' && removal.id === asked.id) ? asked : null;

  useEffect(() => {
    dispatch(registrationsRequested({ slug: workshop.slug }));
    return () => {
      dispatch(registrationsClosed());
    };
  }, [dispatch, workshop.slug]);

  const retry = () => dispatch(registrationsRequested({ slug: workshop.slug }));
  const loaded = load.status === 'loaded';

  return (
    <Dialog open onClose={onClose} maxWidth="lg" fullWidth aria-labelledby="registrations-title">
      <DialogTitle id="registrations-title">Anmeldungen: {current.title}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          {load.status === 'failed' ? (
            <Alert
              severity="error"
              action={
                <Button color="inherit" onClick={retry}>
                  Erneut versuchen
                </Button>
              }
            >
              {load.error}
            </Alert>
          ) : null}
          {!loaded && load.status !== 'failed' ? (
            <CircularProgress aria-label="Anmeldungen werden geladen" />
          ) : null}
          {loaded ? (
            <>
              <Stack
                direction={{ xs: 'column', sm: 'row' }}
                spacing={2}
                sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between' }}
              >
                <Typography>
                  {rows.length === 1 ? '1 Anmeldung' : `${rows.length} Anmeldungen`} · Plätze:{' '}
                  {seatsText(current)}
                </Typography>
                <Button
                  variant="outlined"
                  onClick={() => downloadCsv(registrationsFileName(current), registrationsCsv(rows))}
                >
                  CSV herunterladen
                </Button>
              </Stack>
              {registrations.complete ? null : (
                <Alert severity="warning">
                  Es gibt mehr Anmeldungen, als hier gezeigt werden (höchstens 2.000); die Liste und die
                  CSV-Datei sind nicht vollständig.
                </Alert>
              )}
              {removal.status === 'failed' && !removing ? (
                <Alert severity="error">{removal.error}</Alert>
              ) : null}
              {rows.length === 0 ? (
                <Typography>Für diesen Workshop gibt es noch keine Anmeldungen.</Typography>
              ) : (
                <ScrollRegion label="Anmeldungen">
                  <Table size="small" aria-label={`Anmeldungen: ${current.title}`}>
                    <TableHead>
                      <TableRow>
                        <TableCell>Name</TableCell>
                        <TableCell>Einrichtung</TableCell>
                        <TableCell>E-Mail</TableCell>
                        <TableCell align="right">Teilnehmende</TableCell>
                        <TableCell>Angemeldet am</TableCell>
                        <TableCell>
                          <VisuallyHidden>Aktionen</VisuallyHidden>
                        </TableCell>
                      </TableRow>
                    </TableHead>
                    <TableBody>
                      {rows.map((row) => (
                        <TableRow key={row.id}>
                          <TableCell component="th" scope="row" sx={{ whiteSpace: 'pre-wrap' }}>
                            {row.name || '–'}
                          </TableCell>
                          <TableCell sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                            {row.institution || '–'}
                          </TableCell>
                          <TableCell sx={{ overflowWrap: 'anywhere' }}>{row.email || '–'}</TableCell>
                          <TableCell align="right">{row.participants}</TableCell>
                          <TableCell>{registeredAtText(row.createdAt) || '–'}</TableCell>
                          <TableCell>
                            <Button
                              color="error"
                              onClick={() => setRemoving(row)}
                              aria-label={`Entfernen: ${row.name || row.email}`}
                              sx={{ minHeight: 40 }}
                            >
                              Entfernen
                            </Button>
                          </TableCell>
                        </TableRow>
                      ))}
                    </TableBody>
                  </Table>
                </ScrollRegion>
              )}
            </>
          ) : null}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Schließen</Button>
      </DialogActions>
      {removing ? (
        <ConfirmDialog
          title="Anmeldung entfernen?"
          confirmLabel="Anmeldung entfernen"
          busy={removal.status === 'working'}
          error={removal.status === 'failed' ? removal.error : undefined}
          onConfirm={() => dispatch(registrationRemoveRequested({ slug: workshop.slug, id: removing.id }))}
          onClose={() => setRemoving(null)}
        >
          Die Anmeldung von „{removing.name || removing.email}“ ({removing.email}) wird mit ihren E-Mails
          gelöscht, zum Beispiel auf Wunsch der Person.{' '}
          {removing.participants === 1 ? 'Ihr Platz wird' : `Ihre ${removing.participants} Plätze werden`}{' '}
          wieder frei. Das lässt sich nicht rückgängig machen.
        </ConfirmDialog>
      ) : null}
    </Dialog>
  );
}

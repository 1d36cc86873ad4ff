/**
 * /verwaltung/protokoll: every admin change, newest first: when, who, what and which document, and the
 * changed fields before and after. Older entries load on request.
 */
import { useEffect } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { formatTableDateTime, type AuditEntry } from '@speiseplaner/shared';
import { useAppDispatch, useAppSelector } from '../../../platform/hooks';
import PageTitle from '../../../components/PageTitle';
import ScrollRegion from '../../../components/ScrollRegion';
import { auditLoad, olderAuditNeeded } from './adminAuditSlice';
import { auditActionLabel, auditFieldLabel, auditTargetLabel, auditValue } from './auditLabels';

function Changes({ entry }: { entry: AuditEntry }) {
  if (entry.changes.length === 0) return <>–</>;
  return (
    <Stack component="ul" spacing={0.25} sx={{ m: 0, pl: 2 }}>
      {entry.changes.map((change) => (
        <li key={change.field}>
          <strong>{auditFieldLabel(change.field)}</strong>: {auditValue(change.before)} →{' '}
          {auditValue(change.after)}
        </li>
      ))}
      {entry.more > 0 ? <li>und {entry.more} weitere Felder</li> : null}
    </Stack>
  );
}

export default function AdminAuditPage() {
  const dispatch = useAppDispatch();
  const { load, entries, nextCursor } = useAppSelector((state) => state.adminAudit);
  useEffect(() => {
    dispatch(auditLoad.needed());
  }, [dispatch]);

  return (
    <Stack spacing={2}>
      <PageTitle title="Änderungsprotokoll – Verwaltung" />
      <Typography variant="h1">Änderungsprotokoll</Typography>
      <Typography color="text.secondary">
        Jede Änderung in der Verwaltung: Freischaltungen der Küchen, die Administratorrolle von Personen,
        Zutaten, gemeinsame Rezepte, Masterplan und Workshops. Die neueste steht oben.
      </Typography>
      {load.status === 'failed' ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" onClick={() => dispatch(auditLoad.needed())}>
              Erneut versuchen
            </Button>
          }
        >
          {load.error}
        </Alert>
      ) : null}
      {load.status === 'loading' && entries.length === 0 ? (
        <CircularProgress aria-label="Änderungsprotokoll wird geladen" />
      ) : null}
      {entries.length > 0 ? (
        <ScrollRegion label="Änderungsprotokoll">
          <Table size="small" aria-label="Änderungsprotokoll">
            <TableHead>
              <TableRow>
                <TableCell>Zeitpunkt</TableCell>
                <TableCell>Wer</TableCell>
                <TableCell>Was</TableCell>
                <TableCell>Eintrag</TableCell>
                <TableCell>Änderungen (vorher → nachher)</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {entries.map((entry) => (
                <TableRow key={entry.id} sx={{ verticalAlign: 'top' }}>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatTableDateTime(entry.at)}</TableCell>
                  <TableCell>{entry.actor.email || entry.actor.uid}</TableCell>
                  <TableCell>{auditActionLabel(entry.action)}</TableCell>
                  <TableCell>{auditTargetLabel(entry)}</TableCell>
                  <TableCell>
                    <Changes entry={entry} />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </ScrollRegion>
      ) : load.status === 'loaded' ? (
        <Typography>Noch keine Änderung verzeichnet.</Typography>
      ) : null}
      {nextCursor ? (
        <div>
          <Button
            variant="outlined"
            disabled={load.status === 'loading'}
            onClick={() => dispatch(olderAuditNeeded())}
          >
            Ältere Einträge laden
          </Button>
        </div>
      ) : null}
    </Stack>
  );
}

/**
 * Says that the browser is offline, while it is: edits stay in the page and are written once the
 * connection is back (flushTriggersSaga sends them at once then). An alert, so screen readers hear it
 * when the connection goes; it leaves when the connection is back.
 */
import Alert from '@mui/material/Alert';
import { useOnline } from './useOnline';

export const OFFLINE_TEXT = 'Offline – Ihre Änderungen werden gespeichert, sobald die Verbindung zurück ist';

export default function OfflineBanner() {
  const online = useOnline();
  if (online) return null;
  return (
    <Alert severity="warning" sx={{ pointerEvents: 'auto', boxShadow: 2 }}>
      {OFFLINE_TEXT}
    </Alert>
  );
}

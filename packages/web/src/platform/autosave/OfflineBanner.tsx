/**
 * Says that the browser is offline, while it is: edits stay in the page and are written once the
 * connection is back (flushTriggersSaga sends them at once then). When what shows is the offline store's
 * copy (platform/offline/keptAt.ts), it also says from when: „Gespeicherte Daten von 28.11.2026, 22:30 Uhr“
 * (#31; an app screen, so the app's date style, docs/product.md "Daten und Uhrzeiten"). An alert, so
 * screen readers hear it when the connection goes; it leaves when the connection is back.
 */
import Alert from '@mui/material/Alert';
import { formatBerlinDateTime } from '@speiseplaner/shared';
import { useShownFrom } from '../offline/keptAt';
import { useOnline } from './useOnline';

export const OFFLINE_TEXT = 'Offline – Ihre Änderungen werden gespeichert, sobald die Verbindung zurück ist';

/** The hint on kept data: „Gespeicherte Daten von 28.11.2026, 22:30 Uhr“. */
export const keptDataText = (keptAt: number) => `Gespeicherte Daten von ${formatBerlinDateTime(keptAt)}`;

export default function OfflineBanner() {
  const online = useOnline();
  const shownFrom = useShownFrom();
  if (online) return null;
  return (
    <Alert severity="warning" sx={{ pointerEvents: 'auto', boxShadow: 2 }}>
      {OFFLINE_TEXT}
      {shownFrom === null ? null : <div>{keptDataText(shownFrom)}</div>}
    </Alert>
  );
}

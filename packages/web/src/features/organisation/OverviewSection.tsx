/**
 * The Träger's overview (org/overview): the period chooser, the table of kitchens with its totals, the
 * trend, „CSV herunterladen“ (shared overviewCsv: German spreadsheet conventions) and „Drucken“ (an A4
 * landscape sheet: the Träger, the period, the table and the trend; the page's forms stay off paper).
 */
import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DownloadOutlined from '@mui/icons-material/DownloadOutlined';
import PrintOutlined from '@mui/icons-material/PrintOutlined';
import {
  berlinDateAndTime,
  formatGermanDate,
  overviewCsv,
  overviewCsvFileName,
  overviewPeriodLabel,
  type OverviewPeriod,
} from '@speiseplaner/shared';
import PrintStyles from '../../components/PrintStyles';
import { downloadCsv } from '../../platform/downloadCsv';
import { useAppDispatch } from '../../platform/hooks';
import { useNow } from '../../platform/useNow';
import OverviewTable from './OverviewTable';
import PeriodChooser from './PeriodChooser';
import TrendChart from './TrendChart';
import { overviewNeeded, useOrganisationSelector } from './organisationSlice';
import { sortOverviewRows, type OverviewColumn, type OverviewOrder } from './overviewSort';

/** The class of what „Drucken“ puts on paper (components/PrintStyles). */
export const OVERVIEW_SHEET = 'traeger-overview-sheet';

interface Props {
  organisationId: string;
  organisationName: string;
}

export default function OverviewSection({ organisationId, organisationName }: Props) {
  const dispatch = useAppDispatch();
  const now = useNow();
  const today = berlinDateAndTime(now).date;
  const { overview, overviewLoad, overviewPeriod } = useOrganisationSelector((state) => state.organisation);
  // The current month to begin with; a visit again shows the period chosen last.
  const [period, setPeriod] = useState<OverviewPeriod>(
    () => overviewPeriod ?? { kind: 'month', start: today.slice(0, 7) },
  );
  const [order, setOrder] = useState<OverviewOrder>({ column: 'name', direction: 'asc' });

  const periodKey = `${period.kind}:${period.start}`;
  useEffect(() => {
    dispatch(overviewNeeded({ organisationId, period }));
    // The period's key names it; the object is new on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [dispatch, organisationId, periodKey]);

  const sort = (column: OverviewColumn) =>
    setOrder((current) =>
      current.column === column
        ? { column, direction: current.direction === 'asc' ? 'desc' : 'asc' }
        : { column, direction: 'asc' },
    );

  // The shown answer is the chosen period's (a slower earlier answer never shows under a later choice).
  const shown =
    overview && overview.period.kind === period.kind && overview.period.start === period.start
      ? overview
      : undefined;
  const rows = shown ? sortOverviewRows(shown.rows, order) : [];
  const label = overviewPeriodLabel(period);

  return (
    <Stack component="section" spacing={2} aria-labelledby="overview-heading" className={OVERVIEW_SHEET}>
      <PrintStyles page="A4 landscape" sheet={OVERVIEW_SHEET} />
      <Typography variant="h2" id="overview-heading">
        Übersicht {label}
      </Typography>
      <Typography sx={{ display: 'none', '@media print': { display: 'block' } }}>
        {organisationName} · Stand {formatGermanDate(today)}
      </Typography>
      <div className="no-print">
        <PeriodChooser period={period} currentYear={Number(today.slice(0, 4))} onChange={setPeriod} />
      </div>
      {overviewLoad.status === 'failed' ? (
        <Alert
          severity="error"
          className="no-print"
          action={
            <Button color="inherit" onClick={() => dispatch(overviewNeeded({ organisationId, period }))}>
              Erneut versuchen
            </Button>
          }
        >
          {overviewLoad.error}
        </Alert>
      ) : null}
      {!shown && overviewLoad.status !== 'failed' ? (
        <CircularProgress aria-label="Übersicht wird geladen" />
      ) : null}
      {shown ? (
        <>
          {shown.rows.length === 0 ? (
            <Typography color="text.secondary">
              Noch keine Küche im Träger: Sobald eine Küche die Einladung annimmt, steht sie hier.
            </Typography>
          ) : null}
          <OverviewTable rows={rows} totals={shown.totals} order={order} onSort={sort} />
          <Typography variant="body2" color="text.secondary">
            Kosten: geplante Wochen des Zeitraums, umgerechnet auf Kindergarten-Portionen. Bio-Anteil:
            Warenwert der Einkaufslisten des Zeitraums, Stufe nach Bio-AHVV (Bronze ab 20 %, Silber ab 50 %,
            Gold ab 90 %). DGE-Kriterien: die letzten vier geplanten Wochen bis heute.
          </Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} className="no-print">
            <Button
              variant="outlined"
              startIcon={<DownloadOutlined />}
              onClick={() => downloadCsv(overviewCsvFileName(period), overviewCsv(rows, shown.totals))}
              sx={{ minHeight: 40 }}
            >
              CSV herunterladen
            </Button>
            <Button
              variant="outlined"
              startIcon={<PrintOutlined />}
              onClick={() => window.print()}
              sx={{ minHeight: 40 }}
            >
              Drucken
            </Button>
          </Stack>
          <Typography variant="h3" component="h3">
            Verlauf je Monat
          </Typography>
          <TrendChart trend={shown.trend} />
        </>
      ) : null}
    </Stack>
  );
}

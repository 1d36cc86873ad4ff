/**
 * „Preisliste des Trägers“ on the Träger page (docs/product.md, "Träger"): how many prices and since
 * when, „Vorlage herunterladen“ (shared priceListTemplateCsv: every catalogue ingredient with its
 * catalogue price), „CSV hochladen“ → a preview with the German error of every bad line (shared
 * parsePriceListCsv), „Übernehmen“ after a question (saves the good rows, replacing the list) or
 * „Abbrechen“, and „Preisliste entfernen“. A bad file changes nothing stored.
 */
import { useEffect, useState, type ChangeEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DownloadOutlined from '@mui/icons-material/DownloadOutlined';
import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import {
  berlinDateAndTime,
  formatNumber,
  parsePriceListCsv,
  priceListTemplateCsv,
  UTF8_BOM,
  type UserPrices,
} from '@speiseplaner/shared';
import { downloadCsv } from '../../platform/downloadCsv';
import { useAppDispatch } from '../../platform/hooks';
import StoreAreasGate from '../../platform/StoreAreasGate';
import { useNow } from '../../platform/useNow';
import ConfirmDialog from '../../components/ConfirmDialog';
import PriceListPreview, { type ParsedPriceList } from './PriceListPreview';
import { orgSharedAreas } from './orgSharedAreas';
import {
  orgPricesNeeded,
  orgPricesSaveSeen,
  orgPricesSubmitted,
  useOrgPricesSelector,
} from './orgPricesSlice';
import { dayOf } from './orgText';
import { CsvFileError, readCsvFile } from './readCsvFile';

const pricesText = (count: number) => (count === 1 ? '1 Preis' : `${formatNumber(count)} Preise`);

/** The file name of the template: `traeger-preisliste-vorlage-2026-03-02.csv`. */
export const templateFileName = (today: string) => `traeger-preisliste-vorlage-${today}.csv`;

function OrgPrices({ organisationId }: { organisationId: string }) {
  const dispatch = useAppDispatch();
  const today = berlinDateAndTime(useNow()).date;
  const { list, load, catalogue, catalogueLoad, save, savedCount } = useOrgPricesSelector(
    (state) => state.orgPrices,
  );
  const [parsed, setParsed] = useState<ParsedPriceList | undefined>();
  const [fileError, setFileError] = useState<string | undefined>();
  const [asking, setAsking] = useState<'apply' | 'remove' | undefined>();
  const [reading, setReading] = useState(false);

  useEffect(() => {
    dispatch(orgPricesNeeded({ organisationId }));
  }, [dispatch, organisationId]);

  // A done save closes its question and the preview (adjusted while rendering, as React's docs suggest
  // for state that follows another); a failed one keeps both, so nothing chosen is lost.
  const [seen, setSeen] = useState(save.status);
  if (seen !== save.status) {
    setSeen(save.status);
    if (save.status === 'done') {
      setAsking(undefined);
      setParsed(undefined);
    }
  }

  const count = list ? Object.keys(list.prices).length : 0;
  const sending = save.status === 'sending';
  const catalogueReady = catalogueLoad.status === 'loaded';
  const unitOf = (slug: string) => catalogue.find((ingredient) => ingredient.slug === slug)?.unit ?? '';

  const downloadTemplate = () => {
    const csv = priceListTemplateCsv(catalogue, today);
    // downloadCsv puts the BOM in front itself.
    downloadCsv(templateFileName(today), csv.startsWith(UTF8_BOM) ? csv.slice(UTF8_BOM.length) : csv);
  };

  const chosen = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // The same file may be chosen again after it was corrected.
    event.target.value = '';
    if (!file) return;
    dispatch(orgPricesSaveSeen());
    setFileError(undefined);
    setReading(true);
    try {
      const text = await readCsvFile(file);
      const result = parsePriceListCsv(text, catalogue);
      setParsed({ fileName: file.name, rows: result.rows, errors: result.errors });
    } catch (error) {
      // The earlier preview stays; the stored list is untouched.
      setFileError(
        error instanceof CsvFileError
          ? error.message
          : `Die Datei „${file.name}“ ließ sich nicht als Preisliste lesen. Bitte speichern Sie sie als CSV-Datei (UTF-8) und wählen Sie sie noch einmal.`,
      );
    } finally {
      setReading(false);
    }
  };

  const apply = () => {
    if (!parsed) return;
    const prices: UserPrices = Object.fromEntries(
      parsed.rows.map((row) => [row.slug, { price: row.price, amount: row.amount }]),
    );
    dispatch(orgPricesSubmitted({ organisationId, prices }));
  };

  return (
    <Stack spacing={2} component="section" aria-labelledby="org-prices-heading">
      <Typography variant="h2" id="org-prices-heading">
        Preisliste des Trägers
      </Typography>
      {load.status === 'failed' ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" onClick={() => dispatch(orgPricesNeeded({ organisationId }))}>
              Erneut versuchen
            </Button>
          }
        >
          {load.error}
        </Alert>
      ) : null}
      {!list && load.status !== 'failed' ? <CircularProgress aria-label="Preisliste wird geladen" /> : null}
      {list ? (
        <Typography>
          {count === 0
            ? 'Noch keine Preisliste: Die Küchen rechnen mit den Katalogpreisen und ihren eigenen Preisen.'
            : `${pricesText(count)}${list.updatedAt ? `, gespeichert am ${dayOf(list.updatedAt)}` : ''}. Die Küchen des Trägers rechnen mit diesen Preisen, wo sie keinen eigenen Preis eingetragen haben.`}
        </Typography>
      ) : null}
      <Typography color="text.secondary">
        Laden Sie die Preise Ihres Liefervertrags als CSV-Datei hoch: Spalten „Zutat“, „Preis“ (in Euro, mit
        Komma: 1,29), „Menge“ und „Einheit“ (g, kg, ml, l oder St.), getrennt durch Semikolon, etwa aus Excel
        als „CSV UTF-8“ gespeichert. Die Vorlage enthält alle Zutaten des Katalogs mit ihrem Katalogpreis.
        Eine neue Liste ersetzt die bisherige ganz.
      </Typography>
      {catalogueLoad.status === 'failed' ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" onClick={() => dispatch(orgPricesNeeded({ organisationId }))}>
              Erneut versuchen
            </Button>
          }
        >
          Der Zutatenkatalog fehlt, ohne ihn lassen sich Vorlage und Datei nicht prüfen: {catalogueLoad.error}
        </Alert>
      ) : null}
      {catalogueLoad.status === 'loading' || catalogueLoad.status === 'idle' ? (
        <Typography variant="body2" color="text.secondary" role="status">
          Der Zutatenkatalog wird geladen; danach lassen sich Vorlage und Datei prüfen.
        </Typography>
      ) : null}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Button
          variant="outlined"
          startIcon={<DownloadOutlined />}
          disabled={!catalogueReady}
          onClick={downloadTemplate}
          sx={{ minHeight: 40 }}
        >
          Vorlage herunterladen
        </Button>
        <Button
          variant="outlined"
          component="label"
          startIcon={<UploadFileOutlined />}
          disabled={!catalogueReady || sending}
          loading={reading}
          sx={{ minHeight: 40 }}
        >
          CSV hochladen
          <input
            type="file"
            accept=".csv,text/csv,text/plain,.txt"
            hidden
            onChange={(event) => void chosen(event)}
          />
        </Button>
        {count > 0 ? (
          <Button
            color="error"
            disabled={sending}
            onClick={() => {
              dispatch(orgPricesSaveSeen());
              setAsking('remove');
            }}
            sx={{ minHeight: 40 }}
          >
            Preisliste entfernen
          </Button>
        ) : null}
      </Stack>
      {fileError ? <Alert severity="error">{fileError}</Alert> : null}
      {!asking && save.status === 'done' ? (
        <Alert severity="success">
          {savedCount
            ? `${pricesText(savedCount)} übernommen. Die Küchen des Trägers rechnen ab sofort damit.`
            : 'Die Preisliste ist entfernt. Die Küchen rechnen wieder mit den Katalogpreisen und ihren eigenen Preisen.'}
        </Alert>
      ) : null}
      {!asking && save.status === 'failed' ? <Alert severity="error">{save.error}</Alert> : null}
      {parsed ? (
        <PriceListPreview
          parsed={parsed}
          unitOf={unitOf}
          busy={sending}
          onApply={() => {
            dispatch(orgPricesSaveSeen());
            setAsking('apply');
          }}
          onCancel={() => setParsed(undefined)}
        />
      ) : null}
      {asking === 'apply' && parsed ? (
        <ConfirmDialog
          title="Preisliste übernehmen?"
          confirmLabel="Übernehmen"
          busy={sending}
          error={save.status === 'failed' ? save.error : undefined}
          onConfirm={apply}
          onClose={() => setAsking(undefined)}
        >
          {count > 0
            ? `Die bisherige Preisliste des Trägers (${pricesText(count)})`
            : 'Die Preisliste des Trägers'}{' '}
          wird durch diese {pricesText(parsed.rows.length)} ersetzt.
          {parsed.errors.length === 1 ? ' Die Zeile mit Fehlern wird nicht übernommen.' : ''}
          {parsed.errors.length > 1
            ? ` Die ${parsed.errors.length} Zeilen mit Fehlern werden nicht übernommen.`
            : ''}{' '}
          Alle Küchen des Trägers rechnen sofort damit; ihre eigenen Preise bleiben und gehen weiter vor.
        </ConfirmDialog>
      ) : null}
      {asking === 'remove' ? (
        <ConfirmDialog
          title="Preisliste entfernen?"
          confirmLabel="Entfernen"
          busy={sending}
          error={save.status === 'failed' ? save.error : undefined}
          onConfirm={() => dispatch(orgPricesSubmitted({ organisationId, prices: {} }))}
          onClose={() => setAsking(undefined)}
        >
          {count === 1
            ? 'Der Preis des Trägers gilt dann in keiner Küche mehr.'
            : `Die ${formatNumber(count)} Preise des Trägers gelten dann in keiner Küche mehr.`}{' '}
          Die Küchen rechnen wieder mit den Katalogpreisen und ihren eigenen Preisen.
        </ConfirmDialog>
      ) : null}
    </Stack>
  );
}

export default function OrgPricesSection({ organisationId }: { organisationId: string }) {
  return (
    <StoreAreasGate areas={orgSharedAreas}>
      <OrgPrices organisationId={organisationId} />
    </StoreAreasGate>
  );
}

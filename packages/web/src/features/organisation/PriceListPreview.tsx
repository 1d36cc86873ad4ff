/**
 * The preview of a chosen price list file: the bad lines with their German errors first, then the good
 * rows as a table (Zutat, Preis, Menge, Einheit), and „Übernehmen“ / „Abbrechen“. Only good rows are
 * ever saved; nothing is saved before „Übernehmen“ and its question.
 */
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { formatEuro, formatNumber, type PriceListRow } from '@speiseplaner/shared';
import ScrollRegion from '../../components/ScrollRegion';

/** The table shows this many rows; all good rows are saved. */
export const PREVIEW_ROWS = 300;
/** The error list shows this many lines. */
const SHOWN_ERRORS = 50;

export interface ParsedPriceList {
  fileName: string;
  rows: PriceListRow[];
  errors: { line: number; message: string }[];
}

/** „1,29 €“, or with up to four decimals when the list has them („0,895 €“): the preview rounds nothing away. */
export function priceText(price: number): string {
  const cents = price * 100;
  return Math.abs(cents - Math.round(cents)) < 1e-9
    ? formatEuro(price)
    : `${formatNumber(price, { decimals: 4 })} €`;
}

interface Props {
  parsed: ParsedPriceList;
  /** The unit of an ingredient by slug ('g', 'ml', 'St.'). */
  unitOf: (slug: string) => string;
  busy: boolean;
  onApply: () => void;
  onCancel: () => void;
}

export default function PriceListPreview({ parsed, unitOf, busy, onApply, onCancel }: Props) {
  const { fileName, rows, errors } = parsed;
  return (
    <Stack spacing={2} component="section" aria-labelledby="price-preview-heading">
      <Typography variant="h3" component="h3" id="price-preview-heading">
        Vorschau: {fileName}
      </Typography>
      <Typography>
        {rows.length === 1 ? '1 Preis' : `${formatNumber(rows.length)} Preise`} gelesen
        {errors.length > 0
          ? `, ${errors.length === 1 ? '1 Zeile' : `${formatNumber(errors.length)} Zeilen`} mit Fehlern (werden nicht übernommen)`
          : ''}
        .
      </Typography>
      {errors.length > 0 ? (
        <Alert severity={rows.length === 0 ? 'error' : 'warning'}>
          <AlertTitle>
            {rows.length > 0 ? 'Diese Zeilen werden nicht übernommen' : 'Keine Zeile lässt sich übernehmen'}
          </AlertTitle>
          <ul style={{ margin: 0, paddingLeft: '1.25em' }}>
            {errors.slice(0, SHOWN_ERRORS).map((error) => (
              <li key={`${error.line}:${error.message}`}>{error.message}</li>
            ))}
          </ul>
          {errors.length > SHOWN_ERRORS ? (
            <Typography variant="body2" sx={{ mt: 1 }}>
              … und {formatNumber(errors.length - SHOWN_ERRORS)} weitere.
            </Typography>
          ) : null}
        </Alert>
      ) : null}
      {rows.length > 0 ? (
        <ScrollRegion label="Vorschau der Preisliste">
          <Table size="small" aria-label="Vorschau der Preisliste">
            <TableHead>
              <TableRow>
                <TableCell>Zeile</TableCell>
                <TableCell>Zutat</TableCell>
                <TableCell align="right">Preis</TableCell>
                <TableCell align="right">Menge</TableCell>
                <TableCell>Einheit</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.slice(0, PREVIEW_ROWS).map((row) => (
                <TableRow key={row.slug}>
                  <TableCell>{row.line}</TableCell>
                  <TableCell component="th" scope="row">
                    {row.name}
                  </TableCell>
                  <TableCell align="right">{priceText(row.price)}</TableCell>
                  <TableCell align="right">{formatNumber(row.amount, { decimals: 3 })}</TableCell>
                  <TableCell>{unitOf(row.slug)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </ScrollRegion>
      ) : null}
      {rows.length > PREVIEW_ROWS ? (
        <Typography variant="body2" color="text.secondary">
          Die Vorschau zeigt die ersten {PREVIEW_ROWS} von {formatNumber(rows.length)} Preisen; übernommen
          werden alle.
        </Typography>
      ) : null}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <Button
          variant="contained"
          disabled={rows.length === 0 || busy}
          onClick={onApply}
          sx={{ minHeight: 40 }}
        >
          Übernehmen
        </Button>
        <Button disabled={busy} onClick={onCancel} sx={{ minHeight: 40 }}>
          Abbrechen
        </Button>
      </Stack>
    </Stack>
  );
}

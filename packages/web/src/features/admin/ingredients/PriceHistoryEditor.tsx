/**
 * The price history in the Zutatenkatalog's editor: every entry, newest first, with the one that applies
 * today marked; a new entry (date, price) and a correction of one are checked by the shared rules
 * (prices/priceEntries.ts) and refused with their German message at the field, the typed text kept. The
 * list is part of the ingredient: it is saved with it.
 */
import { useState } from 'react';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  addPriceEntry,
  amountInput,
  checkPriceEntryInput,
  comparablePrice,
  correctPriceEntry,
  currentPriceEntry,
  formatGermanDate,
  formatPrice,
  isDomainError,
  removePriceEntry,
  today,
  type PriceEntry,
  type PriceEntryErrors,
  type PriceEntryInput,
} from '@speiseplaner/shared';
import ScrollRegion from '../../../components/ScrollRegion';

interface Props {
  prices: PriceEntry[];
  /** The ingredient's reference amount as the form reads it now; null while that field is not a number. */
  referenceAmount: number | null;
  unit: string;
  /** A message about the list as a whole (from checking the whole ingredient). */
  error?: string;
  onChange: (prices: PriceEntry[]) => void;
}

const NO_AMOUNT = 'Bitte geben Sie zuerst eine gültige Bezugsmenge ein; ein neuer Preis gilt für sie.';

/** The list after `change`, or the German message at the field it concerns. */
function attempt(change: () => PriceEntry[]): { prices: PriceEntry[] } | { errors: PriceEntryErrors } {
  try {
    return { prices: change() };
  } catch (error) {
    if (!isDomainError(error)) throw error;
    return { errors: error.path === 'fromDate' ? { date: error.message } : { price: error.message } };
  }
}

function EntryFields({
  idPrefix,
  input,
  errors,
  amount,
  suffix = '',
  onInput,
}: {
  idPrefix: string;
  /** Tells the fields of a correction from those of a new price: " (Korrektur)". */
  suffix?: string;
  input: PriceEntryInput;
  errors: PriceEntryErrors;
  /** What the price is for: "100 g". */
  amount: string;
  onInput: (input: PriceEntryInput) => void;
}) {
  return (
    <>
      <TextField
        id={`${idPrefix}-date`}
        label={`Gültig ab${suffix}`}
        size="small"
        value={input.date}
        error={errors.date !== undefined}
        helperText={errors.date ?? 'TT.MM.JJJJ oder JJJJ-MM-TT'}
        onChange={(event) => onInput({ ...input, date: event.target.value })}
      />
      <TextField
        id={`${idPrefix}-price`}
        label={`Preis in € für ${amount}${suffix}`}
        size="small"
        value={input.price}
        error={errors.price !== undefined}
        helperText={errors.price ?? 'z. B. 2,49'}
        onChange={(event) => onInput({ ...input, price: event.target.value })}
        slotProps={{ htmlInput: { inputMode: 'decimal' } }}
      />
    </>
  );
}

export default function PriceHistoryEditor({ prices, referenceAmount, unit, error, onChange }: Props) {
  const [added, setAdded] = useState<PriceEntryInput>({ date: today(), price: '' });
  const [addErrors, setAddErrors] = useState<PriceEntryErrors>({});
  const [editing, setEditing] = useState<{ index: number; input: PriceEntryInput } | null>(null);
  const [editErrors, setEditErrors] = useState<PriceEntryErrors>({});
  const current = currentPriceEntry(prices, today());

  const add = () => {
    if (referenceAmount === null) {
      setAddErrors({ price: NO_AMOUNT });
      return;
    }
    const checked = checkPriceEntryInput(added, referenceAmount);
    const result = 'entry' in checked ? attempt(() => addPriceEntry(prices, checked.entry)) : checked;
    if ('errors' in result) {
      setAddErrors(result.errors);
      return;
    }
    setAddErrors({});
    setAdded({ ...added, price: '' });
    onChange(result.prices);
  };

  const correct = () => {
    if (!editing) return;
    const entry = prices[editing.index];
    if (!entry) return;
    const checked = checkPriceEntryInput(editing.input, entry.referenceAmount);
    const result =
      'entry' in checked ? attempt(() => correctPriceEntry(prices, editing.index, checked.entry)) : checked;
    if ('errors' in result) {
      setEditErrors(result.errors);
      return;
    }
    setEditing(null);
    setEditErrors({});
    onChange(result.prices);
  };

  const startEditing = (index: number, entry: PriceEntry) => {
    setEditing({ index, input: { date: entry.fromDate, price: amountInput(entry.price) } });
    setEditErrors({});
  };

  // Newest first, each with its index in the list as stored.
  const rows = prices.map((entry, index) => ({ entry, index })).reverse();

  return (
    <Stack spacing={2}>
      {error ? (
        <Typography color="error" role="alert">
          {error}
        </Typography>
      ) : null}
      {rows.length === 0 ? (
        <Typography color="text.secondary">Noch kein Preis erfasst.</Typography>
      ) : (
        <ScrollRegion label="Preisverlauf">
          <Table size="small" aria-label="Preisverlauf">
            <TableHead>
              <TableRow>
                <TableCell>Gültig ab</TableCell>
                <TableCell align="right">Preis (€)</TableCell>
                <TableCell align="right">für Menge</TableCell>
                <TableCell align="right">je 100 {unit} (€)</TableCell>
                <TableCell>Aktionen</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map(({ entry, index }) =>
                editing?.index === index ? (
                  <TableRow key={`edit-${index}`}>
                    <TableCell colSpan={5}>
                      <Stack
                        direction={{ xs: 'column', sm: 'row' }}
                        spacing={2}
                        sx={{ alignItems: { sm: 'flex-start' }, py: 1 }}
                      >
                        <EntryFields
                          idPrefix="price-correction"
                          input={editing.input}
                          errors={editErrors}
                          amount={`${amountInput(entry.referenceAmount)} ${unit}`}
                          suffix=" (Korrektur)"
                          onInput={(input) => setEditing({ index, input })}
                        />
                        <Button variant="outlined" onClick={correct}>
                          Korrektur übernehmen
                        </Button>
                        <Button onClick={() => setEditing(null)}>Abbrechen</Button>
                      </Stack>
                    </TableCell>
                  </TableRow>
                ) : (
                  <TableRow key={`${entry.fromDate}-${index}`}>
                    <TableCell component="th" scope="row">
                      {formatGermanDate(entry.fromDate)}
                      {entry === current ? (
                        <Chip label="gilt heute" size="small" color="primary" sx={{ ml: 1 }} />
                      ) : null}
                    </TableCell>
                    <TableCell align="right">{formatPrice(entry.price)}</TableCell>
                    <TableCell align="right">
                      {amountInput(entry.referenceAmount)} {unit}
                    </TableCell>
                    <TableCell align="right">
                      {formatPrice(comparablePrice(entry.price, entry.referenceAmount))}
                    </TableCell>
                    <TableCell>
                      <Stack direction="row" spacing={1}>
                        <Button
                          size="small"
                          sx={{ minHeight: 40 }}
                          onClick={() => startEditing(index, entry)}
                          aria-label={`Preis vom ${formatGermanDate(entry.fromDate)} korrigieren`}
                        >
                          Korrigieren
                        </Button>
                        <Button
                          size="small"
                          sx={{ minHeight: 40 }}
                          color="error"
                          onClick={() => onChange(removePriceEntry(prices, index))}
                          aria-label={`Preis vom ${formatGermanDate(entry.fromDate)} entfernen`}
                        >
                          Entfernen
                        </Button>
                      </Stack>
                    </TableCell>
                  </TableRow>
                ),
              )}
            </TableBody>
          </Table>
        </ScrollRegion>
      )}
      <Typography variant="h3" component="h3">
        Neuer Preis
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'flex-start' } }}>
        <EntryFields
          idPrefix="price-new"
          input={added}
          errors={addErrors}
          amount={referenceAmount === null ? 'die Bezugsmenge' : `${amountInput(referenceAmount)} ${unit}`}
          onInput={setAdded}
        />
        <Button variant="outlined" onClick={add}>
          Preis hinzufügen
        </Button>
      </Stack>
    </Stack>
  );
}

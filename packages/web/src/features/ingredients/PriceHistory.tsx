/** The price entries of one ingredient, newest first, with their comparable price per 100 units. */
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { comparablePrice, formatGermanDate, formatPrice, type Ingredient } from '@speiseplaner/shared';

export default function PriceHistory({ ingredient }: { ingredient: Ingredient }) {
  const entries = ingredient.prices.slice().reverse();
  if (entries.length === 0) return <Typography color="text.secondary">Noch kein Preis erfasst.</Typography>;
  return (
    <Table size="small" aria-label={`Preisverlauf ${ingredient.name}`}>
      <TableHead>
        <TableRow>
          <TableCell>Gültig ab</TableCell>
          <TableCell align="right">Preis (€)</TableCell>
          <TableCell align="right">für Menge</TableCell>
          <TableCell align="right">je 100 {ingredient.unit} (€)</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {entries.map((entry) => (
          <TableRow key={`${entry.fromDate}-${entry.referenceAmount}`}>
            <TableCell>{formatGermanDate(entry.fromDate)}</TableCell>
            <TableCell align="right">{formatPrice(entry.price)}</TableCell>
            <TableCell align="right">
              {entry.referenceAmount} {ingredient.unit}
            </TableCell>
            <TableCell align="right">
              {formatPrice(comparablePrice(entry.price, entry.referenceAmount))}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

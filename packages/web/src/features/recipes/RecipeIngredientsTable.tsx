/**
 * The recipe's ingredients scaled to the chosen heads: net (edible) and gross (to buy) amounts and cost.
 * Amounts as every screen shows them (shared displayQuantity: whole pieces rounded up, as on the shopping
 * list); the cost is that of the exact amount.
 */
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { displayQuantity, formatPrice, type RecipeLine } from '@speiseplaner/shared';
import ScrollRegion from '../../components/ScrollRegion';

export default function RecipeIngredientsTable({ lines, total }: { lines: RecipeLine[]; total: number }) {
  return (
    <ScrollRegion label="Zutaten des Rezepts">
      <Table size="small" aria-label="Zutaten des Rezepts">
        <TableHead>
          <TableRow>
            <TableCell>Zutat</TableCell>
            <TableCell align="right">Menge netto</TableCell>
            <TableCell align="right">Menge brutto</TableCell>
            <TableCell align="right">Kosten (€)</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {lines.map((line) => (
            <TableRow key={line.slug}>
              <TableCell component="th" scope="row">
                {line.name}
                {line.known ? '' : ' (nicht im Zutatenkatalog)'}
              </TableCell>
              <TableCell align="right">{displayQuantity(line.netAmount, line.unit)}</TableCell>
              <TableCell align="right">{displayQuantity(line.grossAmount, line.unit)}</TableCell>
              <TableCell align="right">{formatPrice(line.cost)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
        <TableFooter>
          <TableRow>
            <TableCell colSpan={3}>Summe</TableCell>
            <TableCell align="right">{formatPrice(total)}</TableCell>
          </TableRow>
        </TableFooter>
      </Table>
    </ScrollRegion>
  );
}

/** The kitchen's shopping lists, newest first: range (link to the list), status, item count, cost. */
import { Link as RouterLink } from 'react-router';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { formatEuro, formatGermanDate, shoppingListTotal, type ShoppingList } from '@speiseplaner/shared';
import ShoppingStatusChip from './ShoppingStatusChip';
import ScrollRegion from '../../components/ScrollRegion';

export default function ShoppingListsTable({ lists }: { lists: ShoppingList[] }) {
  return (
    <ScrollRegion label="Einkaufslisten">
      <Table size="small" aria-label="Einkaufslisten">
        <TableHead>
          <TableRow>
            <TableCell>Zeitraum</TableCell>
            <TableCell>Status</TableCell>
            <TableCell align="right">Artikel</TableCell>
            <TableCell align="right">Kosten</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {lists.map((list) => {
            const checked = list.items.filter((i) => i.checked).length;
            return (
              <TableRow key={list.id} hover>
                <TableCell>
                  <Link component={RouterLink} to={`/app/einkauf/${list.id}`}>
                    {formatGermanDate(list.startDate)} bis {formatGermanDate(list.endDate)}
                  </Link>
                </TableCell>
                <TableCell>
                  <ShoppingStatusChip status={list.status} />
                </TableCell>
                <TableCell align="right">
                  {list.items.length}
                  {checked > 0 ? ` (${checked} abgehakt)` : ''}
                </TableCell>
                <TableCell align="right">{formatEuro(shoppingListTotal(list))}</TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </ScrollRegion>
  );
}

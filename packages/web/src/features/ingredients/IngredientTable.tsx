/**
 * The sortable Zutaten table; a click on a row opens the price dialog of that ingredient (from which the
 * kitchen's own allergen marks open).
 */
import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import { formatPrice, OWN_ALLERGENS_MARK } from '@speiseplaner/shared';
import type { IngredientRow, SortDirection, SortKey } from './ingredientRows';
import ScrollRegion from '../../components/ScrollRegion';

const COLUMNS: { key: SortKey; label: string; numeric?: boolean }[] = [
  { key: 'name', label: 'Name' },
  { key: 'unit', label: 'Einheit' },
  { key: 'referenceAmount', label: 'Bezugsmenge', numeric: true },
  { key: 'currentPrice', label: 'Aktueller Preis (€)', numeric: true },
  { key: 'comparable', label: 'Vergleichspreis je 100 (€)', numeric: true },
  { key: 'allergens', label: 'Allergene' },
  { key: 'foodGroup', label: 'Lebensmittelgruppe' },
  { key: 'flags', label: 'Merkmale' },
];

interface Props {
  rows: IngredientRow[];
  sortKey: SortKey;
  direction: SortDirection;
  onSort: (key: SortKey) => void;
  onOpen: (slug: string) => void;
}

export default function IngredientTable({ rows, sortKey, direction, onSort, onOpen }: Props) {
  return (
    <ScrollRegion label="Zutaten">
      <Table size="small" aria-label="Zutaten">
        <TableHead>
          <TableRow>
            {COLUMNS.map((column) => (
              <TableCell
                key={column.key}
                align={column.numeric ? 'right' : 'left'}
                sortDirection={sortKey === column.key ? direction : false}
              >
                <TableSortLabel
                  active={sortKey === column.key}
                  direction={sortKey === column.key ? direction : 'asc'}
                  onClick={() => onSort(column.key)}
                >
                  {column.label}
                </TableSortLabel>
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.slug} hover onClick={() => onOpen(row.slug)} sx={{ cursor: 'pointer' }}>
              <TableCell component="th" scope="row">
                {row.name}
              </TableCell>
              <TableCell>{row.unit}</TableCell>
              <TableCell align="right">{row.referenceAmount}</TableCell>
              <TableCell align="right">{formatPrice(row.currentPrice)}</TableCell>
              <TableCell align="right">
                {formatPrice(row.comparable)}
                {row.ownPrice ? (
                  <Chip label="eigener Preis" size="small" color="primary" sx={{ ml: 1 }} />
                ) : null}
              </TableCell>
              <TableCell>
                {row.allergens}
                {row.ownAllergens ? (
                  <Chip label={OWN_ALLERGENS_MARK} size="small" color="primary" sx={{ ml: 1 }} />
                ) : null}
              </TableCell>
              <TableCell>{row.foodGroup}</TableCell>
              <TableCell>{row.flags.join(', ')}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </ScrollRegion>
  );
}

/**
 * The overview's table: one row per kitchen, sortable by every column (the header buttons; the order is

 * the CSV's too; the header cell says the order with aria-sort), and the totals row (sums over all kitchens, shared organisations/overview.ts).
 */
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import { formatNumber, type OverviewRow, type OverviewTotals } from '@speiseplaner/shared';
import ScrollRegion from '../../components/ScrollRegion';
import { bioText, dayOf, dgeText, euroText } from './orgText';
import type { OverviewColumn, OverviewOrder } from './overviewSort';

const COLUMNS: { column: OverviewColumn; label: string; numeric: boolean }[] = [
  { column: 'name', label: 'Küche', numeric: false },
  { column: 'costPerPortion', label: 'Kosten je Kindergarten-Portion', numeric: true },
  { column: 'bioPercent', label: 'Bio-Anteil und Stufe', numeric: true },
  { column: 'dge', label: 'DGE-Kriterien (letzte vier geplante Wochen)', numeric: true },
  { column: 'nextWeekPlanned', label: 'Nächste Woche geplant', numeric: false },
  { column: 'lastActivity', label: 'Letzte Aktivität', numeric: false },
];

interface Props {
  rows: readonly OverviewRow[];
  totals: OverviewTotals;
  order: OverviewOrder;
  onSort: (column: OverviewColumn) => void;
}

export default function OverviewTable({ rows, totals, order, onSort }: Props) {
  return (
    <ScrollRegion label="Übersicht der Küchen">
      <Table size="small" aria-label="Übersicht der Küchen" sx={{ minWidth: 720 }}>
        <TableHead>
          <TableRow>
            {COLUMNS.map(({ column, label, numeric }) => {
              const active = order.column === column;
              return (
                <TableCell
                  key={column}
                  align={numeric ? 'right' : 'left'}
                  sortDirection={active ? order.direction : false}
                >
                  <TableSortLabel
                    active={active}
                    direction={active ? order.direction : 'asc'}
                    onClick={() => onSort(column)}
                    sx={{ minHeight: 40 }}
                  >
                    {label}
                  </TableSortLabel>
                </TableCell>
              );
            })}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.kitchenId}>
              <TableCell component="th" scope="row">
                {row.name || 'Küche ohne Namen'}
              </TableCell>
              <TableCell align="right">{euroText(row.costPerPortion)}</TableCell>
              <TableCell align="right">{bioText(row.bioPercent, row.bioLevel)}</TableCell>
              <TableCell align="right">{dgeText(row.dgeMet, row.dgeTotal)}</TableCell>
              <TableCell>{row.nextWeekPlanned ? 'ja' : 'nein'}</TableCell>
              <TableCell>{row.lastActivity === null ? '–' : dayOf(row.lastActivity)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
        <TableFooter>
          <TableRow sx={{ '& td, & th': { fontWeight: 'bold', color: 'text.primary', fontSize: 'inherit' } }}>
            <TableCell component="th" scope="row">
              Gesamt ({formatNumber(totals.portions)} Portionen)
            </TableCell>
            <TableCell align="right">{euroText(totals.costPerPortion)}</TableCell>
            <TableCell align="right">{bioText(totals.bioPercent, totals.bioLevel)}</TableCell>
            <TableCell />
            <TableCell />
            <TableCell />
          </TableRow>
        </TableFooter>
      </Table>
    </ScrollRegion>
  );
}

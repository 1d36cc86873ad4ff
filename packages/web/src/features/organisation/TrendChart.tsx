/**
 * The overview's trend over the period's months: cost per Kindergarten portion and Bio share of all the
 * Träger's kitchens together.
 *
 * CHART SPOT (issue #30, item 5): the charts helper adds `@mui/x-charts` and draws the line chart here,
 * lazy-loaded so only pages with charts carry the library. This table stays as the chart's text
 * alternative (every chart has one); until the chart arrives it is what the page shows.
 */
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { formatMonth, formatPercent, type OverviewTrendPoint } from '@speiseplaner/shared';
import ScrollRegion from '../../components/ScrollRegion';
import { euroText } from './orgText';

export default function TrendChart({ trend }: { trend: readonly OverviewTrendPoint[] }) {
  return (
    <ScrollRegion label="Verlauf je Monat">
      <Table size="small" aria-label="Verlauf je Monat">
        <TableHead>
          <TableRow>
            <TableCell>Monat</TableCell>
            <TableCell align="right">Kosten je Kindergarten-Portion</TableCell>
            <TableCell align="right">Bio-Anteil</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {trend.map((point) => (
            <TableRow key={point.month}>
              <TableCell component="th" scope="row">
                {formatMonth(point.month)}
              </TableCell>
              <TableCell align="right">{euroText(point.costPerPortion)}</TableCell>
              <TableCell align="right">
                {point.bioPercent === null ? '–' : formatPercent(point.bioPercent)}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </ScrollRegion>
  );
}

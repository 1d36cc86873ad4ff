/**
 * The overview's trend over the period's months: cost per Kindergarten portion and Bio share of all the
 * Träger's kitchens together, as a line chart (shared ChartFigure, docs/architecture.md "Charts") over the
 * table that is its text alternative. A single month (the period „Monat“) has no line to draw: then only
 * the table.
 */
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { formatMonth, formatMonthShort, formatPercent, type OverviewTrendPoint } from '@speiseplaner/shared';
import ChartFigure from '../../components/charts/ChartFigure';
import ScrollRegion from '../../components/ScrollRegion';
import { euroText } from './orgText';

export default function TrendChart({ trend }: { trend: readonly OverviewTrendPoint[] }) {
  return (
    <>
      {trend.length > 1 ? (
        <ChartFigure
          title="Kosten und Bio-Anteil je Monat"
          pointHeader="Monat"
          tableElsewhere="Verlauf je Monat"
          points={trend.map((p) => ({
            key: p.month,
            label: formatMonthShort(p.month),
            longLabel: formatMonth(p.month),
          }))}
          series={[
            {
              id: 'cost',
              label: 'Kosten je Kindergarten-Portion',
              kind: 'line',
              unit: 'euro',
              values: trend.map((p) => p.costPerPortion),
              missingText: 'keine geplanten Wochen',
            },
            {
              id: 'bio',
              label: 'Bio-Anteil',
              kind: 'line',
              unit: 'percent',
              values: trend.map((p) => p.bioPercent),
              missingText: 'keine Einkäufe',
            },
          ]}
        />
      ) : null}
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
    </>
  );
}

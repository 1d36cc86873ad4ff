/**
 * A chart with its figures as a table (docs/architecture.md, "Charts"). The drawing (MUI X Charts) loads
 * as a chunk of its own when the first chart renders, so pages without charts never load the library; it
 * is hidden from screen readers, and the figure is named after the chart. Its text alternative is a table
 * behind „Als Tabelle anzeigen“, or, with `tableElsewhere`, a table the page shows anyway (the figure
 * names it).
 *
 * Series of up to two units (e.g. € and %) share the x axis; the first unit's scale is on the left, the
 * second's on the right. Values read in German through the shared formatters (chartTypes.ts).
 */
import { lazy, Suspense, useId, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import ChunkBoundary from '../ChunkBoundary';
import ScrollRegion from '../ScrollRegion';
import { VISUALLY_HIDDEN } from '../VisuallyHidden';
import {
  chartValueText,
  seriesColour,
  type ChartGuide,
  type ChartPoint,
  type ChartSeries,
} from './chartTypes';

const ChartPlot = lazy(() => import('./ChartPlot'));

export interface ChartFigureProps {
  /** The figure's name and the table's caption: „Kosten je Kindergartenportion nach Woche“. */
  title: string;
  /** Header of the table's first column: „Woche“, „Monat“. */
  pointHeader: string;
  points: ChartPoint[];
  series: ChartSeries[];
  /** Dashed lines at values of the first series' unit (only with series of one unit). */
  guides?: ChartGuide[];
  /** Top of the first unit's scale at least (a percent scale always runs to 100 %). */
  max?: number;
  /** Height of the drawing in px (default 220). */
  height?: number;
  /** Name of a table on the page with the same figures: then no table here, the figure points to it. */
  tableElsewhere?: string;
}

function Legend({ series }: { series: ChartSeries[] }) {
  const { palette } = useTheme();
  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }} aria-hidden="true">
      {series.map((s, i) => {
        const colour = seriesColour(s.tone, i, palette);
        return (
          <Stack key={s.id} direction="row" spacing={0.75} sx={{ alignItems: 'center' }}>
            <svg width={18} height={12} style={{ flexShrink: 0 }}>
              {s.kind === 'bar' ? (
                <rect x={3} y={0} width={12} height={12} rx={2} fill={colour} />
              ) : (
                <line
                  x1={0}
                  x2={18}
                  y1={6}
                  y2={6}
                  stroke={colour}
                  strokeWidth={2}
                  strokeDasharray={s.dashed ? '5 3' : undefined}
                />
              )}
            </svg>
            <Typography variant="body2">{s.label}</Typography>
          </Stack>
        );
      })}
    </Stack>
  );
}

function FigureTable({ title, pointHeader, points, series }: ChartFigureProps) {
  return (
    <ScrollRegion label={title}>
      <Table size="small" aria-label={title}>
        <TableHead>
          <TableRow>
            <TableCell>{pointHeader}</TableCell>
            {series.map((s) => (
              <TableCell key={s.id} align="right">
                {s.label}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {points.map((point, i) => (
            <TableRow key={point.key} selected={point.highlighted}>
              <TableCell component="th" scope="row">
                {point.longLabel ?? point.label}
              </TableCell>
              {series.map((s) => (
                <TableCell key={s.id} align="right">
                  {chartValueText(s, s.values[i])}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </ScrollRegion>
  );
}

export default function ChartFigure(props: ChartFigureProps) {
  const { title, points, series, guides = [], max, height = 220, tableElsewhere } = props;
  const [tableShown, setTableShown] = useState(false);
  const tableId = useId();
  const noteId = useId();
  return (
    <Box
      component="figure"
      aria-label={title}
      aria-describedby={tableElsewhere ? noteId : undefined}
      sx={{ m: 0, minWidth: 0 }}
    >
      <Stack spacing={1}>
        {series.length > 1 ? <Legend series={series} /> : null}
        <ChunkBoundary
          fallback={
            <Typography color="text.secondary">
              Das Diagramm lässt sich gerade nicht laden; die Zahlen stehen in der Tabelle.
            </Typography>
          }
        >
          <Box aria-hidden="true" sx={{ height }} data-testid="chart-drawing">
            <Suspense fallback={null}>
              <ChartPlot points={points} series={series} guides={guides} max={max} height={height} />
            </Suspense>
          </Box>
        </ChunkBoundary>
        {tableElsewhere ? (
          <Box component="span" id={noteId} sx={VISUALLY_HIDDEN}>
            {`Die Zahlen stehen in der Tabelle „${tableElsewhere}“.`}
          </Box>
        ) : (
          <>
            <Box>
              <Button
                size="small"
                aria-expanded={tableShown}
                aria-controls={tableId}
                onClick={() => setTableShown((shown) => !shown)}
              >
                {tableShown ? 'Tabelle ausblenden' : 'Als Tabelle anzeigen'}
              </Button>
            </Box>
            <Box id={tableId} hidden={!tableShown}>
              {tableShown ? <FigureTable {...props} /> : null}
            </Box>
          </>
        )}
      </Stack>
    </Box>
  );
}

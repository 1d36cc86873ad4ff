/**
 * The drawing of a ChartFigure with MUI X Charts (docs/architecture.md, "Charts"). Loaded lazily by
 * ChartFigure, so the library is a chunk of its own that only pages with a chart request. The figures'
 * text alternative is ChartFigure's table; this drawing is hidden from assistive technology there, which is
 * why the library's keyboard navigation is off (nothing inside may take the focus).
 */
import { useTheme } from '@mui/material/styles';
import type { CSSProperties } from 'react';
import { BarPlot } from '@mui/x-charts/BarChart';
import { ChartsAxisHighlight } from '@mui/x-charts/ChartsAxisHighlight';
import { ChartsContainer } from '@mui/x-charts/ChartsContainer';
import { ChartsGrid } from '@mui/x-charts/ChartsGrid';
import { ChartsReferenceLine } from '@mui/x-charts/ChartsReferenceLine';
import { ChartsTooltip } from '@mui/x-charts/ChartsTooltip';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';
import { lineClasses, LinePlot, MarkPlot } from '@mui/x-charts/LineChart';
import type { AllSeriesType } from '@mui/x-charts/models';
import {
  chartTickText,
  chartValueText,
  seriesColour,
  type ChartGuide,
  type ChartPoint,
  type ChartSeries,
  type ChartUnit,
} from './chartTypes';

export interface ChartPlotProps {
  points: ChartPoint[];
  series: ChartSeries[];
  guides: ChartGuide[];
  /** Top of the first unit's axis at least (a percent axis always runs 0–100 %). */
  max?: number;
  height: number;
}

/** Below this width (px) a bar carries no value label: the labels would run into each other. */
const LABEL_MIN_BAR_WIDTH = 30;
const X_AXIS = 'x';
const GUIDE_AXIS = 'guides';

export default function ChartPlot({ points, series, guides, max, height }: ChartPlotProps) {
  const theme = useTheme();
  const { palette } = theme;
  const pointOf = new Map(points.map((p) => [p.key, p]));
  // One value axis per unit, in the order the series name them: the first on the left, the second right.
  const units = [...new Set(series.map((s) => s.unit))].slice(0, 2) as ChartUnit[];
  const first = units[0] ?? 'count';
  const top = (unit: ChartUnit) => {
    if (unit === 'percent') return 100;
    const values = series.filter((s) => s.unit === unit).flatMap((s) => s.values);
    const own = unit === first ? [max ?? 0, ...guides.map((g) => g.value)] : [];
    // Some room above the highest bar for its value label.
    return Math.max(0, ...own, ...values.map((v) => (v ?? 0) * 1.12)) || 1;
  };
  const tickStyle = { fontSize: 11, fill: palette.text.secondary };

  const yAxes = units.map((unit, i) => ({
    id: unit,
    scaleType: 'linear' as const,
    position: i === 0 ? ('left' as const) : ('right' as const),
    min: 0,
    max: top(unit),
    tickNumber: 4,
    width: unit === 'euro' ? 56 : 44,
    tickLabelStyle: tickStyle,
    valueFormatter: (value: number) => chartTickText(unit, value),
  }));
  // The guides' names sit in the right margin, as ticks of an axis of their own over the same scale: inside
  // the plot they ran into the bars' value labels (the „88 %“ over „Gold“ of the old chart).
  const guideAxis =
    guides.length && units.length === 1
      ? [
          {
            id: GUIDE_AXIS,
            scaleType: 'linear' as const,
            position: 'right' as const,
            min: 0,
            max: top(first),
            tickInterval: guides.map((g) => g.value),
            disableLine: true,
            width: 52,
            tickLabelStyle: tickStyle,
            valueFormatter: (value: number) => guides.find((g) => g.value === value)?.label ?? '',
          },
        ]
      : [];

  const chartSeries: AllSeriesType[] = series.map((s, i) => {
    const colour = seriesColour(s.tone, i, palette);
    const common = {
      id: s.id,
      label: s.label,
      data: s.values,
      xAxisId: X_AXIS,
      yAxisId: s.unit,
      color: colour,
      valueFormatter: (value: number | null) => chartValueText(s, value),
    };
    if (s.kind === 'line') return { ...common, type: 'line' as const, showMark: points.length <= 24 };
    return {
      ...common,
      type: 'bar' as const,
      colorGetter: ({ dataIndex }: { dataIndex: number }) =>
        points[dataIndex]?.highlighted ? palette.secondary.main : colour,
      barLabelPlacement: 'outside' as const,
      barLabel: s.showValues
        ? (item: { value: number | null }, context: { bar: { width: number } }) =>
            item.value !== null && item.value > 0 && context.bar.width >= LABEL_MIN_BAR_WIDTH
              ? chartValueText(s, item.value)
              : null
        : undefined,
    };
  });

  const dashed = series.filter((s) => s.dashed).map((s) => s.id);
  // One style record with plain keys: spread into the sx prop, the computed keys made TypeScript 7 give up
  // on the prop's union (TS2590).
  const plotStyles: Record<string, CSSProperties> = {
    '& text': { fontFamily: theme.typography.fontFamily },
  };
  for (const id of dashed)
    plotStyles[`& .${lineClasses.line}[data-series="${id}"]`] = { strokeDasharray: '6 4' };
  return (
    <ChartsContainer
      height={height}
      series={chartSeries}
      xAxis={[
        {
          id: X_AXIS,
          scaleType: 'band',
          data: points.map((p) => p.key),
          height: 28,
          tickLabelStyle: tickStyle,
          // Ticks carry the short label, the tooltip the long one.
          valueFormatter: (key: string, context) => {
            const point = pointOf.get(key);
            if (!point) return key;
            return context.location === 'tick' ? point.label : (point.longLabel ?? point.label);
          },
        },
      ]}
      yAxis={[...yAxes, ...guideAxis]}
      margin={{ top: 8, right: units.length > 1 || guideAxis.length ? 0 : 8, bottom: 0, left: 0 }}
      disableKeyboardNavigation
      // Figures, not a show: the drawing stands at once (also after a resize, and for screenshots).
      skipAnimation
      sx={plotStyles}
    >
      <ChartsGrid horizontal />
      {guides.map((g) => (
        <ChartsReferenceLine
          key={g.label}
          y={g.value}
          axisId={first}
          lineStyle={{ stroke: palette.text.disabled, strokeDasharray: '4 3' }}
        />
      ))}
      <BarPlot borderRadius={2} />
      <LinePlot />
      <MarkPlot />
      <ChartsAxisHighlight x="band" />
      <ChartsXAxis axisId={X_AXIS} />
      {yAxes.map((axis) => (
        <ChartsYAxis key={axis.id} axisId={axis.id} />
      ))}
      {guideAxis.length ? <ChartsYAxis axisId={GUIDE_AXIS} /> : null}
      <ChartsTooltip trigger="axis" />
    </ChartsContainer>
  );
}

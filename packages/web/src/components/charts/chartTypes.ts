/**
 * What a chart shows (docs/architecture.md, "Charts"): points along the x axis, series of values in a
 * unit, optional guide lines. Plain data, so the table alternative and the chart read the same figures.
 */
import type { Palette } from '@mui/material/styles';
import { formatEuro, formatNumber, formatPercent } from '@speiseplaner/shared';

/** How a series' values read: „2,50 €“, „88 %“, „1.234“. Series of two units get two value axes. */
export type ChartUnit = 'euro' | 'percent' | 'count';

/** One place on the x axis (a week, a month). */
export interface ChartPoint {
  key: string;
  /** Short axis label: „KW 7“, „Mär 26“. */
  label: string;
  /** Row header of the table: „2026-W07“, „März 2026“ (defaults to `label`). */
  longLabel?: string;
  /** Drawn in the accent colour (e.g. the chosen week); the page must mark it in text as well. */
  highlighted?: boolean;
}

export interface ChartSeries {
  id: string;
  /** Legend, tooltip and the table's column header: „Kosten je Portion“. */
  label: string;
  kind: 'bar' | 'line';
  unit: ChartUnit;
  /** One value per point; null leaves a gap (no bar, a break in the line). */
  values: (number | null)[];
  /** What the table and the tooltip say for null: „nicht geplant“ (default „–“). */
  missingText?: string;
  /** A dashed line (a trend). */
  dashed?: boolean;
  /** 'primary' (default for the first series), 'secondary', or 'neutral' (text colour). */
  tone?: 'primary' | 'secondary' | 'neutral';
  /** Writes each bar's value above it where the bar is wide enough (bars only). */
  showValues?: boolean;
}

/** A dashed line across the chart at a value of the first series' unit, named in the right margin. */
export interface ChartGuide {
  value: number;
  label: string;
}

const FORMATS: Record<ChartUnit, (value: number) => string> = {
  euro: formatEuro,
  percent: formatPercent,
  count: (value) => formatNumber(value),
};

/** A value as the table and the tooltip show it. */
export function chartValueText(series: ChartSeries, value: number | null | undefined): string {
  return value === null || value === undefined ? (series.missingText ?? '–') : FORMATS[series.unit](value);
}

/** A tick of a value axis: „2,50 €“, „80 %“, „1.000“. */
export function chartTickText(unit: ChartUnit, value: number): string {
  return FORMATS[unit](value);
}

/** The colour of a series: its `tone`, else primary, secondary, then the text colour by position. */
export function seriesColour(tone: ChartSeries['tone'], index: number, palette: Palette): string {
  const chosen = tone ?? (index === 0 ? 'primary' : index === 1 ? 'secondary' : 'neutral');
  if (chosen === 'primary') return palette.primary.main;
  if (chosen === 'secondary') return palette.secondary.main;
  return palette.text.primary;
}

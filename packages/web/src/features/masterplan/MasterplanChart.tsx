/**
 * Average cost per Kindergarten portion of each masterplan week (bars) with the trend line (mean of the
 * last 4 weeks). Plain SVG: a chart library would weigh more than the whole page.
 */
import { useId } from 'react';
import { useTheme } from '@mui/material/styles';
import { formatEuro, formatWeekShort, type TrendPoint } from '@speiseplaner/shared';

const WIDTH = 640;
const HEIGHT = 220;
const LEFT = 64;
const RIGHT = 8;
const TOP = 12;
const BOTTOM = 28;

export default function MasterplanChart({
  points,
  selectedId,
}: {
  points: TrendPoint[];
  selectedId?: string;
}) {
  const theme = useTheme();
  const titleId = useId();
  const descId = useId();
  const max = Math.max(0, ...points.flatMap((p) => [p.average, p.trend]));
  const top = max > 0 ? max * 1.1 : 1;
  const plotWidth = WIDTH - LEFT - RIGHT;
  const plotHeight = HEIGHT - TOP - BOTTOM;
  const slot = plotWidth / Math.max(points.length, 1);
  const x = (i: number) => LEFT + slot * (i + 0.5);
  const y = (value: number) => TOP + plotHeight * (1 - value / top);
  // Every week labelled when few, else every n-th.
  const labelEvery = Math.ceil(points.length / 12);
  const trendLine = points.map((p, i) => `${x(i).toFixed(1)},${y(p.trend).toFixed(1)}`).join(' ');
  return (
    <svg
      role="img"
      aria-labelledby={titleId}
      aria-describedby={descId}
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      style={{ width: '100%', maxWidth: WIDTH, height: 'auto', display: 'block' }}
    >
      <title id={titleId}>Durchschnittskosten je Woche mit Trend</title>
      {/* The text equivalent: every figure of the chart is in the table below it. */}
      <desc id={descId}>
        Die Zahlen jeder Woche stehen in der Tabelle „Wochen des Masterplans“ darunter; die gewählte Woche ist
        dort fett.
      </desc>
      {[0, top / 2, top].map((tick) => (
        <g key={tick}>
          <line x1={LEFT} x2={WIDTH - RIGHT} y1={y(tick)} y2={y(tick)} stroke={theme.palette.divider} />
          <text
            x={LEFT - 6}
            y={y(tick) + 4}
            textAnchor="end"
            fontSize={11}
            fill={theme.palette.text.secondary}
          >
            {formatEuro(tick)}
          </text>
        </g>
      ))}
      {points.map((p, i) => (
        <g key={p.id} data-week={p.id}>
          <rect
            x={x(i) - slot * 0.35}
            width={slot * 0.7}
            y={y(p.average)}
            height={Math.max(0, y(0) - y(p.average))}
            fill={p.id === selectedId ? theme.palette.secondary.main : theme.palette.primary.main}
            opacity={0.8}
          >
            <title>{`${p.id}: ${formatEuro(p.average)}, Trend ${formatEuro(p.trend)}`}</title>
          </rect>
          {i % labelEvery === 0 ? (
            <text
              x={x(i)}
              y={HEIGHT - 10}
              textAnchor="middle"
              fontSize={11}
              fill={theme.palette.text.secondary}
            >
              {formatWeekShort(p.id)}
            </text>
          ) : null}
        </g>
      ))}
      {points.length > 1 ? (
        <polyline
          points={trendLine}
          fill="none"
          stroke={theme.palette.text.primary}
          strokeWidth={2}
          strokeDasharray="6 4"
          data-testid="trend-line"
        />
      ) : null}
    </svg>
  );
}

/**
 * A plain SVG bar chart (no chart library): one bar per entry with its label below and its value above,
 * optional dashed guide lines (e.g. the Bio-AHVV levels). The same figures sit in a table that only screen
 * readers see, so the chart is readable without sight.
 */
import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import { VISUALLY_HIDDEN } from '../../components/VisuallyHidden';

export interface ChartBar {
  key: string;
  /** Axis label under the bar. */
  label: string;
  /** Full label for the table and the tooltip (defaults to `label`). */
  longLabel?: string;
  value: number;
  valueText: string;
  /** Drawn pale (e.g. a week without a plan). */
  muted?: boolean;
}

export interface ChartGuide {
  value: number;
  label: string;
}

interface Props {
  title: string;
  /** Header of the table's value column. */
  valueHeader: string;
  bars: ChartBar[];
  /** Top of the scale; defaults to the largest value. */
  max?: number;
  guides?: ChartGuide[];
  /** Leave out the screen-reader table (when the page shows the figures in a table of its own). */
  noTable?: boolean;
}

const SLOT = 48;
const HEIGHT = 160;
const TOP = 18;
const AXIS = 22;

export default function BarChart({ title, valueHeader, bars, max, guides = [], noTable = false }: Props) {
  const theme = useTheme();
  const top = Math.max(max ?? 0, ...bars.map((b) => b.value), ...guides.map((g) => g.value), 1e-9);
  const width = Math.max(bars.length, 1) * SLOT;
  const y = (value: number) => TOP + HEIGHT - (HEIGHT * Math.max(0, value)) / top;
  const text = { fontSize: 11, fill: theme.palette.text.secondary, fontFamily: theme.typography.fontFamily };
  return (
    // Scrolls sideways when the bars are wider than the page (a phone): focusable, so the keyboard can
    // scroll it too (WCAG 2.1.1), and named after the chart.
    <Box
      role="group"
      aria-label={`Diagramm: ${title}`}
      tabIndex={0}
      sx={{
        position: 'relative',
        overflowX: 'auto',
        '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: 2 },
      }}
    >
      <svg
        role="img"
        aria-label={title}
        viewBox={`0 0 ${width} ${TOP + HEIGHT + AXIS}`}
        width="100%"
        style={{ maxWidth: width * 1.2, display: 'block' }}
      >
        {guides.map((g) => (
          <g key={g.label}>
            <line
              x1={0}
              x2={width}
              y1={y(g.value)}
              y2={y(g.value)}
              stroke={theme.palette.text.disabled}
              strokeDasharray="4 3"
            />
            <text x={width - 2} y={y(g.value) - 2} textAnchor="end" {...text}>
              {g.label}
            </text>
          </g>
        ))}
        {bars.map((bar, i) => {
          const x = i * SLOT + SLOT * 0.2;
          const barTop = y(bar.value);
          return (
            <g key={bar.key}>
              <title>{`${bar.longLabel ?? bar.label}: ${bar.valueText}`}</title>
              <rect
                x={x}
                y={barTop}
                width={SLOT * 0.6}
                height={TOP + HEIGHT - barTop}
                rx={2}
                fill={bar.muted ? theme.palette.action.disabled : theme.palette.primary.main}
              />
              {bar.value > 0 ? (
                <text x={x + SLOT * 0.3} y={barTop - 4} textAnchor="middle" {...text}>
                  {bar.valueText}
                </text>
              ) : null}
              <text x={x + SLOT * 0.3} y={TOP + HEIGHT + 15} textAnchor="middle" {...text}>
                {bar.label}
              </text>
            </g>
          );
        })}
        <line x1={0} x2={width} y1={TOP + HEIGHT} y2={TOP + HEIGHT} stroke={theme.palette.divider} />
      </svg>
      {noTable ? null : (
        <Box component="table" sx={VISUALLY_HIDDEN}>
          <caption>{title}</caption>
          <thead>
            <tr>
              <th scope="col">Zeitraum</th>
              <th scope="col">{valueHeader}</th>
            </tr>
          </thead>
          <tbody>
            {bars.map((bar) => (
              <tr key={bar.key}>
                <th scope="row">{bar.longLabel ?? bar.label}</th>
                <td>{bar.valueText}</td>
              </tr>
            ))}
          </tbody>
        </Box>
      )}
    </Box>
  );
}

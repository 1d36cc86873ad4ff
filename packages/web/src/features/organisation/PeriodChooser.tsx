/**
 * The overview's period: Monat, Quartal or Jahr, and which one (a year from five back to next year). The
 * choice is always a valid shared `OverviewPeriod`: a quarter starts in January, April, July or October, a
 * year in January.
 */
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { MONTH_NAMES, type OverviewPeriod, type OverviewPeriodKind } from '@speiseplaner/shared';

const KIND_LABELS: Record<OverviewPeriodKind, string> = { month: 'Monat', quarter: 'Quartal', year: 'Jahr' };

const monthId = (year: number, month: number) => `${year}-${String(month).padStart(2, '0')}`;

/** The period of `kind` that holds the first month of `period`. */
export function periodOfKind(period: OverviewPeriod, kind: OverviewPeriodKind): OverviewPeriod {
  const year = Number(period.start.slice(0, 4));
  const month = Number(period.start.slice(5, 7));
  if (kind === 'month') return { kind, start: period.start };
  if (kind === 'quarter') return { kind, start: monthId(year, month - ((month - 1) % 3)) };
  return { kind, start: monthId(year, 1) };
}

interface Props {
  period: OverviewPeriod;
  /** The current year (Berlin): the years offered run from five before it to the next. */
  currentYear: number;
  onChange: (period: OverviewPeriod) => void;
}

export default function PeriodChooser({ period, currentYear, onChange }: Props) {
  const year = Number(period.start.slice(0, 4));
  const month = Number(period.start.slice(5, 7));
  const years = Array.from({ length: 7 }, (_, i) => currentYear + 1 - i);
  if (!years.includes(year)) years.push(year);
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
      <ToggleButtonGroup
        exclusive
        value={period.kind}
        aria-label="Zeitraum"
        onChange={(_, kind: OverviewPeriodKind | null) => {
          if (kind) onChange(periodOfKind(period, kind));
        }}
      >
        {(Object.keys(KIND_LABELS) as OverviewPeriodKind[]).map((kind) => (
          <ToggleButton key={kind} value={kind} sx={{ minHeight: 40, px: 2 }}>
            {KIND_LABELS[kind]}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <Stack direction="row" spacing={2}>
        {period.kind === 'month' ? (
          <TextField
            select
            label="Monat"
            value={month}
            onChange={(event) =>
              onChange({ kind: 'month', start: monthId(year, Number(event.target.value)) })
            }
            sx={{ minWidth: 150 }}
          >
            {MONTH_NAMES.map((name, index) => (
              <MenuItem key={name} value={index + 1}>
                {name}
              </MenuItem>
            ))}
          </TextField>
        ) : null}
        {period.kind === 'quarter' ? (
          <TextField
            select
            label="Quartal"
            value={month}
            onChange={(event) =>
              onChange({ kind: 'quarter', start: monthId(year, Number(event.target.value)) })
            }
            sx={{ minWidth: 150 }}
          >
            {[1, 4, 7, 10].map((first, index) => (
              <MenuItem key={first} value={first}>
                {index + 1}. Quartal
              </MenuItem>
            ))}
          </TextField>
        ) : null}
        <TextField
          select
          label="Jahr"
          value={year}
          onChange={(event) =>
            onChange({ kind: period.kind, start: monthId(Number(event.target.value), month) })
          }
          sx={{ minWidth: 110 }}
        >
          {years.map((option) => (
            <MenuItem key={option} value={option}>
              {option}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
    </Stack>
  );
}

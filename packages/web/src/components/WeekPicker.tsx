/**
 * Picks the ISO week of the Speiseplan: previous, next, this week ('Heute') or any week of the planning
 * window, typed or from the own calendar (WeekField).
 */
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import {
  addWeeks,
  formatGermanDate,
  isoWeekId,
  planningWindow,
  weekDates,
  weekInPlanningWindow,
} from '@speiseplaner/shared';
import { useState } from 'react';
import WeekField from './WeekField';

interface Props {
  weekId: string;
  onChange: (weekId: string) => void;
}

export default function WeekPicker({ weekId, onChange }: Props) {
  const dates = weekDates(weekId);
  // Only weeks the backend stores: real weeks (W53 only in long years) inside the planning window.
  const [{ first, last }] = useState(() => planningWindow(Date.now()));
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      <IconButton
        aria-label="Vorherige Woche"
        disabled={weekId <= first}
        onClick={() => onChange(addWeeks(weekId, -1))}
      >
        <ChevronLeftIcon />
      </IconButton>
      <WeekField
        size="small"
        label="Kalenderwoche"
        value={weekId}
        min={first}
        max={last}
        sx={{ width: '19rem', maxWidth: '100%' }}
        onChange={(week) => {
          if (weekInPlanningWindow(week, Date.now())) onChange(week);
        }}
      />
      <IconButton
        aria-label="Nächste Woche"
        disabled={weekId >= last}
        onClick={() => onChange(addWeeks(weekId, 1))}
      >
        <ChevronRightIcon />
      </IconButton>
      <Button variant="outlined" onClick={() => onChange(isoWeekId(Date.now()))}>
        Heute
      </Button>
      <Typography color="text.secondary" data-testid="week-dates">
        {formatGermanDate(dates[0]!)} bis {formatGermanDate(dates[4]!)}
      </Typography>
    </Stack>
  );
}

/** Picks the ISO week of the Speiseplan: previous, next, this week ('Heute') or any week by number. */
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { addWeeks, isoWeekId, weekDates, WeekIdSchema } from '@speiseplaner/shared';

interface Props {
  weekId: string;
  onChange: (weekId: string) => void;
}

/** A week id the core knows (W53 only in long years), or undefined. */
function validWeek(value: string): string | undefined {
  if (!WeekIdSchema.safeParse(value).success) return undefined;
  try {
    return addWeeks(value, 0);
  } catch {
    return undefined;
  }
}

export default function WeekPicker({ weekId, onChange }: Props) {
  const dates = weekDates(weekId);
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      <IconButton aria-label="Vorherige Woche" onClick={() => onChange(addWeeks(weekId, -1))}>
        <ChevronLeftIcon />
      </IconButton>
      <TextField
        size="small"
        type="week"
        label="Kalenderwoche"
        value={weekId}
        onChange={(e) => {
          const week = validWeek(e.target.value);
          if (week) onChange(week);
        }}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <IconButton aria-label="Nächste Woche" onClick={() => onChange(addWeeks(weekId, 1))}>
        <ChevronRightIcon />
      </IconButton>
      <Button variant="outlined" onClick={() => onChange(isoWeekId(Date.now()))}>
        Heute
      </Button>
      <Typography color="text.secondary" data-testid="week-dates">
        {dates[0]} bis {dates[4]}
      </Typography>
    </Stack>
  );
}

/**
 * The week picker's calendar (docs/product.md, "Week picker"): a month's calendar weeks as rows, each with
 * its days Monday to Sunday, chosen by click, touch or keyboard (arrows, Page up/down for months, Home/End,
 * Enter or Space). The rows form a listbox whose options are named like the week header
 * („KW 50 · 07.12.–11.12.2026“). The month is that of the week's Thursday (shared calendar/weekCalendar.ts).
 */
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import {
  addDays,
  addWeeks,
  formatMonth,
  formatWeekRange,
  shiftWeekByMonths,
  weekMonday,
  weekMonth,
  weeksOfMonth,
} from '@speiseplaner/shared';
import VisuallyHidden from './VisuallyHidden';

interface Props {
  /** The chosen week (marked as selected); the calendar opens on it. */
  value: string;
  /** First and last week that may be chosen (inclusive); others are shown but disabled. */
  min?: string;
  max?: string;
  onPick: (weekId: string) => void;
}

const DAY_HEADS = ['Mo', 'Di', 'Mi', 'Do', 'Fr', 'Sa', 'So'];
/** Columns: the week number, then the seven days: 300 px, so the calendar fits a 390 px screen. */
const COLUMNS = '48px repeat(7, 36px)';

export default function WeekCalendar({ value, min, max, onPick }: Props) {
  const inRange = (week: string) => (!min || week >= min) && (!max || week <= max);
  const [active, setActive] = useState(value);
  const month = weekMonth(active);
  const weeks = weeksOfMonth(month);
  const options = useRef(new Map<string, HTMLElement>());
  // Focus follows the active week when the keyboard moved it (and on opening), not after a month button.
  const focusActive = useRef(true);
  const id = useId();

  useEffect(() => {
    if (!focusActive.current) return;
    focusActive.current = false;
    options.current.get(active)?.focus();
  }, [active]);

  const moveTo = (week: string, focus: boolean) => {
    if (!inRange(week)) return;
    focusActive.current = focus;
    setActive(week);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const weeksShown = weeksOfMonth(month);
    const next: Record<string, () => string> = {
      ArrowDown: () => addWeeks(active, 1),
      ArrowRight: () => addWeeks(active, 1),
      ArrowUp: () => addWeeks(active, -1),
      ArrowLeft: () => addWeeks(active, -1),
      PageDown: () => shiftWeekByMonths(active, 1),
      PageUp: () => shiftWeekByMonths(active, -1),
      Home: () => weeksShown[0]!,
      End: () => weeksShown[weeksShown.length - 1]!,
    };
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      if (inRange(active)) onPick(active);
      return;
    }
    const step = next[event.key];
    if (!step) return;
    event.preventDefault();
    moveTo(step(), true);
  };

  return (
    <Box sx={{ p: 1, width: 'fit-content' }}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <IconButton
          aria-label="Vorheriger Monat"
          onClick={() => moveTo(shiftWeekByMonths(active, -1), false)}
        >
          <ChevronLeftIcon />
        </IconButton>
        <Typography id={`${id}-month`} component="h2" variant="subtitle1" aria-live="polite">
          {formatMonth(month)}
        </Typography>
        <IconButton aria-label="Nächster Monat" onClick={() => moveTo(shiftWeekByMonths(active, 1), false)}>
          <ChevronRightIcon />
        </IconButton>
      </Stack>
      <Box
        aria-hidden
        sx={{ display: 'grid', gridTemplateColumns: COLUMNS, color: 'text.secondary', typography: 'caption' }}
      >
        {['KW', ...DAY_HEADS].map((head) => (
          <Box key={head} sx={{ textAlign: 'center', py: 0.5 }}>
            {head}
          </Box>
        ))}
      </Box>
      <Box
        component="ul"
        role="listbox"
        aria-labelledby={`${id}-month`}
        onKeyDown={onKeyDown}
        sx={{ listStyle: 'none', m: 0, p: 0 }}
      >
        {weeks.map((week) => {
          const selected = week === value;
          const enabled = inRange(week);
          const monday = weekMonday(week);
          return (
            <Box
              component="li"
              key={week}
              role="option"
              aria-selected={selected}
              aria-disabled={!enabled || undefined}
              tabIndex={week === active ? 0 : -1}
              ref={(node: HTMLElement | null) => {
                if (node) options.current.set(week, node);
                else options.current.delete(week);
              }}
              onClick={() => {
                if (enabled) onPick(week);
              }}
              sx={{
                position: 'relative',
                display: 'grid',
                gridTemplateColumns: COLUMNS,
                alignItems: 'center',
                minHeight: 40,
                borderRadius: 1,
                cursor: enabled ? 'pointer' : 'default',
                color: selected ? 'primary.contrastText' : enabled ? 'text.primary' : 'text.disabled',
                bgcolor: selected ? 'primary.main' : undefined,
                '&:hover': enabled && !selected ? { bgcolor: 'action.hover' } : {},
                '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 1 },
              }}
            >
              {/* The name is the week with its dates; the number grid is for the eye only, so an
                  aria-label does not contradict the visible text (axe: label-content-name-mismatch). */}
              <VisuallyHidden>{formatWeekRange(week)}</VisuallyHidden>
              <Box aria-hidden sx={{ textAlign: 'center', fontWeight: 700 }}>
                {Number(week.slice(6))}
              </Box>
              {DAY_HEADS.map((head, i) => {
                const date = addDays(monday, i);
                // Days of the neighbouring months are greyed like the weekday heads.
                const outside = date.slice(0, 7) !== month;
                return (
                  <Box
                    key={head}
                    aria-hidden
                    sx={{
                      textAlign: 'center',
                      color: outside && !selected && enabled ? 'text.secondary' : 'inherit',
                    }}
                  >
                    {Number(date.slice(8, 10))}
                  </Box>
                );
              })}
            </Box>
          );
        })}
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1, textAlign: 'center' }} aria-hidden>
        {formatWeekRange(active)}
      </Typography>
    </Box>
  );
}

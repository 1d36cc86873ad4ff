/**
 * A calendar week field (docs/product.md, "Week picker"): shows the week like the week header
 * („KW 50 · 07.12.–11.12.2026“), takes a typed week („KW 50“, „50“, „2026-W50“; Enter or leaving the field)
 * and opens its own calendar (WeekCalendar) from the button or with Arrow down. It replaces the browser's
 * week input, which Firefox and Safari do not offer. `value` and `onChange` carry ISO week ids; like the
 * browser's field, a typed text that names no week reports '' so a form can refuse it.
 */
import { useId, useState, type KeyboardEvent } from 'react';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Popover from '@mui/material/Popover';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import CalendarMonthIcon from '@mui/icons-material/CalendarMonth';
import { formatWeekRange, isoWeekId, isWeekId, parseWeekInput } from '@speiseplaner/shared';
import WeekCalendar from './WeekCalendar';

type Props = Omit<TextFieldProps, 'type' | 'value' | 'onChange' | 'slotProps'> & {
  value: string;
  onChange: (value: string) => void;
  /** First and last week that may be chosen (inclusive), e.g. the planning window. */
  min?: string;
  max?: string;
};

/** A complete ISO week as the browser's field wrote it: taken as soon as it is typed. */
const COMPLETE_ISO = /^\s*\d{4}-W\d{2}\s*$/i;

export default function WeekField({ value, onChange, min, max, label, helperText, error, ...field }: Props) {
  const [draft, setDraft] = useState<string | undefined>();
  const [open, setOpen] = useState(false);
  const [anchor, setAnchor] = useState<HTMLDivElement | null>(null);
  const [thisWeek] = useState(() => isoWeekId(Date.now()));
  const calendarId = useId();
  const valid = isWeekId(value);
  const reference = valid ? value : thisWeek;
  const inRange = (week: string) => (!min || week >= min) && (!max || week <= max);

  const typed = draft !== undefined && draft.trim() !== '' ? parseWeekInput(draft, reference) : undefined;
  const draftProblem =
    draft === undefined || draft.trim() === ''
      ? undefined
      : !typed
        ? 'Bitte eine Kalenderwoche wie „KW 50“ oder „2026-W50“ eingeben oder im Kalender wählen.'
        : !inRange(typed)
          ? 'Diese Woche liegt außerhalb des Planungszeitraums.'
          : undefined;

  /** Takes the typed text: the week it names, or '' (like the browser's field) when it names none. */
  const commit = (text: string) => {
    const week = parseWeekInput(text, reference);
    if (week && inRange(week)) {
      setDraft(undefined);
      if (week !== value) onChange(week);
    } else if (text.trim() !== '' && value !== '') onChange('');
  };

  const pick = (week: string) => {
    setOpen(false);
    setDraft(undefined);
    if (week !== value) onChange(week);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter' && draft !== undefined) {
      event.preventDefault();
      commit(draft);
    } else if (event.key === 'ArrowDown') {
      event.preventDefault();
      setOpen(true);
    } else if (event.key === 'Escape' && draft !== undefined) {
      // Back to the chosen week; the Escape does not also close a dialog around the field.
      event.stopPropagation();
      setDraft(undefined);
    }
  };

  const labelText = typeof label === 'string' ? label : 'Kalenderwoche';
  return (
    <>
      <TextField
        {...field}
        ref={setAnchor}
        label={label}
        value={draft ?? (valid ? formatWeekRange(value) : value)}
        error={error || draftProblem !== undefined}
        helperText={draftProblem ?? helperText}
        onChange={(e) => {
          const text = e.target.value;
          setDraft(text);
          if (COMPLETE_ISO.test(text)) commit(text);
        }}
        onBlur={() => {
          if (draft !== undefined && draft.trim() !== '') commit(draft);
          else setDraft(undefined);
        }}
        onFocus={(e) => e.target.select()}
        onKeyDown={onKeyDown}
        slotProps={{
          inputLabel: { shrink: true },
          htmlInput: { autoComplete: 'off', spellCheck: false },
          input: {
            endAdornment: (
              <InputAdornment position="end">
                <IconButton
                  aria-label="Kalender öffnen"
                  aria-haspopup="dialog"
                  aria-expanded={open}
                  aria-controls={open ? calendarId : undefined}
                  edge="end"
                  onClick={() => setOpen(true)}
                >
                  <CalendarMonthIcon />
                </IconButton>
              </InputAdornment>
            ),
          },
        }}
      />
      <Popover
        open={open}
        anchorEl={anchor}
        onClose={() => setOpen(false)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
        disableAutoFocus
        slotProps={{ paper: { id: calendarId, role: 'dialog', 'aria-label': `${labelText} wählen` } }}
      >
        <WeekCalendar value={valid ? value : reference} min={min} max={max} onPick={pick} />
      </Popover>
    </>
  );
}

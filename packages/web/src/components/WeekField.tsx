/** An ISO week input (`2026-W48`), its label always above the field (the browser's week picker has no placeholder). */
import TextField, { type TextFieldProps } from '@mui/material/TextField';

type Props = Omit<TextFieldProps, 'type' | 'value' | 'onChange' | 'slotProps'> & {
  value: string;
  onChange: (value: string) => void;
};

export default function WeekField({ onChange, ...field }: Props) {
  return (
    <TextField
      {...field}
      type="week"
      onChange={(e) => onChange(e.target.value)}
      slotProps={{ inputLabel: { shrink: true } }}
    />
  );
}

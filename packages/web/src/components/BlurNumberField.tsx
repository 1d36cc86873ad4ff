/**
 * A number input that applies its value on blur (docs/product.md, "Input rules"): a comma is accepted as
 * decimal separator; an input that is no number silently goes back to the last value. No messages are shown.
 */
import { useState } from 'react';
import TextField from '@mui/material/TextField';
import InputAdornment from '@mui/material/InputAdornment';
import { parsePriceInput } from '@speiseplaner/shared';

interface Props {
  label: string;
  /** Text the field starts with and returns to after an unusable input. */
  text: string;
  suffix?: string;
  /** Amounts must be above 0; prices may be 0. */
  positive?: boolean;
  onApply: (value: number) => void;
}

export default function BlurNumberField({ label, text, suffix, positive, onApply }: Props) {
  const [value, setValue] = useState(text);
  const apply = () => {
    const parsed = parsePriceInput(value);
    if (parsed === null || (positive && parsed <= 0)) {
      setValue(text);
      return;
    }
    if (value !== text) onApply(parsed);
  };
  return (
    <TextField
      label={label}
      value={value}
      onChange={(event) => setValue(event.target.value)}
      onBlur={apply}
      size="small"
      slotProps={{
        htmlInput: { inputMode: 'decimal' },
        input: suffix
          ? { endAdornment: <InputAdornment position="end">{suffix}</InputAdornment> }
          : undefined,
      }}
    />
  );
}

/** An amount as the fields show it: German decimal comma, no thousands dots. */
export const amountText = (amount: number) => String(amount).replace('.', ',');

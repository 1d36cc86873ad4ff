/**
 * The optional letterhead (Briefkopf): up to three lines under the institution name on printed pages,
 * such as address and phone. Used by the onboarding page and Mein Konto; the rules are the shared
 * LetterheadSchema's.
 */
import type { Ref } from 'react';
import TextField from '@mui/material/TextField';

interface Props {
  value: string;
  onChange: (text: string) => void;
  /** The German message of the shared rule, when the text breaks it. */
  error?: string;
  inputRef?: Ref<HTMLTextAreaElement>;
}

export default function LetterheadField({ value, onChange, error, inputRef }: Props) {
  return (
    <TextField
      label="Briefkopf (optional)"
      multiline
      minRows={3}
      value={value}
      inputRef={inputRef}
      onChange={(event) => onChange(event.target.value)}
      error={error !== undefined}
      helperText={
        error ??
        'Steht auf gedruckten Seiten unter dem Namen, zum Beispiel Anschrift und Telefon: höchstens 3 Zeilen und 300 Zeichen.'
      }
    />
  );
}

/** E-mail entry: checks the address (empty, malformed) and hands it on; no check on blur, only on submit. */
import { useRef, useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import WidgetCard from './WidgetCard';
import { emailError } from './validation';

interface Props {
  initialEmail: string;
  onBack: () => void;
  onSubmit: (email: string) => void;
}

export default function EmailEntry({ initialEmail, onBack, onSubmit }: Props) {
  const [email, setEmail] = useState(initialEmail);
  const [error, setError] = useState<string | null>(null);
  const emailRef = useRef<HTMLInputElement>(null);

  const submit = () => {
    const problem = emailError(email);
    setError(problem);
    if (problem) {
      emailRef.current?.focus();
      return;
    }
    onSubmit(email.trim());
  };

  return (
    <WidgetCard title="Mit E-Mail anmelden" onSubmit={submit}>
      <TextField
        label="E-Mail-Adresse"
        type="email"
        autoComplete="email"
        autoFocus
        value={email}
        onChange={(event) => {
          setEmail(event.target.value);
          setError(null);
        }}
        error={Boolean(error)}
        helperText={error ?? ' '}
        inputRef={emailRef}
        fullWidth
      />
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
        <Button onClick={onBack}>Abbrechen</Button>
        <Button type="submit" variant="contained">
          Weiter
        </Button>
      </Stack>
    </WidgetCard>
  );
}

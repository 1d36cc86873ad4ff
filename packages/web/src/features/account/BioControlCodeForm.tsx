/**
 * Mein Konto: the code of the kitchen's organic control body (`user/updateProfile`). Only a certified
 * kitchen may say "Bio" on its menu, and then with this code (docs/domain-rules.md, "Bio on the menu"):
 * the Aushang marks Bio dishes only while a code is saved. An empty field means not certified.
 */
import { useState, type FormEvent } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useAppDispatch, useAppSelector } from '../../platform/hooks';
import { profileSubmitted, selectProfileForm } from './accountSlice';
import { checkBioControlCode } from './institutionFields';

export default function BioControlCodeForm({ code }: { code: string }) {
  const dispatch = useAppDispatch();
  const saving = useAppSelector(selectProfileForm('bioControlCode')).status === 'sending';
  const [value, setValue] = useState(code);
  const [error, setError] = useState<string | undefined>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkBioControlCode(value);
    setError(checked.error);
    if (checked.value !== undefined) {
      setValue(checked.value);
      dispatch(profileSubmitted({ form: 'bioControlCode', changes: { bioControlCode: checked.value } }));
    }
  };
  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={1.5}>
      <TextField
        label="Öko-Kontrollstelle (nur bei Bio-Zertifizierung)"
        placeholder="DE-ÖKO-000"
        value={value}
        onChange={(event) => {
          setValue(event.target.value);
          if (error) setError(checkBioControlCode(event.target.value).error);
        }}
        error={error !== undefined}
        helperText={
          error ??
          'Die Codenummer von Ihrem Bio-Zertifikat. Nur damit steht „Bio“ auf dem Aushang – mit dieser Nummer. Leer lassen, wenn Ihre Küche nicht zertifiziert ist.'
        }
        sx={{ maxWidth: 420 }}
      />
      <Button
        type="submit"
        variant="outlined"
        loading={saving}
        disabled={value.trim() === code}
        sx={{ alignSelf: 'flex-start', minHeight: 40 }}
      >
        Kontrollstelle speichern
      </Button>
    </Stack>
  );
}

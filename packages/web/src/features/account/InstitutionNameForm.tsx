/**
 * Edits the institution name (free text: docs/product.md, "Input rules") and saves it with `user/updateProfile`.
 * The shared rule's German message shows under the field; the typed text stays until it is right.
 */
import { useState, type FormEvent } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useAppDispatch, useAppSelector } from '../../platform/hooks';
import { profileSubmitted, selectProfileForm } from './accountSlice';
import { checkInstitutionName } from './institutionFields';

export default function InstitutionNameForm({ name }: { name: string }) {
  const dispatch = useAppDispatch();
  const saving = useAppSelector(selectProfileForm('name')).status === 'sending';
  const [value, setValue] = useState(name);
  const [error, setError] = useState<string | undefined>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkInstitutionName(value);
    setError(checked.error);
    if (checked.value !== undefined)
      dispatch(profileSubmitted({ form: 'name', changes: { name: checked.value } }));
  };
  return (
    <Stack
      component="form"
      noValidate
      onSubmit={submit}
      direction={{ xs: 'column', sm: 'row' }}
      spacing={1.5}
      sx={{ alignItems: { sm: 'flex-start' } }}
    >
      <TextField
        label="Name der Einrichtung"
        required
        value={value}
        onChange={(event) => {
          setValue(event.target.value);
          if (error) setError(checkInstitutionName(event.target.value).error);
        }}
        error={error !== undefined}
        helperText={error}
        sx={{ flexGrow: 1 }}
      />
      <Button
        type="submit"
        variant="contained"
        loading={saving}
        disabled={value.trim() === name.trim()}
        sx={{ minHeight: { xs: 40, sm: 56 } }}
      >
        Name speichern
      </Button>
    </Stack>
  );
}

/** Edits the institution name (free text: docs/product.md, "Input rules") and saves it with `user/name`. */
import { useState, type FormEvent } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { MAX_NAME_LENGTH } from '@speiseplaner/shared';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { nameSubmitted, selectAccount } from './accountSlice';

export default function InstitutionNameForm({ name }: { name: string }) {
  const dispatch = useAppDispatch();
  const saving = useAppSelector(selectAccount).name === 'saving';
  const [value, setValue] = useState(name);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    dispatch(nameSubmitted(value.trim()));
  };
  return (
    <Stack
      component="form"
      noValidate
      onSubmit={submit}
      direction={{ xs: 'column', sm: 'row' }}
      spacing={1.5}
    >
      <TextField
        label="Name der Einrichtung"
        value={value}
        onChange={(event) => setValue(event.target.value)}
        slotProps={{ htmlInput: { maxLength: MAX_NAME_LENGTH } }}
        sx={{ flexGrow: 1 }}
      />
      <Button
        type="submit"
        variant="contained"
        loading={saving}
        disabled={value.trim() === '' || value.trim() === name.trim()}
      >
        Name speichern
      </Button>
    </Stack>
  );
}

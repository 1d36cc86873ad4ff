/** Mein Konto: edits the letterhead printed under the institution name and saves it with `user/updateProfile`. */
import { useState, type FormEvent } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useAppDispatch, useAppSelector } from '../../platform/hooks';
import { profileSubmitted, selectProfileForm } from './accountSlice';
import { checkLetterhead } from './institutionFields';
import LetterheadField from './LetterheadField';

export default function LetterheadForm({ letterhead }: { letterhead: string }) {
  const dispatch = useAppDispatch();
  const saving = useAppSelector(selectProfileForm('letterhead')).status === 'sending';
  const [value, setValue] = useState(letterhead);
  const [error, setError] = useState<string | undefined>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkLetterhead(value);
    setError(checked.error);
    if (checked.value !== undefined)
      dispatch(profileSubmitted({ form: 'letterhead', changes: { letterhead: checked.value } }));
  };
  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={1.5}>
      <LetterheadField
        value={value}
        error={error}
        onChange={(text) => {
          setValue(text);
          if (error) setError(checkLetterhead(text).error);
        }}
      />
      <Button
        type="submit"
        variant="outlined"
        loading={saving}
        disabled={value.trim() === letterhead.trim()}
        sx={{ alignSelf: 'flex-start', minHeight: 40 }}
      >
        Briefkopf speichern
      </Button>
    </Stack>
  );
}

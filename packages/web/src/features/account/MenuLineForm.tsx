/**
 * Mein Konto: the kitchen's menu line (`user/updateProfile`), Mischkost or ovo-lacto-vegetarisch. The Speiseplan
 * and the Statistik check the weeks against the DGE criteria of this line, and in the vegetarian line a
 * dish with meat or fish is marked on its day (docs/product.md, "Menu line").
 */
import { useState, type FormEvent } from 'react';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import { MENU_LINE_LABELS, MENU_LINES, MenuLineSchema, type MenuLine } from '@speiseplaner/shared';
import { useAppDispatch, useAppSelector } from '../../platform/hooks';
import { profileSubmitted, selectProfileForm } from './accountSlice';

interface Props {
  line: MenuLine;
  /** The id of the heading that names the choice. */
  labelId: string;
}

export default function MenuLineForm({ line, labelId }: Props) {
  const dispatch = useAppDispatch();
  const saving = useAppSelector(selectProfileForm('menuLine')).status === 'sending';
  const [value, setValue] = useState<MenuLine>(line);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = MenuLineSchema.safeParse(value);
    if (checked.success)
      dispatch(profileSubmitted({ form: 'menuLine', changes: { menuLine: checked.data } }));
  };
  const helpId = `${labelId}-help`;
  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={1.5}>
      <RadioGroup
        aria-labelledby={labelId}
        aria-describedby={helpId}
        name="menuLine"
        value={value}
        onChange={(event) => setValue(event.target.value as MenuLine)}
      >
        {MENU_LINES.map((id) => (
          <FormControlLabel
            key={id}
            value={id}
            control={<Radio />}
            label={MENU_LINE_LABELS[id]}
            sx={{ minHeight: 40 }}
          />
        ))}
      </RadioGroup>
      <FormHelperText id={helpId} sx={{ mt: 0 }}>
        Danach richtet sich die DGE-Prüfung im Speiseplan und in der Statistik. Ovo-lacto-vegetarisch heißt:
        ohne Fleisch und Fisch, mit Milchprodukten und Eiern. Dann entfallen die Zeilen für Fleisch und Fisch,
        dafür zählen Nüsse, Kerne und Ölsamen, und ein Gericht mit Fleisch oder Fisch wird im Speiseplan als
        „nicht vegetarisch“ markiert.
      </FormHelperText>
      <Button
        type="submit"
        variant="outlined"
        loading={saving}
        disabled={value === line}
        sx={{ alignSelf: 'flex-start', minHeight: 40 }}
      >
        Menülinie speichern
      </Button>
    </Stack>
  );
}

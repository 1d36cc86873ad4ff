/**
 * The kitchen's setting „Fotos auf dem Aushang zeigen“ (issue #33): with it the parents' menu shows each
 * day's cover photo. It is a setting of the kitchen like the letterhead and the organic control code
 * (`noticePhotos`, saved with `user/updateProfile`), so every device prints the same Aushang; off until the
 * Küchenleitung switches it on. Shown on the Aushang page, where its effect is seen at once, and in Mein
 * Konto beside the other settings of printed pages. Others see it switched as it is, without the control.
 */
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { useAppDispatch, useAppSelector } from '../../platform/hooks';
import { useMay } from '../../platform/roles';
import { profileSubmitted, selectProfileForm } from './accountSlice';

const HELP_ID = 'notice-photos-help';

export default function NoticePhotosSwitch() {
  const dispatch = useAppDispatch();
  const mayManage = useMay('manageKitchen');
  const stored = useAppSelector((state) => state.auth.user?.noticePhotos ?? false);
  const command = useAppSelector(selectProfileForm('noticePhotos'));
  const [wanted, setWanted] = useState(stored);
  // While the write is under way the switch shows what was asked for; then what the kitchen has.
  const checked = command.status === 'sending' ? wanted : stored;
  return (
    <Stack spacing={0.5}>
      <FormControlLabel
        control={
          <Switch
            checked={checked}
            disabled={!mayManage}
            onChange={(_event, on) => {
              setWanted(on);
              dispatch(profileSubmitted({ form: 'noticePhotos', changes: { noticePhotos: on } }));
            }}
            slotProps={{ input: { 'aria-describedby': HELP_ID } }}
          />
        }
        label="Fotos auf dem Aushang zeigen"
        sx={{ minHeight: 40, alignSelf: 'flex-start' }}
      />
      <FormHelperText id={HELP_ID} sx={{ mt: 0 }}>
        {mayManage
          ? 'Über jedem Tag das Foto seines ersten Gerichts mit Foto. Gilt für alle Geräte der Küche.'
          : 'Über jedem Tag das Foto seines ersten Gerichts mit Foto. Ein- und ausschalten kann es die Küchenleitung.'}
      </FormHelperText>
      {command.status === 'failed' && command.error ? <Alert severity="error">{command.error}</Alert> : null}
    </Stack>
  );
}

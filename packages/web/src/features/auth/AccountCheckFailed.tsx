/**
 * Firebase has signed the user in but the backend could not check the account (offline, server down). The
 * Firebase session still exists, so the way on is to try again or to sign out, not to sign in anew.
 */
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { logoutRequested, validationRetried } from './authSlice';
import { useAppDispatch } from '../../platform/hooks';

interface Props {
  message: string;
}

export default function AccountCheckFailed({ message }: Props) {
  const dispatch = useAppDispatch();
  return (
    <Alert
      severity="error"
      sx={{ width: '100%' }}
      action={
        <Stack direction="row" spacing={1}>
          <Button color="inherit" size="small" onClick={() => dispatch(validationRetried())}>
            Erneut versuchen
          </Button>
          <Button color="inherit" size="small" onClick={() => dispatch(logoutRequested())}>
            Abmelden
          </Button>
        </Stack>
      }
    >
      {`Ihr Konto konnte nicht geprüft werden: ${message}`}
    </Alert>
  );
}

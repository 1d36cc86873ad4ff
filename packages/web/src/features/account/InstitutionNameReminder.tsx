/**
 * A gentle reminder on the Speiseplan while the kitchen has no institution name (it chose 'Später' on the
 * onboarding page): the printed parents' menu needs the name. Nothing shows once the name is set, nor to
 * a member who may not change it (platform/roles.ts: the Küchenleitung enters it).
 */
import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useAppSelector } from '../../platform/hooks';
import { useMay } from '../../platform/roles';

export default function InstitutionNameReminder() {
  const missing = useAppSelector((state) => state.auth.user?.name.trim() === '');
  const mayManage = useMay('manageKitchen');
  if (!missing || !mayManage) return null;
  return (
    <Alert
      severity="info"
      action={
        <Button color="inherit" component={RouterLink} to="/app/willkommen" sx={{ minHeight: 40 }}>
          Name eintragen
        </Button>
      }
    >
      Bitte tragen Sie den Namen Ihrer Einrichtung ein – er steht auf dem Aushang.
    </Alert>
  );
}

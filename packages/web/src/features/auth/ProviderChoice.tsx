/** First screen: how to sign in. The guest option is hidden while a guest is already signed in. */
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import EmailIcon from '@mui/icons-material/Email';
import GoogleIcon from '@mui/icons-material/Google';
import PersonOutlinedIcon from '@mui/icons-material/PersonOutlined';
import PhoneIcon from '@mui/icons-material/Phone';
import LegalNotice from './LegalNotice';
import WidgetCard from './WidgetCard';

interface Props {
  guest: boolean;
  busy: boolean;
  notice?: string;
  onEmail: () => void;
  onGoogle: () => void;
  onPhone: () => void;
  onGuest: () => void;
}

export default function ProviderChoice({ guest, busy, notice, onEmail, onGoogle, onPhone, onGuest }: Props) {
  return (
    <WidgetCard
      title={guest ? 'Gastzugang in ein Konto umwandeln' : 'Anmelden oder registrieren'}
      notice={notice}
    >
      {guest ? (
        <Typography variant="body2">
          Sie nutzen den Speiseplaner als Gast. Melden Sie sich mit E-Mail oder Google an, damit Ihre Pläne
          dauerhaft Ihrem Konto gehören.
        </Typography>
      ) : null}
      <Stack spacing={1.5}>
        <Button variant="contained" startIcon={<EmailIcon />} onClick={onEmail} disabled={busy}>
          Mit E-Mail anmelden
        </Button>
        <Button variant="outlined" startIcon={<GoogleIcon />} onClick={onGoogle} disabled={busy}>
          Mit Google anmelden
        </Button>
        {guest ? null : (
          <Button variant="outlined" startIcon={<PhoneIcon />} onClick={onPhone} disabled={busy}>
            Mit Telefonnummer anmelden
          </Button>
        )}
        {guest ? null : (
          <Button variant="text" startIcon={<PersonOutlinedIcon />} onClick={onGuest} disabled={busy}>
            Als Gast fortfahren
          </Button>
        )}
      </Stack>
      <LegalNotice />
    </WidgetCard>
  );
}

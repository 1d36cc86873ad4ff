/** Confirmation that the sign-in link went out; the link works best in this browser. */
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import WidgetCard from './WidgetCard';

interface Props {
  email: string;
  onBack: () => void;
}

export default function EmailLinkSent({ email, onBack }: Props) {
  return (
    <WidgetCard
      title="Anmelde-E-Mail gesendet"
      notice={`Wir haben einen Anmeldelink an ${email} gesendet.`}
      noticeSeverity="success"
    >
      <Typography variant="body2">
        Öffnen Sie den Link in der E-Mail, um sich anzumelden. Am schnellsten geht es in diesem Browser; auf
        einem anderen Gerät fragen wir noch einmal nach Ihrer E-Mail-Adresse. Der Link ist eine Stunde gültig.
      </Typography>
      <Button onClick={onBack} sx={{ alignSelf: 'flex-start' }}>
        Zurück
      </Button>
    </WidgetCard>
  );
}

/** Confirmation after the reset e-mail went out. */
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import WidgetCard from './WidgetCard';

interface Props {
  email: string;
  onDone: () => void;
}

export default function RecoverySent({ email, onDone }: Props) {
  return (
    <WidgetCard title="Überprüfen Sie Ihren Posteingang">
      <Typography variant="body2">
        Wir haben eine Anleitung zum Zurücksetzen Ihres Passworts an {email} gesendet. Folgen Sie dem Link in
        der E-Mail, um ein neues Passwort festzulegen.
      </Typography>
      <Button variant="contained" onClick={onDone} sx={{ alignSelf: 'flex-end' }}>
        Fertig
      </Button>
    </WidgetCard>
  );
}

/** Shown when the project does not allow this sign-in or sign-up (auth/admin-restricted-operation). */
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import WidgetCard from './WidgetCard';

interface Props {
  onBack: () => void;
}

export default function UnauthorisedNotice({ onBack }: Props) {
  return (
    <WidgetCard title="Nicht autorisiert">
      <Typography variant="body2">
        Für diese Anmeldung fehlt die Berechtigung. Bitte wenden Sie sich an das Speiseplaner-Team.
      </Typography>
      <Link href="/artikel/kontakt" variant="body2">
        Hilfe und Kontakt
      </Link>
      <Button onClick={onBack} sx={{ alignSelf: 'flex-start' }}>
        Zurück
      </Button>
    </WidgetCard>
  );
}

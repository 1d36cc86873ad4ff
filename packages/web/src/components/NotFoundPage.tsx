/** German 404 page for unknown routes and unknown article or workshop slugs. */
import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import PageTitle from './PageTitle';

export default function NotFoundPage() {
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start', maxWidth: 640 }}>
      <PageTitle title="Seite nicht gefunden" />
      <Typography variant="h1">Seite nicht gefunden</Typography>
      <Typography>
        Die angeforderte Seite gibt es nicht (mehr). Vielleicht hat sich die Adresse geändert oder sie wurde
        falsch eingegeben.
      </Typography>
      <Button component={RouterLink} to="/" variant="contained">
        Zur Startseite
      </Button>
    </Stack>
  );
}

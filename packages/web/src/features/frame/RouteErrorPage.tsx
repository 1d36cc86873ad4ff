/** Shown when a page fails to render or its code cannot be loaded (e.g. after a new release). */
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { NETWORK_ERROR } from '../../platform/transport/backendError';
import PageTitle from '../../components/PageTitle';

/** How browsers (Chrome, Firefox, Safari) and Vite's preload word a page chunk that did not arrive. */
const CHUNK_FAILURE = /dynamically imported module|Importing a module script failed|Unable to preload/i;

/**
 * The detail under the heading: a German text for a chunk that did not load (offline, or a new release),
 * our own messages (plain Errors, worded in German) as they are, nothing for the runtime's English ones
 * (TypeError and the like), which would tell a kitchen nothing.
 */
function detailOf(error: unknown): string | undefined {
  if (!(error instanceof Error) || !error.message) return undefined;
  if (CHUNK_FAILURE.test(error.message)) {
    return `${NETWORK_ERROR}: Ein Teil dieser Seite konnte nicht geladen werden. Bitte prüfen Sie Ihre Internetverbindung.`;
  }
  return error.name === 'Error' ? error.message : undefined;
}

export default function RouteErrorPage({ error }: { error: unknown }) {
  const detail = detailOf(error);
  return (
    <Stack spacing={2} sx={{ maxWidth: 640, p: { xs: 2, md: 4 }, alignItems: 'flex-start' }}>
      <PageTitle title="Fehler" />
      <Typography variant="h1">Ein Problem ist aufgetreten</Typography>
      <Typography>
        Diese Seite konnte nicht angezeigt werden. Bitte laden Sie die Seite neu. Besteht das Problem weiter,
        versuchen Sie es später noch einmal.
      </Typography>
      {detail ? <Alert severity="error">{detail}</Alert> : null}
      <Button variant="contained" onClick={() => window.location.reload()}>
        Seite neu laden
      </Button>
    </Stack>
  );
}

/** Shown when a page fails to render or its code cannot be loaded (e.g. after a new release). */
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import PageTitle from './PageTitle';

export default function RouteErrorPage({ error }: { error: unknown }) {
  return (
    <Stack spacing={2} sx={{ maxWidth: 640, p: { xs: 2, md: 4 }, alignItems: 'flex-start' }}>
      <PageTitle title="Fehler" />
      <Typography variant="h1">Ein Problem ist aufgetreten</Typography>
      <Typography>
        Diese Seite konnte nicht angezeigt werden. Bitte laden Sie die Seite neu. Besteht das Problem weiter,
        versuchen Sie es später noch einmal.
      </Typography>
      {error instanceof Error && error.message ? <Alert severity="error">{error.message}</Alert> : null}
      <Button variant="contained" onClick={() => window.location.reload()}>
        Seite neu laden
      </Button>
    </Stack>
  );
}

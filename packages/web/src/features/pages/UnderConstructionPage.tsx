/** Stand-in for planner areas that are still being built. */
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import PageTitle from '../../components/PageTitle';

export default function UnderConstructionPage({ title }: { title: string }) {
  return (
    <Stack spacing={2} sx={{ maxWidth: 720 }}>
      <PageTitle title={title} />
      <Typography variant="h1">{title}</Typography>
      <Alert severity="info">Dieser Bereich wird gerade gebaut.</Alert>
    </Stack>
  );
}

/** /_app: the bare app shell (frame without page content), e.g. as an offline fallback page. */
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import PageTitle from '../../components/PageTitle';

export default function AppShellPage() {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', py: 8 }}>
      <PageTitle title="" />
      <CircularProgress aria-label="Speiseplaner wird geladen" />
    </Box>
  );
}

/** Small German banner at the bottom until the visitor decides about cookies and external media. */
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import Link from '@mui/material/Link';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { consentChosen, selectConsentChoice } from './consentSlice';
import { writeConsent, type ConsentChoice } from './consentStorage';

export default function ConsentBanner() {
  const dispatch = useAppDispatch();
  const choice = useAppSelector(selectConsentChoice);
  if (choice) return null;

  const choose = (value: ConsentChoice) => {
    writeConsent(value);
    dispatch(consentChosen(value));
  };

  return (
    <Paper
      role="region"
      aria-label="Cookies und externe Medien"
      elevation={6}
      sx={{
        position: 'fixed',
        bottom: 16,
        right: 16,
        left: { xs: 16, md: 'auto' },
        maxWidth: 480,
        p: 2,
        zIndex: (theme) => theme.zIndex.snackbar,
        '@media print': { display: 'none' },
      }}
    >
      <Typography variant="subtitle1" component="h2" gutterBottom>
        Cookies und externe Medien
      </Typography>
      <Typography variant="body2" sx={{ mb: 2 }}>
        Wir verwenden nur technisch notwendige Cookies, etwa für Ihre Anmeldung und die gewählte Ansicht.
        Eingebettete Videos werden von einem externen Anbieter geladen, der dabei Daten wie Ihre IP-Adresse
        erhält. Mehr dazu in der{' '}
        <Link component={RouterLink} to="/artikel/datenschutz">
          Datenschutzerklärung
        </Link>
        .
      </Typography>
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
        <Button variant="outlined" onClick={() => choose('necessary')}>
          Nur notwendige
        </Button>
        <Button variant="contained" onClick={() => choose('all')}>
          Alle akzeptieren
        </Button>
      </Stack>
    </Paper>
  );
}

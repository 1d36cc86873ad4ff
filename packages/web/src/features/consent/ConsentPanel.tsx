/**
 * The banner itself (ConsentBanner.tsx decides when it shows): small German notice at the bottom about
 * cookies and external media, and again when 'Cookie-Einstellungen' in the footer opens it: then it says the
 * current choice, takes a new one ('Nur notwendige' withdraws the consent) or closes unchanged.
 */
import { useEffect, useRef } from 'react';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import Link from '@mui/material/Link';
import { useAppDispatch, useAppSelector } from '../../platform/hooks';
import {
  consentChosen,
  consentSettingsClosed,
  selectConsentSettingsOpen,
  selectExternalMediaAllowed,
} from './consentSlice';
import { writeConsent, type ConsentChoice } from './consentStorage';

export default function ConsentPanel() {
  const dispatch = useAppDispatch();
  const reopened = useAppSelector(selectConsentSettingsOpen);
  const mediaAllowed = useAppSelector(selectExternalMediaAllowed);
  const heading = useRef<HTMLHeadingElement>(null);
  const openedFrom = useRef<HTMLElement | null>(null);
  // Opened from the footer: focus moves into the banner, and back to the footer's button when it closes.
  useEffect(() => {
    if (!reopened) return;
    openedFrom.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    heading.current?.focus();
  }, [reopened]);
  const close = () => {
    openedFrom.current?.focus();
    openedFrom.current = null;
  };
  const choose = (value: ConsentChoice) => {
    writeConsent(value);
    dispatch(consentChosen(value));
    close();
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
      <Typography
        variant="subtitle1"
        component="h2"
        gutterBottom
        ref={heading}
        tabIndex={-1}
        sx={{ outline: 'none' }}
      >
        Cookies und externe Medien
      </Typography>
      <Typography variant="body2" sx={{ mb: 2 }}>
        Wir verwenden nur technisch notwendige Cookies, etwa für Ihre Anmeldung und die gewählte Ansicht. Den
        Missbrauchsschutz reCAPTCHA von Google lädt die Seite erst, wenn Sie ein Formular absenden oder
        angemeldet sind, nicht beim bloßen Lesen. Eingebettete Videos kommen von YouTube (Google Ireland
        Limited) und laden erst mit Ihrer Zustimmung; YouTube erhält dann Daten wie Ihre IP-Adresse, die auch
        in den USA verarbeitet werden können (nach dem EU-US Data Privacy Framework). Mehr dazu in der{' '}
        <Link component={RouterLink} to="/artikel/datenschutz">
          Datenschutzerklärung
        </Link>
        .
      </Typography>
      {reopened ? (
        <Typography variant="body2" sx={{ mb: 2 }} data-testid="consent-current">
          {mediaAllowed
            ? 'Derzeit erlaubt: externe Videos. Mit „Nur notwendige“ widerrufen Sie diese Zustimmung; geladene Videos werden entfernt.'
            : 'Derzeit erlaubt: nur notwendige Cookies. Externe Videos werden nicht geladen.'}
        </Typography>
      ) : null}
      {/* At least 40 px high, so a finger on a phone hits each choice. */}
      <Stack
        direction="row"
        spacing={1}
        useFlexGap
        sx={{ justifyContent: 'flex-end', flexWrap: 'wrap', '& .MuiButton-root': { minHeight: 40 } }}
      >
        {reopened ? (
          <Button
            onClick={() => {
              dispatch(consentSettingsClosed());
              close();
            }}
          >
            Schließen
          </Button>
        ) : null}
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

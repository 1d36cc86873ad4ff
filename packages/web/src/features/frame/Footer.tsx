/**
 * The footer on every page: the legal pages (Impressum and Datenschutz must be reachable from every page),
 * the accessibility statement BITV 2.0 asks for, the Leichte-Sprache summary, contact, newsletter and
 * 'Cookie-Einstellungen' (opens the consent banner again, to change or withdraw the choice).
 * Not printed. Each entry is at least 40 px high, so a finger on a phone hits it.
 */
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router';
import { useAppDispatch } from '../../platform/hooks';
import { consentSettingsOpened } from '../consent/consentSlice';

export const FOOTER_LINKS: readonly { label: string; to: string }[] = [
  { label: 'Impressum', to: '/artikel/impressum' },
  { label: 'Datenschutz', to: '/artikel/datenschutz' },
  { label: 'Nutzungsbedingungen', to: '/artikel/agbs' },
  { label: 'Barrierefreiheit', to: '/artikel/barrierefreiheit' },
  { label: 'Leichte Sprache', to: '/artikel/leichte-sprache' },
  { label: 'Kontakt', to: '/artikel/kontakt' },
  { label: 'Newsletter', to: '/newsletter' },
];

const ENTRY_SX = { display: 'inline-flex', alignItems: 'center', minHeight: 40, px: 1 } as const;

export default function Footer() {
  const dispatch = useAppDispatch();
  return (
    <Box
      component="footer"
      sx={{
        borderTop: 1,
        borderColor: 'divider',
        px: { xs: 1, md: 3 },
        py: 1,
        '@media print': { display: 'none' },
      }}
    >
      <Box
        component="ul"
        aria-label="Rechtliches und Service"
        sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 1, listStyle: 'none', m: 0, p: 0 }}
      >
        {FOOTER_LINKS.map(({ label, to }) => (
          <li key={to}>
            <Link component={RouterLink} to={to} color="text.secondary" sx={ENTRY_SX}>
              {label}
            </Link>
          </li>
        ))}
        <li>
          <Link
            component="button"
            type="button"
            variant="body1"
            color="text.secondary"
            onClick={() => dispatch(consentSettingsOpened())}
            sx={ENTRY_SX}
          >
            Cookie-Einstellungen
          </Link>
        </li>
      </Box>
    </Box>
  );
}

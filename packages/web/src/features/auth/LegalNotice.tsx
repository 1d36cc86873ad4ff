/**
 * Terms and privacy links under the sign-in choices. Shown only when both addresses are configured, as the
 * widget's rule says; both are legal articles of this site.
 */
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';

export const TERMS_PATH: string | null = '/artikel/agbs';
export const PRIVACY_PATH: string | null = '/artikel/datenschutz';

export default function LegalNotice() {
  if (!TERMS_PATH || !PRIVACY_PATH) return null;
  return (
    <Typography variant="caption" color="text.secondary">
      Mit Ihrer Anmeldung stimmen Sie unseren{' '}
      <Link component={RouterLink} to={TERMS_PATH}>
        Nutzungsbedingungen
      </Link>{' '}
      zu. Wie wir Ihre Daten verarbeiten, steht in der{' '}
      <Link component={RouterLink} to={PRIVACY_PATH}>
        Datenschutzerklärung
      </Link>
      .
    </Typography>
  );
}

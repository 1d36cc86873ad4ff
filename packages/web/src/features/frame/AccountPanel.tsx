/**
 * Account corner of the frame (docs/product.md, "Dialogs and account corner"): a spinner while the login is
 * checked, the user's avatar and name with a menu when logged in, otherwise the button to the sign-in page.
 */
import { lazy, Suspense, useState } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { useAppSelector } from '../../platform/hooks';
import { useHydrated } from '../../platform/useHydrated';
import { useMay } from '../../platform/roles';
import { useOwnPricesAvailable } from '../ingredients/useOwnPricesAvailable';
import ChunkBoundary from '../../components/ChunkBoundary';
import { displayName } from './displayName';
import { loginPathFrom } from '../../platform/loginPath';

// The signed-in button with its menu loads for a signed-in user, the dialogs when opened: the frame is on
// every page, and most visitors never sign in.
const AccountMenu = lazy(() => import('./AccountMenu'));
const NameDialog = lazy(() => import('../account/NameDialog'));
const OwnPricesDialog = lazy(() => import('../ingredients/OwnPricesDialog'));

export default function AccountPanel() {
  const status = useAppSelector((state) => state.auth.status);
  const user = useAppSelector((state) => state.auth.user);
  // Personal menu dialogs (docs/product.md, "Dialogs and account corner"): name (sm) and own prices (md).
  const [dialog, setDialog] = useState<'name' | 'prices' | null>(null);
  const ownPrices = useOwnPricesAvailable();
  const rename = useMay('manageKitchen');
  // Prerendered pages show the sign-in button; the session's state follows once hydration is done.
  const hydrated = useHydrated();
  // The sign-in comes back to the page it was started from (platform/loginPath.ts).
  const { pathname, search, hash } = useLocation();

  if (hydrated && (status === 'undefined' || status === 'pending')) {
    return <CircularProgress size={28} color="inherit" aria-label="Anmeldung wird geprüft" />;
  }
  if (!hydrated || status !== 'loggedin' || !user) {
    return (
      <Button
        component={RouterLink}
        to={loginPathFrom(`${pathname}${search}${hash}`)}
        variant="contained"
        color="primary"
      >
        Login & Registrierung
      </Button>
    );
  }

  const name = displayName(user);
  const organisation = user.organisations.length > 0 ? 'lead' : rename ? 'create' : null;
  return (
    <>
      {/* Without the menu's chunk (offline) the name still leads to the account page, which has Abmelden. */}
      <ChunkBoundary
        fallback={
          <Button component={RouterLink} to="/app" color="inherit" aria-label={`Konto: ${name}`}>
            {name}
          </Button>
        }
      >
        <Suspense fallback={<CircularProgress size={28} color="inherit" aria-label="Konto wird geladen" />}>
          <AccountMenu
            name={name}
            ownPrices={ownPrices}
            rename={rename}
            organisation={organisation}
            onDialog={setDialog}
          />
        </Suspense>
      </ChunkBoundary>
      {/* A dialog whose chunk did not arrive stays closed; the next choice from the menu tries it anew. */}
      <ChunkBoundary key={dialog ?? 'none'} fallback={null}>
        <Suspense fallback={null}>
          {dialog === 'name' ? <NameDialog name={user.name} onClose={() => setDialog(null)} /> : null}
          {dialog === 'prices' ? <OwnPricesDialog onClose={() => setDialog(null)} /> : null}
        </Suspense>
      </ChunkBoundary>
    </>
  );
}

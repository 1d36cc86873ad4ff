/**
 * The login check of the planner's routes (a layout route in app/routes.tsx): a spinner while the login is
 * checked, the way to /login (coming back to this page, its query included, afterwards) for a visitor, else the page with the
 * SaveStatusBar below it. It runs before the page's chunk loads, so a visitor does not download the planner
 * (for a signed-in person the planner boot has started loading it already, app/plannerPages.ts).
 * A person who belongs to no kitchen (left the last one, removed, or a refused first invitation) gets one
 * page that says so instead of the planner's pages and their calls; the Verwaltung and the Träger page
 * (a Träger-Leitung may lead without a kitchen of her own) need none.
 */
import { Navigate, Outlet, useLocation } from 'react-router';
import CircularProgress from '@mui/material/CircularProgress';
import SaveStatusBar from '../platform/autosave/SaveStatusBar';
import { useAppSelector } from '../platform/hooks';
import NoKitchen from './NoKitchen';
import { loginPathFrom } from '../platform/loginPath';

export default function LoginGate() {
  const status = useAppSelector((state) => state.auth.status);
  const hasUser = useAppSelector((state) => state.auth.user !== undefined);
  const noKitchen = useAppSelector((state) => state.auth.user?.kitchenId === '');
  const { pathname, search, hash } = useLocation();
  if (status === 'undefined' || status === 'pending')
    return <CircularProgress aria-label="Anmeldung wird geprüft" />;
  if (status !== 'loggedin' || !hasUser)
    return <Navigate to={loginPathFrom(`${pathname}${search}${hash}`)} replace />;
  if (noKitchen && !pathname.startsWith('/verwaltung') && pathname !== '/app/traeger') return <NoKitchen />;
  return (
    <SaveStatusBar>
      <Outlet />
    </SaveStatusBar>
  );
}

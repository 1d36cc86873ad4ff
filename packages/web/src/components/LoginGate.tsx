/**
 * The login check of the planner's routes (a layout route in app/routes.tsx): a spinner while the login is
 * checked, the way to /login (coming back to this page afterwards) for a visitor, else the page with the
 * SaveStatusBar below it. It runs before the page's chunk loads, so a visitor does not download the planner.
 */
import { Navigate, Outlet, useLocation } from 'react-router';
import CircularProgress from '@mui/material/CircularProgress';
import SaveStatusBar from '../platform/autosave/SaveStatusBar';
import { useAppSelector } from '../platform/hooks';

export default function LoginGate() {
  const status = useAppSelector((state) => state.auth.status);
  const hasUser = useAppSelector((state) => state.auth.user !== undefined);
  const { pathname } = useLocation();
  if (status === 'undefined' || status === 'pending')
    return <CircularProgress aria-label="Anmeldung wird geprüft" />;
  if (status !== 'loggedin' || !hasUser)
    return <Navigate to={`/login?signInSuccessUrl=${encodeURIComponent(pathname)}`} replace />;
  return (
    <SaveStatusBar>
      <Outlet />
    </SaveStatusBar>
  );
}

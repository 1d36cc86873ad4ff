/** Planner pages are for signed-in kitchens: a spinner while the login is checked, else the way to /login. */
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import CircularProgress from '@mui/material/CircularProgress';
import { useAppSelector } from '../../app/hooks';

export default function LoginGate({ children }: { children: ReactNode }) {
  const status = useAppSelector((state) => state.auth.status);
  const { pathname } = useLocation();
  if (status === 'undefined' || status === 'pending')
    return <CircularProgress aria-label="Anmeldung wird geprüft" />;
  if (status !== 'loggedin')
    return <Navigate to={`/login?signInSuccessUrl=${encodeURIComponent(pathname)}`} replace />;
  return <>{children}</>;
}

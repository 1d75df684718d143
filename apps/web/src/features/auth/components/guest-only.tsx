import { useRef, type ReactNode } from 'react';
import { Navigate } from 'react-router';
import { paths } from '../../../config/paths';
import { useAuth } from '../../../lib/auth';

/**
 * Login and signup are for signed-out visitors: a user who arrives signed in goes to the dashboard,
 * replacing history. Someone who signs in here is sent on by the form itself, so only a session that
 * was there on arrival (never signed out while this page was open) redirects.
 */
export function GuestOnly({ children }: { children: ReactNode }) {
  const { loading, isAuthenticated } = useAuth();
  const seenSignedOut = useRef(false);
  if (!loading && !isAuthenticated) seenSignedOut.current = true;
  if (isAuthenticated && !seenSignedOut.current)
    return <Navigate to={paths.app.dashboard.getHref()} replace />;
  return children;
}

import { useEffect } from 'react';
import { Outlet, ScrollRestoration, useNavigate } from 'react-router';
import { paths } from '../config/paths';
import { registerUnauthorizedHandler } from '../lib/api-client';
import { useAuth } from '../lib/auth';

/** Root route: any 401 from the API logs the user out and sends them to /login, which says why. */
export function SessionExpiry() {
  const { logout } = useAuth();
  const navigate = useNavigate();
  useEffect(
    () =>
      registerUnauthorizedHandler(() => {
        logout();
        navigate(paths.auth.login.getHref(), { replace: true });
      }),
    [logout, navigate],
  );
  return (
    <>
      <ScrollRestoration />
      <Outlet />
    </>
  );
}

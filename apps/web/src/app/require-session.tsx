import { Navigate, Outlet, useLocation } from 'react-router';
import { useSession } from '../lib/session.ts';
import { loginPath } from './next-path.ts';

/** DESIGN §3: the wizard and the result need a signed-in installer. */
export function RequireSession() {
  const session = useSession();
  const location = useLocation();
  if (!session) return <Navigate to={loginPath(location)} replace />;
  return <Outlet />;
}

import type { ReactNode } from 'react';
import { Redirect, useLocation, useSearch } from 'wouter';
import { loginPath } from '../lib/next-path.ts';
import { useSession } from '../lib/session.ts';

/** DESIGN §3: the wizard and the result need a signed-in installer. */
export function RequireSession({ children }: { children: ReactNode }) {
  const session = useSession();
  const [pathname] = useLocation();
  const search = useSearch();
  if (!session) return <Redirect to={loginPath({ pathname, search: search ? `?${search}` : '' })} replace />;
  return children;
}

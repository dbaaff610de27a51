import type { ReactNode } from 'react';
import { NotForAccount } from '../features/office/index.ts';
import { useSession } from '../lib/session.ts';
import { RequireSession } from './require-session.tsx';

/**
 * docs/decisions/0022-office-jobs.md: the office's screens need a signed-in office account. An installer who comes here
 * (a shared link, a typed address) is told so rather than shown a screen whose calls would all answer 403.
 */
export function RequireOffice({ children }: { children: ReactNode }) {
  const session = useSession();
  return (
    <RequireSession>{session?.installer.role === 'office' ? children : <NotForAccount />}</RequireSession>
  );
}

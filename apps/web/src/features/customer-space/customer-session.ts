import { type CustomerSession, customerSession } from '@installer/contracts';
import { createPersistedStore, useStore } from '../../lib/persisted-store.ts';
import { queryClient } from '../../lib/queries.tsx';

/** The first part of the query key of every answer of a customer's call: what a sign-out forgets. */
export const CUSTOMER_QUERY = 'customer';

/**
 * The customer's session in their personal space, kept across reloads like the installer's (lib/session.ts)
 * but under its own key: the two never share a token, and signing out of one leaves the other alone
 * (decision 0021; a customer token is refused by every installer route and the reverse).
 */
export const customerSessionStore = createPersistedStore<CustomerSession | null>(
  'customer.session',
  () => null,
  (stored) => customerSession.safeParse(stored).data ?? null,
);

function isLive(session: CustomerSession | null, now = Date.now()): session is CustomerSession {
  return session !== null && Date.parse(session.expires_at) > now;
}

/** The customer's token while the session has not expired, else null. */
export function customerToken(): string | null {
  const session = customerSessionStore.get();
  return isLive(session) ? session.token : null;
}

export function saveCustomerSession(session: CustomerSession): void {
  customerSessionStore.set(session);
}

/** Forgets the session and what its calls answered, so the next customer on this device sees none of it. */
export function clearCustomerSession(): void {
  customerSessionStore.reset();
  queryClient.removeQueries({ queryKey: [CUSTOMER_QUERY] });
}

export function useCustomerSession(): CustomerSession | null {
  const session = useStore(customerSessionStore, (s) => s);
  return isLive(session) ? session : null;
}

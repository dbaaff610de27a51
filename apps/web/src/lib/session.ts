import { type Session, session as sessionSchema } from '@installer/contracts';
import { createPersistedStore, useStore } from './persisted-store.ts';

/** DESIGN §3: the bearer token is kept across reloads (localStorage), until it expires or is revoked. */
export const sessionStore = createPersistedStore<Session | null>(
  'installer.session',
  () => null,
  (stored) => sessionSchema.safeParse(stored).data ?? null,
);

function isLive(session: Session | null, now = Date.now()): session is Session {
  return session !== null && Date.parse(session.expires_at) > now;
}

/** The stored session while it has not expired, else null. */
export function liveSession(): Session | null {
  const session = sessionStore.get();
  return isLive(session) ? session : null;
}

export function getToken(): string | null {
  return liveSession()?.token ?? null;
}

export function saveSession(session: Session): void {
  sessionStore.set(session);
}

export function clearSession(): void {
  sessionStore.reset();
}

export function useSession(): Session | null {
  const session = useStore(sessionStore, (s) => s);
  return isLive(session) ? session : null;
}

import type { Session } from '@installer/contracts';
import { loadEndpoint } from './api/endpoint-loader.ts';
import { onceUntilFailed } from './once-until-failed.ts';
import { createPersistedStore, useStore } from './persisted-store.ts';

/** The contract's session schema, once loaded (loadSessionSchema): what is stored is read through it. */
let readStored: ((stored: unknown) => Session | null) | undefined;

/**
 * DESIGN §3: the bearer token is kept across reloads (localStorage), until it expires or is revoked. What was
 * stored (perhaps by an older version) is read through the contract's `session` schema, never unchecked: until
 * that schema has loaded, nobody is signed in.
 */
export const sessionStore = createPersistedStore<Session | null>(
  'installer.session',
  () => null,
  (stored) => readStored?.(stored) ?? null,
);

/**
 * Loads the contract's session schema, zod with it, and reads the stored session through it. What is stored is
 * the sign-in's answer, so its schema is the `login` endpoint's 200, loaded as the API client loads it to check
 * an answer (`loadEndpoint`, a lazy chunk): zod and the schemas stay out of the page's first script
 * (docs/decisions/0009-web-start-up.md, item 15). The page's start (main.tsx) waits for it beside its locale,
 * before the first render, and so does a screen's first call started before that render (app/routes.tsx): no
 * installer's call leaves before it. One load, whoever asks; a failed one is asked again by the next.
 */
export const loadSessionSchema = onceUntilFailed(async (): Promise<void> => {
  const answer = (await loadEndpoint('login')).responses[200];
  readStored = (stored) => {
    // No schema, no session (the contracts always give login's 200 one).
    const checked = answer?.['~standard'].validate({ data: stored });
    if (!checked || checked instanceof Promise || checked.issues) return null;
    return (checked.value as { data: Session }).data;
  };
  sessionStore.rehydrate();
});

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

/** Where the token waits once out of the address bar: the history entry, which a reload keeps. */
const STATE_KEY = 'customer_welcome_token';

/**
 * The invitation token of a `/space/welcome#<token>` link (decision 0021: in the fragment, so it
 * never reaches a server log). Read once, then taken out of the address bar with history.replaceState (never
 * into a query or a path): what the browser shows, keeps in its history list or sends as a Referer holds no
 * credential. The history entry's state keeps it, so a reload of the page still has it. Null without one.
 */
export function takeWelcomeToken(): string | null {
  const fragment = window.location.hash.slice(1);
  if (fragment) {
    const state = { ...(window.history.state as Record<string, unknown> | null), [STATE_KEY]: fragment };
    window.history.replaceState(state, '', window.location.pathname + window.location.search);
    return fragment;
  }
  const stored = (window.history.state as Record<string, unknown> | null)?.[STATE_KEY];
  return typeof stored === 'string' && stored ? stored : null;
}

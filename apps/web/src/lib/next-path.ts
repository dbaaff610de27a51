/** Where /login sends the user back to: only a path of this app, never another site (`//evil`). */
export function safeNextPath(next: string | null | undefined): string {
  return next?.startsWith('/') && !next.startsWith('//') && !next.startsWith('/\\') ? next : '/installation';
}

export function loginPath(from: { pathname: string; search: string }): string {
  const next = from.pathname + from.search;
  return next === '/login' || next.startsWith('/login?')
    ? '/login'
    : `/login?next=${encodeURIComponent(next)}`;
}

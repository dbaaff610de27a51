/** wouter's navigate, as `useLocation()[1]` gives it: a path, and history state that survives a reload. */
export type Navigate = (to: string, options?: { replace?: boolean; state?: unknown }) => void;

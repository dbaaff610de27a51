import { navigate } from 'wouter/use-browser-location';

/**
 * The app routes on the browser's location (wouter), which jsdom provides: tests read where the app went,
 * and go somewhere, through the same window.location and history state.
 */
export const testRouter = {
  get state() {
    return {
      location: {
        pathname: window.location.pathname,
        search: window.location.search,
        state: window.history.state as unknown,
      },
    };
  },
  navigate(to: string, options?: { replace?: boolean; state?: unknown }) {
    navigate(to, options);
  },
};

/** A page opened at `entry` with `state` in its history entry, as a fresh load (or a reload) finds it. */
export function openPage(entry: string, state: unknown = null): void {
  window.history.replaceState(state, '', entry);
}

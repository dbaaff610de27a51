import { type ReactNode, Suspense, useDeferredValue, useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useSearch } from 'wouter';
import { onUnauthorized } from '../lib/api/auth-events.ts';
import { useBeehiveHostsPending } from '../lib/app-config.ts';
import { useDisplayOptions, useFavicon } from '../lib/display-options.ts';
import { afterFirstScreen } from '../lib/first-screen.ts';
import { loginPath } from '../lib/next-path.ts';
import { useSession } from '../lib/session.ts';
import { notify } from '../lib/snackbar/snackbar-store.ts';
import { FullPageLoader } from '../lib/ui/full-page-loader.tsx';
import { applyPrimary } from '../lib/ui/theme-colours.ts';
import { useOnline } from '../lib/use-online.ts';
import { AppHeader } from './app-header.tsx';
import { useAppOptions } from './app-options.tsx';
import { ScreenBoundary } from './screen-boundary.tsx';
import { AppSnackbar } from './app-snackbar.tsx';
import './shell.css';
import { useMinimumDelay } from './use-minimum-delay.ts';

/** Any 401 sends the user to /login, remembering where they were (DESIGN §3). */
function useRedirectOnUnauthorized(): void {
  const [pathname, navigate] = useLocation();
  const search = useSearch();
  const here = useRef({ pathname, search: '' });
  here.current = { pathname, search: search ? `?${search}` : '' };
  useEffect(
    () =>
      onUnauthorized(() => {
        if (here.current.pathname === '/login') return;
        notify('warning', 'login.session_expired');
        navigate(loginPath(here.current), { replace: true });
      }),
    [navigate],
  );
}

/** spec §4: the app tracks online or offline state; going offline shows 'No internet connection'. */
function useOfflineMessage(): void {
  const online = useOnline();
  useEffect(() => {
    if (!online) notify('error', 'no_internet_connection');
  }, [online]);
}

/**
 * The shell around every route: the tunnel's theme, logo and favicon (spec §2), the loader until they
 * arrive, the snackbar and the offline message (spec §8).
 */
export function RootLayout({ children }: { children: ReactNode }) {
  const { loaderDelayMs, pageStartedAt } = useAppOptions();
  const displayOptions = useDisplayOptions();
  // spec §9 loader delay: the loader stays at least this long after the page started (the version check), so
  // the switch from the default colours to the tunnel's happens behind it instead of flashing.
  const delayDone = useMinimumDelay(loaderDelayMs, pageStartedAt);
  const options = displayOptions.data;
  // Before the paint: the screen never shows in the default colours once the tunnel's are known.
  useLayoutEffect(() => applyPrimary(options?.primary), [options?.primary]);
  useFavicon(options?.src_favicon);
  useOfflineMessage();
  useRedirectOnUnauthorized();
  const beehiveHostsPending = useBeehiveHostsPending();
  // docs/decisions/0002-outbox.md: what waits in the outbox is sent as soon as it can be, from any screen;
  // docs/decisions/0012-offline-priming.md: what a day without signal needs is kept on the phone while online.
  // Only for a signed-in installer (the items and the data are theirs), and only once the first screen is on
  // show: neither is part of the first load (docs/decisions/0009-web-start-up.md).
  const signedIn = useSession() !== null;
  useEffect(() => {
    if (!signedIn) return;
    let live = true;
    let stop: (() => void) | undefined;
    const cancel = afterFirstScreen(() => {
      void import('./background-work.ts').then(({ startBackgroundWork }) => {
        if (live) stop = startBackgroundWork();
      });
    });
    return () => {
      live = false;
      cancel();
      stop?.();
    };
  }, [signedIn]);

  const ready = delayDone && !displayOptions.isPending && !beehiveHostsPending;
  // The shell and the first screen are rendered as deferred work once everything is in: React then builds them
  // in slices of a few milliseconds, the loader on show meanwhile, rather than in one task that keeps a phone
  // from answering a tap (docs/decisions/0028-first-screen-in-slices.md). The loader's own update (the display
  // options' arrival) is a synchronous one, which React never slices.
  const shown = useDeferredValue(ready);
  return (
    <>
      {shown ? (
        <>
          <AppHeader logo={options?.src_logo} />
          <AppSnackbar />
          <main id="main" className="page">
            <ScreenBoundary>
              <Suspense fallback={<FullPageLoader />}>{children}</Suspense>
            </ScreenBoundary>
          </main>
        </>
      ) : (
        <>
          <AppSnackbar />
          <main>
            <FullPageLoader />
          </main>
        </>
      )}
    </>
  );
}

import { type ReactNode, Suspense, useLayoutEffect } from 'react';
import { FullPageLoader } from '../lib/ui/full-page-loader.tsx';
import { applyPrimary } from '../lib/ui/theme-colours.ts';
import { AppSnackbar } from './app-snackbar.tsx';
import './shell.css';

/**
 * The frame of a page anyone with its link may open, signed in or not (the handover report,
 * docs/decisions/0008-report-links.md): no app bar, so no sign-out, outbox or language of the installer's
 * app; no sign-in redirect; nothing of the installer's own sent or started from it. The default colours.
 */
export function PublicLayout({ children }: { children: ReactNode }) {
  // A report opened from inside the installer's app does not keep the tunnel's colour.
  useLayoutEffect(() => applyPrimary(null), []);
  return (
    <>
      <AppSnackbar />
      <main id="main" className="page page-wide">
        <Suspense fallback={<FullPageLoader />}>{children}</Suspense>
      </main>
    </>
  );
}

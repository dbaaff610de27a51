import { type ReactNode, Suspense, useLayoutEffect } from 'react';
import { useTranslation } from '../i18n/use-translation.ts';
import { FullPageLoader } from '../lib/ui/full-page-loader.tsx';
import { applyPrimary } from '../lib/ui/theme-colours.ts';
import { AppSnackbar } from './app-snackbar.tsx';
import { LanguageMenu } from './language-menu.tsx';
import './shell.css';

/**
 * The frame of the customer's personal space (spec §6, decision 0021): like the public report's
 * (public-layout.tsx), outside the installer's shell, so no installer app bar, outbox, service worker or
 * sign-in redirect to /login; but with a bar of its own holding the language menu (spec §1).
 */
export function SpaceLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  // The space is no tunnel's: the default colours, even when opened after the installer's app.
  useLayoutEffect(() => applyPrimary(null), []);
  return (
    <>
      <header className="app-bar">
        <div className="app-bar-toolbar">
          <span className="app-bar-title">{t('space.title')}</span>
          <LanguageMenu />
        </div>
      </header>
      <AppSnackbar />
      <main id="main" className="page">
        <Suspense fallback={<FullPageLoader />}>{children}</Suspense>
      </main>
    </>
  );
}

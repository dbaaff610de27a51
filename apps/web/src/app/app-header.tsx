import { logout } from '@installer/contracts';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { forgetMyInstallations } from '../features/my-installations/index.ts';
import { callApi } from '../lib/api/client.ts';
import { useAfterFirstScreen } from '../lib/first-screen.ts';
import { clearSession, useSession } from '../lib/session.ts';
import { notify } from '../lib/snackbar/snackbar-store.ts';
import { IconButton } from '../lib/ui/button.tsx';
import { AddIcon } from '../lib/ui/icons/add-icon.tsx';
import { SignOutIcon } from '../lib/ui/icons/sign-out-icon.tsx';
import { resetWizard } from '../wizard-core/wizard-store.ts';
import { AppMenu } from './app-menu.tsx';
import { LanguageMenu } from './language-menu.tsx';

/**
 * What waits to be sent, in sight; loaded once the first screen is shown, with the outbox
 * (docs/decisions/0009-web-start-up.md). Its own module, not the outbox's entry: a dynamic import keeps every
 * export of what it loads, and the entry also gives the result screen's queued-installation view.
 */
const OutboxInSight = lazy(() =>
  import('../features/outbox/outbox-in-sight.tsx').then((module) => ({ default: module.OutboxInSight })),
);

export function AppHeader({ logo }: { logo: string | null | undefined }) {
  const { t } = useTranslation();
  const session = useSession();
  const outboxInSight = useAfterFirstScreen();
  const [, navigate] = useLocation();
  const [failedLogo, setFailedLogo] = useState<string | null>(null);
  const showLogo = Boolean(logo) && failedLogo !== logo;

  const newInstallation = () => {
    resetWizard();
    navigate('/installation');
  };
  const signOut = async () => {
    try {
      await callApi(logout, {});
    } catch {
      // The token may already be revoked or expired: signing out locally is what matters.
    }
    const { outboxItems } = await import('../features/outbox/outbox.ts');
    const unsent = outboxItems().filter(
      (item) => item.id_installer === session?.installer.id_installer,
    ).length;
    clearSession();
    // A shared phone must not show the next installer this customer's data.
    resetWizard();
    forgetMyInstallations();
    void import('../lib/queries.tsx').then(({ queryClient }) => queryClient.clear());
    // The service worker's copy of this professional's reference data goes too (src/sw.ts runtime cache).
    void globalThis.caches?.delete('reference-data').catch(() => undefined);
    // The customers and devices primed for offline use (docs/decisions/0012-offline-priming.md) go with it.
    void import('../features/priming/index.ts').then(({ clearPriming }) => clearPriming());
    navigate('/login', { replace: true });
    // docs/decisions/0002-outbox.md: nothing is lost, but it waits for this installer: another one signing in does not send it.
    if (unsent > 0) notify('warning', 'outbox.kept_until_sign_in', { count: unsent });
  };

  return (
    <header className="app-bar">
      <div className="app-bar-toolbar">
        {showLogo ? (
          <img
            className="app-bar-logo"
            src={logo ?? undefined}
            alt={t('app.logo_alt')}
            // A logo address that does not load is left out rather than shown as a broken image.
            onError={() => setFailedLogo(logo ?? null)}
          />
        ) : null}
        <span className="app-bar-title" data-beside-logo={showLogo || undefined}>
          {t('app.title')}
        </span>
        <LanguageMenu />
        {session ? (
          <>
            {outboxInSight && (
              <Suspense fallback={null}>
                <OutboxInSight />
              </Suspense>
            )}
            <IconButton
              onClick={newInstallation}
              label={t('app.new_installation')}
              title={t('app.new_installation')}
            >
              <AddIcon />
            </IconButton>
            <IconButton onClick={signOut} label={t('app.sign_out')} title={t('app.sign_out')}>
              <SignOutIcon />
            </IconButton>
            <AppMenu />
          </>
        ) : null}
      </div>
    </header>
  );
}

import { lazy, Suspense, useState } from 'react';
import { useTranslation } from '../i18n/use-translation.ts';
import { useLocation } from 'wouter';
import { useAfterFirstScreen } from '../lib/first-screen.ts';
import { useSession } from '../lib/session.ts';
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
/** Asked only when the installer signs out with items not sent yet. */
const SignOutDialog = lazy(() => import('../features/outbox/sign-out-dialog.tsx'));

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
  /** Items not sent yet when the installer asked to sign out: they choose first what becomes of them. */
  const [unsentAtSignOut, setUnsentAtSignOut] = useState(0);

  const leave = async (kept: number) => {
    setUnsentAtSignOut(0);
    // What signing out forgets, and how: loaded on the tap, like the outbox it asks first (not a first-load need).
    const { signOutHere } = await import('./sign-out.ts');
    await signOutHere();
    navigate('/login', { replace: true });
    // docs/decisions/0002-outbox.md: nothing is lost, but it waits for this installer: another one signing in does not send it.
    if (kept > 0) notify('warning', 'outbox.kept_until_sign_in', { count: kept });
  };
  const signOut = async () => {
    const { loadOutbox, outboxItems } = await import('../features/outbox/outbox.ts');
    await loadOutbox();
    // The signed-in installer's items only (another one's, kept for them, are not theirs to decide).
    const unsent = outboxItems().length;
    if (unsent > 0) setUnsentAtSignOut(unsent);
    else await leave(0);
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
            {unsentAtSignOut > 0 && (
              <Suspense fallback={null}>
                <SignOutDialog
                  unsent={unsentAtSignOut}
                  onSignOut={(kept) => void leave(kept)}
                  onClose={() => setUnsentAtSignOut(0)}
                />
              </Suspense>
            )}
          </>
        ) : null}
      </div>
    </header>
  );
}

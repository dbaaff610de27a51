import { logout } from '@installer/contracts';
import AddCircleOutlined from '@mui/icons-material/AddCircleOutlined';
import Logout from '@mui/icons-material/Logout';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { forgetMyInstallations } from '../features/my-installations/index.ts';
import { callApi } from '../lib/api/client.ts';
import { useAfterFirstScreen } from '../lib/first-screen.ts';
import { clearSession, useSession } from '../lib/session.ts';
import { notify } from '../lib/snackbar/snackbar-store.ts';
import { resetWizard } from '../wizard-core/wizard-store.ts';
import { AppMenu } from './app-menu.tsx';
import { LanguageMenu } from './language-menu.tsx';

/**
 * What waits to be sent, in sight; loaded once the first screen is shown, with the outbox
 * (docs/decisions/0009-web-start-up.md).
 */
const OutboxButton = lazy(() =>
  import('../features/outbox/index.ts').then((outbox) => ({ default: outbox.OutboxButton })),
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
    const { outboxItems } = await import('../features/outbox/index.ts');
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
    <AppBar position="sticky" color="primary" elevation={1}>
      <Toolbar sx={{ gap: 1, px: { xs: 1, sm: 2 } }}>
        {showLogo ? (
          <Box
            component="img"
            src={logo ?? undefined}
            alt={t('app.logo_alt')}
            // A logo address that does not load is left out rather than shown as a broken image.
            onError={() => setFailedLogo(logo ?? null)}
            sx={{
              height: 36,
              maxWidth: 140,
              objectFit: 'contain',
              bgcolor: 'common.white',
              borderRadius: 1,
              p: 0.5,
            }}
          />
        ) : null}
        <Typography
          component="span"
          variant="h6"
          noWrap
          // On a phone the tunnel's logo names the app; the title would only be cut off beside it.
          sx={{
            flexGrow: 1,
            fontSize: { xs: 16, sm: 20 },
            visibility: { xs: showLogo ? 'hidden' : 'visible', sm: 'visible' },
          }}
        >
          {t('app.title')}
        </Typography>
        <LanguageMenu />
        {session ? (
          <>
            {outboxInSight && (
              <Suspense fallback={null}>
                <OutboxButton />
              </Suspense>
            )}
            {/* A native title rather than MUI's Tooltip, which would add Popper to the first load. */}
            <IconButton
              color="inherit"
              onClick={newInstallation}
              aria-label={t('app.new_installation')}
              title={t('app.new_installation')}
            >
              <AddCircleOutlined />
            </IconButton>
            <IconButton
              color="inherit"
              onClick={signOut}
              aria-label={t('app.sign_out')}
              title={t('app.sign_out')}
            >
              <Logout />
            </IconButton>
            <AppMenu />
          </>
        ) : null}
      </Toolbar>
    </AppBar>
  );
}

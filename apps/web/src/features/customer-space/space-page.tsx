import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { Redirect, useLocation } from 'wouter';
import { ApiError } from '../../lib/api/api-error.ts';
import { Alert } from '../../lib/ui/alert.tsx';
import { Button } from '../../lib/ui/button.tsx';
import { SignOutIcon } from '../../lib/ui/icons/sign-out-icon.tsx';
import { Skeleton } from '../../lib/ui/skeleton.tsx';
import { Stack } from '../../lib/ui/stack.tsx';
import { Text } from '../../lib/ui/text.tsx';
import { signOut } from './api/sign-out.ts';
import { useInstallations } from './api/use-installations.ts';
import { useCustomerSession } from './customer-session.ts';
import { InstallationCard } from './installation-card.tsx';
import './customer-space.css';

/**
 * `/space`: the customer's personal space (spec §6), every installation made for their e-mail by any
 * professional, newest first. Without a session, the space's own sign-in (never the installer's /login).
 */
export function SpacePage() {
  const session = useCustomerSession();
  if (!session) return <Redirect to="/space/sign-in" replace />;
  return <Space email={session.customer.email} />;
}

function Space({ email }: { email: string }) {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const [leaving, setLeaving] = useState(false);
  const leave = async () => {
    setLeaving(true);
    await signOut();
    navigate('/space/sign-in', { replace: true });
  };

  return (
    <Stack gap={2} className="space">
      <Stack direction="row" align="center" justify="between" wrap gap={1}>
        <Stack gap={0.5} className="space-title">
          <Text as="h1" variant="h5">
            {t('space.installations_title')}
          </Text>
          <Text variant="body2" tone="secondary" breakAnywhere>
            {t('space.signed_in_as', { email })}
          </Text>
        </Stack>
        <Button variant="outlined" startIcon={<SignOutIcon />} onClick={() => void leave()} loading={leaving}>
          {t('app.sign_out')}
        </Button>
      </Stack>
      <Installations />
    </Stack>
  );
}

function Installations() {
  const { t } = useTranslation();
  const installations = useInstallations();

  if (installations.isError) {
    return (
      <Alert
        severity="error"
        role="alert"
        action={
          <Button colour="inherit" onClick={() => void installations.refetch()}>
            {t('app.retry')}
          </Button>
        }
      >
        {t(
          installations.error instanceof ApiError ? installations.error.messageKey : 'internal_server_error',
        )}
      </Alert>
    );
  }
  if (!installations.data) {
    return (
      <Stack role="status" aria-label={t('space.loading_installations')} gap={2}>
        <Skeleton height={180} />
        <Skeleton height={180} />
      </Stack>
    );
  }
  if (installations.data.length === 0) {
    return (
      <Alert severity="info" role="status">
        {t('space.no_installations')}
      </Alert>
    );
  }
  return (
    <Stack as="ul" gap={2} className="space-installations">
      {installations.data.map((installation) => (
        <InstallationCard key={installation.id_installation} installation={installation} />
      ))}
    </Stack>
  );
}

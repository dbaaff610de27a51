import { useTranslation } from '../../i18n/use-translation.ts';
import { Link } from 'wouter';
import { Button, ButtonLink } from '../../lib/ui/button.tsx';
import { Stack } from '../../lib/ui/stack.tsx';
import { resetWizard } from '../../wizard-core/wizard-store.ts';
import { AddPhotoButton } from './add-photo-button.tsx';
import { AfterVisitActions } from './after-visit-actions.tsx';
import type { FirstEmissionPolling } from './api/use-first-emission.ts';
import { leaveApp } from './leave-app.ts';
import { clearResultSession, type ResultSession } from './result-session.ts';

/**
 * The result screen's actions (spec §2): add a photo, what comes after the visit, the device detail (or
 * activate later) and a new installation. Leaving through the last two stops polling (spec §4).
 */
export function ResultActions({
  session,
  polling,
}: {
  session: ResultSession;
  polling: FirstEmissionPolling;
}) {
  const { t } = useTranslation();
  const { params } = session;
  const openDeviceDetail = () => {
    polling.stop();
    // An empty platform address is no address: the device detail is the fallback (spec §4).
    leaveApp(params.url_platform || params.url_device_detail);
  };
  const startNewInstallation = () => {
    polling.stop();
    clearResultSession();
    resetWizard();
  };
  return (
    <Stack gap={1.5}>
      <AddPhotoButton deviceNumber={params.device_number} />
      <AfterVisitActions session={session} leave={polling.stop} />
      <Button variant="outlined" onClick={openDeviceDetail} fullWidth>
        {polling.phase === 'emitted' ? t('result.see_device_detail') : t('result.activate_later')}
      </Button>
      <Link href="/installation" onClick={startNewInstallation} asChild>
        <ButtonLink fullWidth>{t('result.new_installation')}</ButtonLink>
      </Link>
    </Stack>
  );
}

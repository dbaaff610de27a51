import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'wouter';
import { useBeehiveHost } from '../../lib/beehive.ts';
import { resetWizard } from '../../wizard-core/wizard-store.ts';
import { QueuedInstallation, useQueuedInstallation } from '../outbox/index.ts';
import { AddPhotoButton } from './add-photo-button.tsx';
import { AfterVisitActions } from './after-visit-actions.tsx';
import { useFirstEmission } from './api/use-first-emission.ts';
import { BeepHint } from './beep-hint.tsx';
import { EmissionMeasures } from './emission-measures.tsx';
import { InstallationNotice } from './installation-notice.tsx';
import { leaveApp } from './leave-app.ts';
import { clearResultSession, clientEmail, type ResultSession } from './result-session.ts';
import { SignalQuality } from './signal-quality.tsx';
import { SignalTestSection } from './signal-test.tsx';
import { invitationWording, useArrivalInvitation } from './use-arrival-invitation.ts';

/**
 * spec §2 Result screen and spec §4 its states: waiting for the first emission (polled), then "Perfect!"
 * with the measures and the network state; or, after too many misses, 'No measurements reported' and Refresh.
 */
export function ResultScreen({ session }: { session: ResultSession }) {
  const { t } = useTranslation();
  const { params } = session;
  const email = clientEmail(params);
  // docs/decisions/0002-outbox.md: an installation made without signal is polled for once the outbox has sent it.
  const queued = useQueuedInstallation(params.device_number);
  const polling = useFirstEmission(params.id_device, queued === null);
  const invitation = useArrivalInvitation(session);
  const wording = invitationWording(session);
  const beehive = useBeehiveHost();

  // spec §4: leaving through the device detail or a new installation stops polling.
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
    <Stack spacing={2}>
      {queued ? (
        <QueuedInstallation item={queued} />
      ) : (
        <Alert severity="success">{t('result.success')}</Alert>
      )}
      {invitation === 'queued' && email && (
        <Alert severity="info" variant="outlined">
          {t(wording.waiting, { email })}
        </Alert>
      )}
      {invitation === 'sent' && email && (
        <Alert severity="info" variant="outlined">
          {t(wording.sent, { email })}
        </Alert>
      )}

      {polling.phase === 'emitted' && polling.emission ? (
        <>
          <Alert severity="success" variant="filled">
            <AlertTitle>{t('result.perfect')}</AlertTitle>
            {t('result.first_measure_received')}
          </Alert>
          {/* spec §6: without a user, the professional is reminded to look for the activation mail. */}
          {!email && <Alert severity="info">{t('result.check_emails')}</Alert>}
          <EmissionMeasures emission={polling.emission} idModule={params.id_module} />
          <SignalQuality quality={polling.emission.signal_quality} />
          <SignalTestSection idDevice={params.id_device} idModule={params.id_module} />
        </>
      ) : (
        <>
          <Typography>
            {params.installation?.introduction?.trim() ||
              t('result.default_introduction', { device_number: params.device_number })}
          </Typography>
          {beehive && !queued && polling.phase === 'waiting' && <BeepHint />}
          {queued ? null : polling.phase === 'waiting' ? (
            <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
              <CircularProgress size={28} aria-hidden />
              <Typography>{t('result.waiting')}</Typography>
            </Box>
          ) : (
            <Alert
              severity="warning"
              action={
                <Button color="inherit" onClick={polling.refresh}>
                  {t('result.refresh')}
                </Button>
              }
            >
              {t('no_measurements_reported')}
            </Alert>
          )}
          <InstallationNotice installation={params.installation} />
        </>
      )}

      <Stack spacing={1.5}>
        <AddPhotoButton deviceNumber={params.device_number} />
        <AfterVisitActions session={session} leave={polling.stop} />
        <Button variant="outlined" onClick={openDeviceDetail} fullWidth>
          {polling.phase === 'emitted' ? t('result.see_device_detail') : t('result.activate_later')}
        </Button>
        <Button component={RouterLink} href="/installation" onClick={startNewInstallation} fullWidth>
          {t('result.new_installation')}
        </Button>
      </Stack>
    </Stack>
  );
}

import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { useLocation } from 'wouter';
import { Button } from '../../lib/ui/button.tsx';
import { AddPlaceIcon } from '../../lib/ui/icons/add-place-icon.tsx';
import { SwapIcon } from '../../lib/ui/icons/swap-icon.tsx';
import { useJobOfDevice } from '../../wizard-core/job-start.ts';
import { startOnSite } from '../../wizard-core/site.ts';
import { useInstallationRecord } from '../installation/index.ts';
import { ShareReportButton } from '../share-report/index.ts';
import { openSwap } from '../swap/index.ts';
import { clearResultSession, type ResultSession, saveResultSession } from './result-session.ts';

/**
 * decision 0022: the next device of the job this one was installed for; its code (the job plan, the jobs
 * list's call) loads only for a job's device.
 */
const NextJobDevice = lazy(() =>
  import('../jobs/next-job-device.tsx').then((m) => ({ default: m.NextJobDevice })),
);

/**
 * The installation behind the result screen: from its parameters (opened from My installations or after a
 * swap), or from the record of the attempt that made it on this phone, once the server created it. Kept in
 * the session as soon as known, so a reload still has it.
 */
function useInstallationOf(session: ResultSession) {
  const { params } = session;
  const record = useInstallationRecord(params.device_number);
  const idInstallation = params.id_installation ?? record?.id_installation ?? null;
  const site = params.site ?? record?.site ?? null;
  useEffect(() => {
    if (idInstallation === null || params.id_installation !== null) return;
    session.params = { ...params, id_installation: idInstallation, site };
    saveResultSession(session);
  }, [session, params, idInstallation, site]);
  return { idInstallation, site };
}

/**
 * After the visit, from the result screen: the handover report to share, the sensor to replace on the same
 * equipment, and the next sensor on the same site. `leave` stops what the screen polls (spec §4).
 */
export function AfterVisitActions({ session, leave }: { session: ResultSession; leave(): void }) {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const { idInstallation, site } = useInstallationOf(session);
  const idJob = useJobOfDevice(session.params.device_number);

  const swap = () => {
    if (idInstallation === null) return;
    leave();
    openSwap(navigate, idInstallation, { device_number: session.params.device_number, site });
  };
  const installAnother = () => {
    if (!site) return;
    leave();
    clearResultSession();
    startOnSite(site);
    navigate('/installation');
  };

  return (
    <>
      {idJob !== null && (
        <Suspense fallback={null}>
          <NextJobDevice
            deviceNumber={session.params.device_number}
            leave={() => {
              leave();
              clearResultSession();
            }}
          />
        </Suspense>
      )}
      {idInstallation !== null && <ShareReportButton idInstallation={idInstallation} />}
      {idInstallation !== null && (
        <Button variant="outlined" startIcon={<SwapIcon />} onClick={swap} fullWidth>
          {t('swap.open')}
        </Button>
      )}
      {site && (
        <Button variant="outlined" startIcon={<AddPlaceIcon />} onClick={installAnother} fullWidth>
          {t('result.install_another')}
        </Button>
      )}
    </>
  );
}

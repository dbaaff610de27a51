import { useTranslation } from '../../i18n/use-translation.ts';
import { useLocation } from 'wouter';
import { useSession } from '../../lib/session.ts';
import { Button } from '../../lib/ui/button.tsx';
import { AddIcon } from '../../lib/ui/icons/add-icon.tsx';
import { startJob, useJobOfDevice } from '../../wizard-core/job-start.ts';
import { skipResumeOffer } from '../wizard/index.ts';
import { useMyJobs } from './api/use-my-jobs.ts';
import { jobStart, nextDevice } from './job-plan.ts';

/**
 * The result screen of a job's device (decision 0022: several devices, one after another): "Next
 * device of this job" opens the wizard preset for the next one. Shown only for the device the wizard just
 * installed for a job that still has one to install. `leave` stops what the result screen polls.
 */
export function NextJobDevice({ deviceNumber, leave }: { deviceNumber: string; leave(): void }) {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const idInstaller = useSession()?.installer.id_installer ?? 0;
  const idJob = useJobOfDevice(deviceNumber);
  const jobs = useMyJobs(idInstaller, { enabled: idJob !== null });
  const job = idJob === null ? undefined : jobs.data?.list.items.find((each) => each.id_job === idJob);
  if (!job) return null;
  const next = nextDevice(job, [deviceNumber]);
  if (next === undefined) return null;
  const open = () => {
    leave();
    skipResumeOffer();
    startJob(jobStart(job, next));
    navigate('/installation');
  };
  return (
    <Button variant="contained" startIcon={<AddIcon />} onClick={open} fullWidth>
      {next ? t('jobs.next_device_number', { device_number: next }) : t('jobs.next_device')}
    </Button>
  );
}

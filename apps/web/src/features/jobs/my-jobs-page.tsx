import type { Job, Session } from '@installer/contracts';
import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { useLocation } from 'wouter';
import { formatDay, formatWhen } from '../../lib/format-dates.ts';
import { localDay } from '../../lib/local-day.ts';
import { useSession } from '../../lib/session.ts';
import { Alert } from '../../lib/ui/alert.tsx';
import { Button, IconButton } from '../../lib/ui/button.tsx';
import { RefreshIcon } from '../../lib/ui/icons/refresh-icon.tsx';
import { Skeleton } from '../../lib/ui/skeleton.tsx';
import { Stack } from '../../lib/ui/stack.tsx';
import { Text } from '../../lib/ui/text.tsx';
import { startJob } from '../../wizard-core/job-start.ts';
import { useOutboxItems } from '../outbox/index.ts';
import { skipResumeOffer } from '../wizard/index.ts';
import { useMyJobs } from './api/use-my-jobs.ts';
import { JobItem } from './job-item.tsx';
import { jobStart, jobsByDay, onPhone } from './job-plan.ts';
import { NotDoableDialog } from './not-doable-dialog.tsx';
import './my-jobs.css';

/**
 * `/jobs`, My jobs (decision 0022): what the office planned for this account, today first, then the
 * next days. Opening a job starts the wizard preset for it; without signal, the list the phone kept.
 */
export function MyJobsPage() {
  const session = useSession();
  // RequireSession guards the route: a session is there.
  return session ? <JobsList session={session} /> : null;
}

function JobsList({ session }: { session: Session }) {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const jobs = useMyJobs(session.installer.id_installer);
  // Made without signal and not yet sent: the list does not know it, the phone does.
  const outbox = useOutboxItems();
  const [notDoable, setNotDoable] = useState<Job | null>(null);
  const today = localDay();
  const tomorrow = localDay(new Date(Date.now() + 86_400_000));
  const dayTitle = (day: string) =>
    day === today ? t('jobs.today') : day === tomorrow ? t('jobs.tomorrow') : formatDay(day);

  const start = (job: Job, deviceNumber: string | null) => {
    skipResumeOffer();
    startJob(jobStart(job, deviceNumber));
    navigate('/installation');
  };

  const days = jobs.data ? jobsByDay(jobs.data.list.items) : [];
  return (
    <Stack>
      <Stack direction="row" align="center" justify="between">
        <Text as="h1" variant="h5">
          {t('jobs.title')}
        </Text>
        <IconButton
          label={t('jobs.refresh')}
          title={t('jobs.refresh')}
          onClick={() => void jobs.refetch()}
          disabled={jobs.isFetching}
        >
          <RefreshIcon />
        </IconButton>
      </Stack>
      {jobs.data?.kept_at ? (
        <Alert severity="info" role="status">
          {t('jobs.offline_as_of', { time: formatWhen(jobs.data.kept_at) })}
        </Alert>
      ) : null}
      {jobs.isError ? (
        <Alert
          severity="error"
          role="alert"
          action={<Button onClick={() => void jobs.refetch()}>{t('jobs.retry')}</Button>}
        >
          {t('jobs.failed')}
        </Alert>
      ) : null}
      {jobs.isPending ? (
        <div role="status" aria-label={t('jobs.loading')}>
          <Skeleton height={120} />
        </div>
      ) : null}
      {jobs.data && days.length === 0 ? <Text>{t('jobs.empty')}</Text> : null}
      {days.map(({ day, jobs: ofDay }) => (
        <Stack as="section" key={day} aria-labelledby={`jobs-day-${day}`} gap={1}>
          <Text as="h2" variant="h6" id={`jobs-day-${day}`}>
            {dayTitle(day)}
          </Text>
          <Stack as="ul" gap={1} className="job-list">
            {ofDay.map((job) => (
              <JobItem
                key={job.id_job}
                job={job}
                pending={onPhone(outbox, job.id_job)}
                onStart={(deviceNumber) => start(job, deviceNumber)}
                onNotDoable={() => setNotDoable(job)}
              />
            ))}
          </Stack>
        </Stack>
      ))}
      {notDoable ? <NotDoableDialog job={notDoable} onClose={() => setNotDoable(null)} /> : null}
    </Stack>
  );
}

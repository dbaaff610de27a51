import type { Job } from '@installer/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { formatDay } from '../../../lib/format-dates.ts';
import { notify } from '../../../lib/snackbar/snackbar-store.ts';
import { Button } from '../../../lib/ui/button.tsx';
import {
  Dialog,
  DialogActions,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from '../../../lib/ui/dialog.tsx';
import { AddIcon } from '../../../lib/ui/icons/add-icon.tsx';
import { Stack } from '../../../lib/ui/stack.tsx';
import { Table } from '../../../lib/ui/table.tsx';
import { customerName, jobWindow } from '../../jobs/index.ts';
import { cancelPlannedJob } from '../api/save-job.ts';
import { useOfficeJobs } from '../api/use-office-jobs.ts';
import { JobStateChip } from '../job-state-chip.tsx';
import { messageOf } from '../office-error.ts';
import { OfficeRangeScreen } from '../office-range-screen.tsx';
import { useOfficeFilters } from '../use-office-filters.ts';
import { openJobForm } from './open-job-form.ts';
import '../office.css';

/** `/office/jobs`: the jobs of the range, to plan, edit (reassign included) or cancel. */
export function OfficeJobsPage() {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const range = useOfficeFilters();
  const jobs = useOfficeJobs(range.asked, { enabled: !range.tooLong });
  const [cancelling, setCancelling] = useState<Job | null>(null);
  return (
    <OfficeRangeScreen
      title="office.jobs_title"
      action={
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => openJobForm(navigate, null)}>
          {t('office.new_job')}
        </Button>
      }
      range={range}
      answer={jobs}
      failed="office.jobs_failed"
      empty={jobs.data?.items.length === 0}
      emptyText="office.jobs_empty"
    >
      {jobs.data && jobs.data.items.length > 0 ? (
        <Table caption={t('office.jobs_caption')}>
          <thead>
            <tr>
              <th scope="col">{t('office.when')}</th>
              <th scope="col">{t('office.customer')}</th>
              <th scope="col">{t('office.address')}</th>
              <th scope="col">{t('office.equipment')}</th>
              <th scope="col" data-align="end">
                {t('office.devices')}
              </th>
              <th scope="col">{t('office.installer')}</th>
              <th scope="col">{t('office.state')}</th>
              <th scope="col">{t('office.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {jobs.data.items.map((job) => (
              <tr key={job.id_job} data-testid="office-job">
                <td>{[formatDay(job.scheduled_date), jobWindow(job)].filter(Boolean).join(' ')}</td>
                <td>{customerName(job)}</td>
                <td>{[job.address.address_name, job.address.address].filter(Boolean).join(', ')}</td>
                <td>{job.equipment.type_name ?? job.equipment.type_key}</td>
                <td data-align="end">
                  {job.devices.filter((device) => device.installation !== null).length}/{job.expected_devices}
                </td>
                <td>{job.installer.name || job.installer.email}</td>
                <td>
                  <JobStateChip state={job.state} />
                </td>
                <td>
                  {job.status === 'planned' ? (
                    <Stack direction="row" gap={0.5}>
                      <Button
                        onClick={() => openJobForm(navigate, job)}
                        aria-label={t('office.edit_job_of', { customer: customerName(job) })}
                      >
                        {t('office.edit')}
                      </Button>
                      <Button
                        colour="error"
                        onClick={() => setCancelling(job)}
                        aria-label={t('office.cancel_job_of', { customer: customerName(job) })}
                      >
                        {t('office.cancel_job')}
                      </Button>
                    </Stack>
                  ) : null}
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      ) : null}
      {cancelling ? <CancelDialog job={cancelling} onClose={() => setCancelling(null)} /> : null}
    </OfficeRangeScreen>
  );
}

function CancelDialog({ job, onClose }: { job: Job; onClose(): void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const cancel = useMutation({
    mutationFn: () => cancelPlannedJob(job.id_job),
    onSuccess: async () => {
      notify('info', 'office.job_cancelled');
      onClose();
      await queryClient.invalidateQueries({ queryKey: ['office_jobs'] });
    },
    onError: (error) => notify('error', messageOf(error)),
  });
  return (
    <Dialog onClose={onClose} dismissible={!cancel.isPending}>
      <DialogTitle>{t('office.cancel_title')}</DialogTitle>
      <DialogContent>
        <DialogDescription>
          {t('office.cancel_intro', { customer: customerName(job), day: formatDay(job.scheduled_date) })}
        </DialogDescription>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={cancel.isPending} data-autofocus>
          {t('office.keep_job')}
        </Button>
        <Button variant="contained" colour="error" onClick={() => cancel.mutate()} loading={cancel.isPending}>
          {t('office.cancel_job')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

import type { Job } from '@installer/contracts';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { formatDay } from '../../../lib/format-dates.ts';
import { Button } from '../../../lib/ui/button.tsx';
import { Stack } from '../../../lib/ui/stack.tsx';
import { Table } from '../../../lib/ui/table.tsx';
import { customerName, jobWindow } from '../../jobs/index.ts';
import { JobStateChip } from '../job-state-chip.tsx';

interface JobActions {
  onEdit(job: Job): void;
  onCancel(job: Job): void;
}

/** The range's jobs, one row each: when, who, where, what, how many devices are in, by whom, its state. */
export function OfficeJobsTable({ jobs, ...actions }: { jobs: readonly Job[] } & JobActions) {
  const { t } = useTranslation();
  return (
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
        {jobs.map((job) => (
          <OfficeJobRow key={job.id_job} job={job} {...actions} />
        ))}
      </tbody>
    </Table>
  );
}

function OfficeJobRow({ job, onEdit, onCancel }: { job: Job } & JobActions) {
  const { t } = useTranslation();
  return (
    <tr data-testid="office-job">
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
              onClick={() => onEdit(job)}
              aria-label={t('office.edit_job_of', { customer: customerName(job) })}
            >
              {t('office.edit')}
            </Button>
            <Button
              colour="error"
              onClick={() => onCancel(job)}
              aria-label={t('office.cancel_job_of', { customer: customerName(job) })}
            >
              {t('office.cancel_job')}
            </Button>
          </Stack>
        ) : null}
      </td>
    </tr>
  );
}

import type { Job } from '@installer/contracts';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { useLocation } from 'wouter';
import { Button } from '../../../lib/ui/button.tsx';
import { AddIcon } from '../../../lib/ui/icons/add-icon.tsx';
import { useOfficeJobs } from '../api/use-office-jobs.ts';
import { OfficeRangeScreen } from '../office-range-screen.tsx';
import { useOfficeFilters } from '../use-office-filters.ts';
import { CancelJobDialog } from './cancel-job-dialog.tsx';
import { OfficeJobsTable } from './office-jobs-table.tsx';
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
        <OfficeJobsTable
          jobs={jobs.data.items}
          onEdit={(job) => openJobForm(navigate, job)}
          onCancel={setCancelling}
        />
      ) : null}
      {cancelling ? <CancelJobDialog job={cancelling} onClose={() => setCancelling(null)} /> : null}
    </OfficeRangeScreen>
  );
}

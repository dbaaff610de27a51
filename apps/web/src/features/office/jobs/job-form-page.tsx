import { type Job, job as jobSchema } from '@installer/contracts';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { useParams } from 'wouter';
import { useHistoryState } from 'wouter/use-browser-location';
import { Alert } from '../../../lib/ui/alert.tsx';
import { Button } from '../../../lib/ui/button.tsx';
import { Stack } from '../../../lib/ui/stack.tsx';
import { Text } from '../../../lib/ui/text.tsx';
import { OfficeNav } from '../office-nav.tsx';
import { JobAddressGroup } from './job-address-group.tsx';
import { JobCustomerGroup } from './job-customer-group.tsx';
import { JobEquipmentGroup } from './job-equipment-group.tsx';
import { JobPlanningGroup } from './job-planning-group.tsx';
import { useJobForm } from './use-job-form.ts';
import '../office.css';

/** The job an edit was opened with (open-job-form.ts), from the history state; null for a new job. */
function useEditedJob(): Job | null {
  const state = useHistoryState<{ job?: unknown } | null>();
  return jobSchema.safeParse(state?.job).data ?? null;
}

/**
 * `/office/jobs/new` and `/office/jobs/{id}`: plan a job, or edit one (reassign included) with the version it
 * was read at. The contracts' jobInput checks the form (the server runs the same).
 */
export function JobFormPage() {
  const { t } = useTranslation();
  const params = useParams<{ id_job: string }>();
  const editing = useEditedJob();
  const creating = params.id_job === 'new';
  if (!creating && (editing === null || String(editing.id_job) !== params.id_job)) {
    return (
      <Stack className="office-screen">
        <OfficeNav />
        <Alert severity="info">{t('office.job_not_open')}</Alert>
      </Stack>
    );
  }
  return <JobForm job={creating ? null : editing} />;
}

function JobForm({ job }: { job: Job | null }) {
  const { t } = useTranslation();
  const form = useJobForm(job);
  return (
    <Stack className="office-screen">
      <OfficeNav />
      <Text as="h1" variant="h5">
        {job ? t('office.edit_job') : t('office.new_job')}
      </Text>
      {form.stale ? (
        <Alert severity="warning" role="alert">
          {t('office.stale_version')}
        </Alert>
      ) : null}
      {form.refused.length > 0 ? (
        <Alert severity="error" role="alert">
          {t('office.form_refused')}
        </Alert>
      ) : null}
      <form onSubmit={form.submit} noValidate className="job-form">
        <JobCustomerGroup field={form.field} />
        <JobAddressGroup form={form} />
        <JobEquipmentGroup form={form} />
        <JobPlanningGroup field={form.field} />
        <Stack direction="row" gap={1} wrap>
          <Button type="submit" variant="contained" loading={form.saving}>
            {job ? t('office.save_job') : t('office.create_job')}
          </Button>
          <Button onClick={form.back}>{t('office.back_to_jobs')}</Button>
        </Stack>
      </form>
    </Stack>
  );
}

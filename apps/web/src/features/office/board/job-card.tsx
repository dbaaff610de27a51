import type { Job } from '@installer/contracts';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { Card } from '../../../lib/ui/card.tsx';
import { Stack } from '../../../lib/ui/stack.tsx';
import { Text } from '../../../lib/ui/text.tsx';
import { formatDay } from '../../../lib/format-dates.ts';
import { useJobPhoto } from '../api/use-office-photo.ts';
import { JobStateChip } from '../job-state-chip.tsx';
import { PhotoThumbnail } from './photo-thumbnail.tsx';
import { customerName, jobWindow } from '../../jobs/index.ts';

/** A planned job on the board: its state, for whom, where, when, and how many of its devices are in. */
export function JobCard({ job }: { job: Job }) {
  const { t } = useTranslation();
  const installed = job.devices.filter((device) => device.installation !== null).length;
  return (
    <Card as="li" className="board-card" data-testid="board-job">
      <Stack gap={1}>
        <Stack direction="row" justify="between" align="center" wrap gap={1}>
          <Text as="h4" variant="subtitle1" weight="bold" breakAnywhere>
            {customerName(job)}
          </Text>
          <JobStateChip state={job.state} />
        </Stack>
        <Text variant="body2" tone="secondary" breakAnywhere>
          {[job.address.address_name, job.address.address].filter(Boolean).join(', ')}
        </Text>
        <Text variant="body2">
          {[formatDay(job.scheduled_date), jobWindow(job)].filter(Boolean).join(' · ')}
        </Text>
        <Text variant="body2">
          {job.equipment.type_name ?? job.equipment.type_key} ·{' '}
          {t('office.devices_done', { done: installed, total: job.expected_devices })}
        </Text>
        {job.not_doable ? (
          <Text variant="body2" tone="error" preLine breakAnywhere>
            {t('office.not_doable_reason', {
              reason: t(`jobs.reasons.${job.not_doable.reason}`),
              note: job.not_doable.note,
            })}
          </Text>
        ) : null}
        {job.not_doable?.photo_url ? <JobPhoto idJob={job.id_job} customer={customerName(job)} /> : null}
      </Stack>
    </Card>
  );
}

/** The installer's photo of why the job could not be done. */
function JobPhoto({ idJob, customer }: { idJob: number; customer: string }) {
  const { t } = useTranslation();
  return <PhotoThumbnail url={useJobPhoto(idJob)} alt={t('office.not_doable_photo', { customer })} />;
}

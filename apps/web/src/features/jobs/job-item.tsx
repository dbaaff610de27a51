import type { Job } from '@installer/contracts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { Button } from '../../lib/ui/button.tsx';
import { Card } from '../../lib/ui/card.tsx';
import { Chip } from '../../lib/ui/chip.tsx';
import { Stack } from '../../lib/ui/stack.tsx';
import { Text } from '../../lib/ui/text.tsx';
import { nextDevice, type OnPhone } from './job-plan.ts';
import { customerName, jobWindow } from './job-text.ts';

/**
 * One job of My jobs: for whom, where, when, the equipment, its devices (done or not) and the office's notes;
 * Start opens the wizard preset for its next device, Not doable says why it cannot be done.
 */
export function JobItem({
  job,
  pending,
  onStart,
  onNotDoable,
}: {
  job: Job;
  /** What the phone made for the job and still holds for the server (the outbox). */
  pending: OnPhone;
  onStart(deviceNumber: string | null): void;
  onNotDoable(): void;
}) {
  const { t } = useTranslation();
  const next = pending.not_doable ? undefined : nextDevice(job, pending.devices);
  const titleId = `job-${job.id_job}-title`;
  const unnumbered = job.expected_devices - job.devices.filter((device) => device.listed).length;
  return (
    <Card as="li" aria-labelledby={titleId} data-testid="my-job">
      <Stack gap={1}>
        <Stack direction="row" justify="between" align="center" wrap gap={1}>
          <Text as="h3" variant="subtitle1" weight="bold" id={titleId} breakAnywhere>
            {customerName(job)}
          </Text>
          {job.status === 'not_doable' || pending.not_doable ? (
            <Chip label={t('jobs.state_not_doable')} tone="error" />
          ) : null}
          {job.status === 'planned' && next === undefined ? (
            <Chip label={t('jobs.state_done')} tone="success" />
          ) : null}
        </Stack>
        <dl className="job-facts">
          {jobWindow(job) ? (
            <>
              <dt>{t('jobs.window')}</dt>
              <dd>{jobWindow(job)}</dd>
            </>
          ) : null}
          <dt>{t('jobs.customer')}</dt>
          <dd>{job.customer.email}</dd>
          <dt>{t('jobs.address')}</dt>
          <dd>{[job.address.address_name, job.address.address].filter(Boolean).join(', ')}</dd>
          <dt>{t('jobs.equipment')}</dt>
          <dd>{job.equipment.type_name ?? job.equipment.type_key}</dd>
          <dt>{t('jobs.devices')}</dt>
          <dd>
            <ul className="job-devices">
              {job.devices
                .filter((device) => device.listed || device.installation)
                .map((device) => (
                  <li key={device.device_number}>
                    {device.device_number}{' '}
                    {device.installation ? <Chip label={t('jobs.device_done')} tone="success" /> : null}
                    {!device.installation && pending.devices.includes(device.device_number) ? (
                      <Chip label={t('installations.state_on_phone')} />
                    ) : null}
                  </li>
                ))}
              {unnumbered > 0 ? <li>{t('jobs.devices_to_scan', { count: unnumbered })}</li> : null}
            </ul>
          </dd>
          {job.notes ? (
            <>
              <dt>{t('jobs.notes')}</dt>
              <dd className="job-notes">{job.notes}</dd>
            </>
          ) : null}
        </dl>
        {job.status === 'planned' && next !== undefined ? (
          <Stack direction="row" gap={1} wrap>
            <Button variant="contained" onClick={() => onStart(next)}>
              {next ? t('jobs.start_device', { device_number: next }) : t('jobs.start')}
            </Button>
            <Button variant="outlined" colour="error" onClick={onNotDoable}>
              {t('jobs.not_doable')}
            </Button>
          </Stack>
        ) : null}
      </Stack>
    </Card>
  );
}

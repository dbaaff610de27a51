import type { Job } from '@installer/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../../i18n/use-translation.ts';
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
import { customerName } from '../../jobs/index.ts';
import { cancelPlannedJob } from '../api/save-job.ts';
import { messageOf } from '../office-error.ts';

/** Cancel a planned job, after the office says so: the dialog stays while the cancel is sent. */
export function CancelJobDialog({ job, onClose }: { job: Job; onClose(): void }) {
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

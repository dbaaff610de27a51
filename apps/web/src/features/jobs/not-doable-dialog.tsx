import { type Job, NOT_DOABLE_NOTE_MAX, NOT_DOABLE_REASONS } from '@installer/contracts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { Button } from '../../lib/ui/button.tsx';
import { RadioGroup, RadioOption } from '../../lib/ui/choice.tsx';
import { Dialog, DialogActions, DialogContent, DialogTitle } from '../../lib/ui/dialog.tsx';
import { Stack } from '../../lib/ui/stack.tsx';
import { TextArea } from '../../lib/ui/text-input.tsx';
import { customerName } from './job-text.ts';
import { NotDoablePhoto } from './not-doable-photo.tsx';
import { useNotDoableReport } from './use-not-doable-report.ts';

/**
 * "Not doable" on site (decision 0022): why (a reason), a note, and a photo if it helps the office see it.
 * Sent through the outbox: without signal it waits on the phone, and the dialog closes all the same.
 */
export function NotDoableDialog({ job, onClose }: { job: Job; onClose(): void }) {
  const { t } = useTranslation();
  const report = useNotDoableReport(job, onClose);

  return (
    <Dialog onClose={onClose} dismissible={!report.sending} fullScreen="phone">
      <form onSubmit={(event) => void report.submit(event)} noValidate>
        <DialogTitle>{t('jobs.not_doable_title', { customer: customerName(job) })}</DialogTitle>
        <DialogContent>
          <Stack>
            <RadioGroup
              label={t('jobs.reason')}
              required
              error={report.reasonMissing}
              helperText={report.reasonMissing ? t('jobs.reason_required') : undefined}
            >
              {NOT_DOABLE_REASONS.map((each) => (
                <RadioOption
                  key={each}
                  name="not-doable-reason"
                  value={each}
                  checked={report.reason === each}
                  onChange={() => report.setReason(each)}
                  label={t(`jobs.reasons.${each}`)}
                />
              ))}
            </RadioGroup>
            <TextArea
              label={t('jobs.note')}
              value={report.note}
              onChange={(event) => report.setNote(event.target.value)}
              maxLength={NOT_DOABLE_NOTE_MAX}
              rows={3}
              helperText=" "
            />
            <NotDoablePhoto photo={report.photo} onPhoto={report.setPhoto} />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={report.sending}>
            {t('jobs.cancel')}
          </Button>
          <Button type="submit" variant="contained" colour="error" loading={report.sending}>
            {t('jobs.not_doable_send')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

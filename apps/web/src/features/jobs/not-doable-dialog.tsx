import {
  type Job,
  NOT_DOABLE_NOTE_MAX,
  NOT_DOABLE_REASONS,
  type NotDoableReason,
} from '@installer/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../lib/snackbar/snackbar-store.ts';
import { Button } from '../../lib/ui/button.tsx';
import { RadioGroup, RadioOption } from '../../lib/ui/choice.tsx';
import { Dialog, DialogActions, DialogContent, DialogTitle } from '../../lib/ui/dialog.tsx';
import { AddPhotoIcon } from '../../lib/ui/icons/add-photo-icon.tsx';
import { Stack } from '../../lib/ui/stack.tsx';
import { Text } from '../../lib/ui/text.tsx';
import { TextArea } from '../../lib/ui/text-input.tsx';
import { PhotoFileInput, type ScaledPhoto } from '../camera/index.ts';
import { customerName } from './job-text.ts';
import { notDoableKey, reportNotDoable } from './report-not-doable.ts';

/**
 * "Not doable" on site (decision 0022): why (a reason), a note, and a photo if it helps the office see it.
 * Sent through the outbox: without signal it waits on the phone, and the dialog closes all the same.
 */
export function NotDoableDialog({ job, onClose }: { job: Job; onClose(): void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [reason, setReason] = useState<NotDoableReason | null>(null);
  const [note, setNote] = useState('');
  const [photo, setPhoto] = useState<ScaledPhoto | null>(null);
  const [tried, setTried] = useState(false);
  const [sending, setSending] = useState(false);
  // One report, one key: sending it again after a lost answer is the same report (DESIGN §3).
  const [key] = useState(notDoableKey);
  const photoInput = useRef<HTMLInputElement>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (reason === null || sending) return;
    setSending(true);
    const outcome = await reportNotDoable(
      job.id_job,
      { reason, note: note.trim(), ...(photo ? { photo: photo.dataUrl } : {}) },
      key,
    );
    setSending(false);
    if (outcome.state === 'refused') {
      notify('error', outcome.message);
      return;
    }
    notify(outcome.state === 'sent' ? 'success' : 'info', `jobs.not_doable_${outcome.state}`);
    await queryClient.invalidateQueries({ queryKey: ['my_jobs'] });
    onClose();
  };

  return (
    <Dialog onClose={onClose} dismissible={!sending} fullScreen="phone">
      <form onSubmit={(event) => void submit(event)} noValidate>
        <DialogTitle>{t('jobs.not_doable_title', { customer: customerName(job) })}</DialogTitle>
        <DialogContent>
          <Stack>
            <RadioGroup
              label={t('jobs.reason')}
              required
              error={tried && reason === null}
              helperText={tried && reason === null ? t('jobs.reason_required') : undefined}
            >
              {NOT_DOABLE_REASONS.map((each) => (
                <RadioOption
                  key={each}
                  name="not-doable-reason"
                  value={each}
                  checked={reason === each}
                  onChange={() => setReason(each)}
                  label={t(`jobs.reasons.${each}`)}
                />
              ))}
            </RadioGroup>
            <TextArea
              label={t('jobs.note')}
              value={note}
              onChange={(event) => setNote(event.target.value)}
              maxLength={NOT_DOABLE_NOTE_MAX}
              rows={3}
              helperText=" "
            />
            <PhotoFileInput inputRef={photoInput} onPhoto={setPhoto} />
            <Stack direction="row" align="center" gap={1} wrap>
              <Button
                variant="outlined"
                startIcon={<AddPhotoIcon />}
                onClick={() => photoInput.current?.click()}
              >
                {photo ? t('jobs.photo_again') : t('jobs.photo_add')}
              </Button>
              {photo ? (
                <Text variant="body2" role="status">
                  {t('jobs.photo_ready')}
                </Text>
              ) : null}
            </Stack>
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={sending}>
            {t('jobs.cancel')}
          </Button>
          <Button type="submit" variant="contained" colour="error" loading={sending}>
            {t('jobs.not_doable_send')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

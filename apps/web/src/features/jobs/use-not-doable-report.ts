import type { Job, NotDoableReason } from '@installer/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { notify } from '../../lib/snackbar/snackbar-store.ts';
import type { ScaledPhoto } from '../camera/index.ts';
import { notDoableKey, reportNotDoable } from './report-not-doable.ts';

/**
 * The Not doable report's state: the reason (required), the note, the photo, and its sending through the
 * outbox (decision 0022); `onSent` once it is sent or waits on the phone.
 */
export function useNotDoableReport(job: Job, onSent: () => void) {
  const queryClient = useQueryClient();
  const [reason, setReason] = useState<NotDoableReason | null>(null);
  const [note, setNote] = useState('');
  const [photo, setPhoto] = useState<ScaledPhoto | null>(null);
  const [tried, setTried] = useState(false);
  const [sending, setSending] = useState(false);
  // One report, one key: sending it again after a lost answer is the same report (DESIGN §3).
  const [key] = useState(notDoableKey);

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
    onSent();
  };

  return {
    reason,
    setReason,
    /** Sent without a reason: the reasons say it is required. */
    reasonMissing: tried && reason === null,
    note,
    setNote,
    photo,
    setPhoto,
    sending,
    submit,
  };
}

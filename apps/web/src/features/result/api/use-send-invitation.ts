import type { InvitationBody } from '@installer/contracts';
import { useMutation } from '@tanstack/react-query';
import { ApiError, messageForStatus } from '../../../lib/api/api-error.ts';
import { notify } from '../../../lib/snackbar/snackbar-store.ts';
import { submit } from '../../outbox/index.ts';

/**
 * spec §7 `POST /user_client/invitation/inscription`, with the spec §8 messages of the result screen.
 * Through the outbox (docs/decisions/0002-outbox.md), with `key` as its Idempotency-Key: one mail however often it is sent.
 */
export function useSendInvitation() {
  return useMutation({
    mutationFn: async ({
      key,
      body,
    }: {
      key: string;
      body: InvitationBody;
    }): Promise<{ queued: boolean }> => {
      const outcome = await submit({
        key,
        device_number: body.device_number,
        call: { kind: 'invitation', body },
      });
      if (outcome.outcome === 'rejected' || outcome.outcome === 'failed') throw outcome.error;
      return { queued: outcome.outcome === 'queued' };
    },
    onSuccess: ({ queued }) =>
      queued ? notify('info', 'outbox.invitation_queued') : notify('success', 'invitation_sent'),
    onError: (error) =>
      // spec §4 410: the e-mail already belongs to an account; nothing went wrong, no mail is due.
      error instanceof ApiError && error.code === 'email_taken'
        ? notify('warning', error.messageKey)
        : notify('error', messageForStatus(error, {}, 'invitation_failed')),
  });
}

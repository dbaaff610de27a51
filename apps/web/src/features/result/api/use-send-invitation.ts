import type { InvitationBody } from '@installer/contracts';
import { useMutation } from '@tanstack/react-query';
import { ApiError, messageForStatus } from '../../../lib/api/api-error.ts';
import { notify } from '../../../lib/snackbar/snackbar-store.ts';
import { submit } from '../../outbox/index.ts';

/**
 * spec §7 `POST /user_client/invitation/inscription`, with the spec §8 messages of the result screen.
 * Through the outbox (docs/decisions/0002-outbox.md), with `key` as its Idempotency-Key: one mail however often it
 * is sent. To a customer who has an account (`toAccount`) the server's mail says the sensor was installed for
 * them: the messages say the customer was told, not that a registration e-mail went out.
 */
export function useSendInvitation() {
  return useMutation({
    mutationFn: async ({
      key,
      body,
    }: {
      key: string;
      body: InvitationBody;
      toAccount: boolean;
    }): Promise<{ queued: boolean }> => {
      const outcome = await submit({
        key,
        device_number: body.device_number,
        call: { kind: 'invitation', body },
      });
      if (outcome.outcome === 'rejected' || outcome.outcome === 'failed') throw outcome.error;
      return { queued: outcome.outcome === 'queued' };
    },
    onSuccess: ({ queued }, { toAccount }) =>
      queued
        ? notify('info', toAccount ? 'outbox.notification_queued' : 'outbox.invitation_queued')
        : notify('success', toAccount ? 'result.customer_notified' : 'invitation_sent'),
    onError: (error, { toAccount }) =>
      // spec §4 410: the e-mail already belongs to an account; nothing went wrong, no mail is due. Nor when
      // the address has received as many invitations as it may for now.
      error instanceof ApiError && (error.code === 'email_taken' || error.code === 'invitation_limit_reached')
        ? notify('warning', error.messageKey)
        : notify(
            'error',
            messageForStatus(error, {}, toAccount ? 'result.notification_failed' : 'invitation_failed'),
          ),
  });
}

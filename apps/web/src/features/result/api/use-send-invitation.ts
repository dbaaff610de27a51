import { INVITATION_MAILS, type InvitationBody, type InvitationMail } from '@installer/contracts';
import { useMutation } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { ApiError, messageForStatus } from '../../../lib/api/api-error.ts';
import { notify } from '../../../lib/snackbar/snackbar-store.ts';
import { submit } from '../../outbox/index.ts';

/**
 * spec §7 `POST /user_client/invitation/inscription`, with the spec §8 messages of the result screen.
 * Through the outbox (docs/decisions/0002-outbox.md), with `key` as its Idempotency-Key: one mail however often it
 * is sent. The server's answer says which mail went (decision 0021): `registration`, the link to
 * choose the personal space's password, or `sensor_added` to a customer whose space is already open; the
 * messages say which. While the answer is not known (queued offline), they follow step 1's look-up: to a
 * customer found with an account (`toAccount`) the customer is told, not sent a registration e-mail.
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
    }): Promise<{ queued: boolean; mail: InvitationMail | null }> => {
      const outcome = await submit({
        key,
        device_number: body.device_number,
        call: { kind: 'invitation', body },
      });
      if (outcome.outcome === 'rejected' || outcome.outcome === 'failed') throw outcome.error;
      if (outcome.outcome === 'queued') return { queued: true, mail: null };
      return { queued: false, mail: sentMail(outcome.data) };
    },
    onSuccess: ({ queued, mail }, { toAccount }) => {
      if (queued) notify('info', toAccount ? 'outbox.notification_queued' : 'outbox.invitation_queued');
      // spec §8 "A registration email has been sent", or that the customer was told of the new sensor.
      else
        notify(
          'success',
          (mail ?? (toAccount ? 'sensor_added' : 'registration')) === 'sensor_added'
            ? 'result.customer_notified'
            : 'invitation_sent',
        );
    },
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

const sentAnswer = z.object({ mail: z.enum(INVITATION_MAILS) });

/** Which mail the server says it sent (the outbox keeps the answer's data), null when it does not say. */
export function sentMail(data: unknown): InvitationMail | null {
  return sentAnswer.safeParse(data).data?.mail ?? null;
}

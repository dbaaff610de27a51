import { api, type InvitationBody } from '@installer/contracts';
import { useMutation } from '@tanstack/react-query';
import { messageForStatus } from '../../../lib/api/api-error.ts';
import { callApi } from '../../../lib/api/client.ts';
import { notify } from '../../snackbar/snackbar-store.ts';

/** spec §7 `POST /user_client/invitation/inscription`, with the spec §8 messages of the result screen. */
export function useSendInvitation() {
  return useMutation({
    mutationFn: (body: InvitationBody) => callApi(api.sendInvitation, { body, log: 'no-answer-only' }),
    onSuccess: () => notify('success', 'invitation_sent'),
    onError: (error) => notify('error', messageForStatus(error, {}, 'invitation_failed')),
  });
}

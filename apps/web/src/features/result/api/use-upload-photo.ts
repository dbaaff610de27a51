import { useMutation } from '@tanstack/react-query';
import type { MessageKey } from '../../../i18n/message-key.ts';
import { ApiError, messageForStatus } from '../../../lib/api/api-error.ts';
import { notify } from '../../../lib/snackbar/snackbar-store.ts';
import type { ScaledPhoto } from '../../camera/index.ts';
import { submit } from '../../outbox/index.ts';

/** The server's photo refusals an installer can act on (DESIGN §3 photo cap, full or unavailable store). */
const PHOTO_REFUSALS = new Set(['photo_limit_reached', 'storage_full', 'storage_unavailable']);

/** Their own message for those and for the hourly quota (429); spec §8's 'Error while adding the image' else. */
function uploadErrorMessage(error: unknown): MessageKey {
  if (error instanceof ApiError && error.code && PHOTO_REFUSALS.has(error.code)) return error.messageKey;
  return messageForStatus(error, { 429: 'photo_rate_limited' }, 'error_adding_image');
}

/**
 * spec §7 `POST /asset/device/{device_number}/image` with the photo as a data URL (already scaled by the
 * camera feature); 'Photo added' / 'Error while adding the image' (spec §8). Several photos may follow;
 * the same photo sent again (a retry after a lost answer) is stored once, by its Idempotency-Key. Through
 * the outbox (docs/decisions/0002-outbox.md): without signal the photo is kept on the phone and sent after its installation.
 */
export function useUploadPhoto(deviceNumber: string) {
  return useMutation({
    mutationFn: async (photo: ScaledPhoto): Promise<{ queued: boolean }> => {
      const outcome = await submit({
        key: photo.key,
        device_number: deviceNumber,
        call: { kind: 'photo', body: { base64_string: photo.dataUrl } },
      });
      if (outcome.outcome === 'rejected' || outcome.outcome === 'failed') throw outcome.error;
      return { queued: outcome.outcome === 'queued' };
    },
    onSuccess: ({ queued }) =>
      queued ? notify('info', 'outbox.photo_queued') : notify('success', 'photo_added'),
    onError: (error) => notify('error', uploadErrorMessage(error)),
  });
}

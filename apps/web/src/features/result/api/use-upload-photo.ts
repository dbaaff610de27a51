import { useMutation } from '@tanstack/react-query';
import { messageForStatus } from '../../../lib/api/api-error.ts';
import type { ScaledPhoto } from '../../camera/scale-photo.ts';
import { submit } from '../../outbox/outbox.ts';
import { notify } from '../../snackbar/snackbar-store.ts';

/**
 * spec §7 `POST /asset/device/{device_number}/image` with the photo as a data URL (already scaled by the
 * camera feature); 'Photo added' / 'Error while adding the image' (spec §8). Several photos may follow;
 * the same photo sent again (a retry after a lost answer) is stored once, by its Idempotency-Key. Through
 * the outbox (issue 6): without signal the photo is kept on the phone and sent after its installation.
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
    onError: (error) => notify('error', messageForStatus(error, {}, 'error_adding_image')),
  });
}

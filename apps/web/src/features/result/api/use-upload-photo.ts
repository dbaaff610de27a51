import { api } from '@installer/contracts';
import { useMutation } from '@tanstack/react-query';
import { messageForStatus } from '../../../lib/api/api-error.ts';
import { callApi } from '../../../lib/api/client.ts';
import type { ScaledPhoto } from '../../camera/scale-photo.ts';
import { notify } from '../../snackbar/snackbar-store.ts';

/**
 * spec §7 `POST /asset/device/{device_number}/image` with the photo as a data URL (already scaled by the
 * camera feature); 'Photo added' / 'Error while adding the image' (spec §8). Several photos may follow;
 * the same photo sent again (a retry after a lost answer) is stored once, by its Idempotency-Key.
 */
export function useUploadPhoto(deviceNumber: string) {
  return useMutation({
    mutationFn: (photo: ScaledPhoto) =>
      callApi(api.uploadImage, {
        params: { device_number: deviceNumber },
        body: { base64_string: photo.dataUrl },
        headers: { 'Idempotency-Key': photo.key },
        log: 'no-answer-only',
      }),
    onSuccess: () => notify('success', 'photo_added'),
    onError: (error) => notify('error', messageForStatus(error, {}, 'error_adding_image')),
  });
}

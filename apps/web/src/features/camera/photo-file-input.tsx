import type { ChangeEvent, Ref } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { notify } from '../../lib/snackbar/snackbar-store.ts';
import type { ScaledPhoto } from './scale-photo.ts';

export interface PhotoFileInputProps {
  /** The page opens the picker with `inputRef.current.click()` from its own "Add a photo" button. */
  inputRef: Ref<HTMLInputElement>;
  onPhoto: (photo: ScaledPhoto) => void;
}

/**
 * Where the browser has no camera API (spec §8: Camera not supported): the system's picker, which on a phone still offers the
 * rear camera (`capture="environment"`). The chosen image is scaled like a camera capture before upload.
 */
export function PhotoFileInput({ inputRef, onPhoto }: PhotoFileInputProps) {
  const { t } = useTranslation();

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    // Cleared at once, so choosing the same file again is still a change.
    input.value = '';
    if (!file) return;
    try {
      // The scaling code loads with the first photo chosen: the input itself must be on the page already,
      // for the tap that opens the picker (docs/decisions/0009-web-start-up.md, item 14).
      const { scalePhotoFile } = await import('./scale-photo.ts');
      onPhoto(await scalePhotoFile(file));
    } catch {
      notify('error', 'error_adding_image');
    }
  };

  return (
    <input
      ref={inputRef}
      type="file"
      accept="image/*"
      capture="environment"
      aria-label={t('camera.choose_file')}
      onChange={choose}
      hidden
    />
  );
}

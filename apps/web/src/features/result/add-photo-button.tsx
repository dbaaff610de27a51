import { lazy, Suspense, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { hasCameraApi } from '../../lib/camera-api.ts';
import { notify } from '../../lib/snackbar/snackbar-store.ts';
import { Button } from '../../lib/ui/button.tsx';
import { AddPhotoIcon } from '../../lib/ui/icons/add-photo-icon.tsx';
import type { ScaledPhoto } from '../camera/index.ts';
import { PhotoFileInput } from '../camera/index.ts';
import { useUploadPhoto } from './api/use-upload-photo.ts';

// The camera's code is only downloaded when the installer opens it.
const CameraOverlay = lazy(() => import('../camera/camera-overlay.tsx'));

/**
 * spec §2 Result screen "add a photo" (with a spinner while uploading) opening the camera overlay; where
 * the browser has no camera API, 'Camera not supported' (a success-type message, spec §8) and the system's
 * file picker instead (spec §8: Camera not supported). Each confirmed photo is uploaded; several can be added.
 */
export function AddPhotoButton({ deviceNumber }: { deviceNumber: string }) {
  const { t } = useTranslation();
  const [cameraOpen, setCameraOpen] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const upload = useUploadPhoto(deviceNumber);

  const uploadPhoto = (photo: ScaledPhoto): Promise<boolean> =>
    upload.mutateAsync(photo).then(
      () => true,
      () => false,
    );

  const addPhoto = () => {
    if (hasCameraApi()) {
      setCameraOpen(true);
      return;
    }
    notify('success', 'camera_not_supported');
    fileInput.current?.click();
  };

  return (
    <>
      <Button
        variant="contained"
        startIcon={<AddPhotoIcon />}
        onClick={addPhoto}
        loading={upload.isPending}
        fullWidth
      >
        {t('result.add_photo')}
      </Button>
      <PhotoFileInput inputRef={fileInput} onPhoto={(photo) => void uploadPhoto(photo)} />
      {cameraOpen && (
        <Suspense fallback={null}>
          <CameraOverlay onConfirm={uploadPhoto} onClose={() => setCameraOpen(false)} />
        </Suspense>
      )}
    </>
  );
}

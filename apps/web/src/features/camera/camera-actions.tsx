import { useEffect, useRef } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { Button, Fab } from '../../lib/ui/button.tsx';
import { CameraIcon } from '../../lib/ui/icons/camera-icon.tsx';
import { CheckIcon } from '../../lib/ui/icons/check-icon.tsx';
import { DeleteIcon } from '../../lib/ui/icons/delete-icon.tsx';
import type { ScaledPhoto } from './scale-photo.ts';

export interface CameraActionsProps {
  /** The capture to confirm or delete; null while the live picture shows. */
  photo: ScaledPhoto | null;
  live: boolean;
  uploading: boolean;
  onCapture(): void;
  onConfirm(photo: ScaledPhoto): void;
  onDiscard(): void;
}

/**
 * spec §2 Camera overlay: the shutter under the live picture; confirm and delete under a capture. The
 * buttons replace one another, so the focus moves to the one that takes their place (the shutter is the
 * next thing to do after a delete, confirm after a capture), never left on a button that is gone.
 */
export function CameraActions({
  photo,
  live,
  uploading,
  onCapture,
  onConfirm,
  onDiscard,
}: CameraActionsProps) {
  const { t } = useTranslation();
  const shutter = useRef<HTMLButtonElement>(null);
  const confirm = useRef<HTMLButtonElement>(null);
  const previewing = photo !== null;
  const mounted = useRef(false);
  useEffect(() => {
    // On opening the dialog puts the focus on its first control itself.
    if (!mounted.current) {
      mounted.current = true;
      return;
    }
    (previewing ? confirm : shutter).current?.focus();
  }, [previewing]);

  return (
    <div className="camera-actions">
      {photo ? (
        <>
          <Button
            variant="outlined"
            colour="inherit"
            startIcon={<DeleteIcon />}
            onClick={onDiscard}
            disabled={uploading}
          >
            {t('camera.delete')}
          </Button>
          <Button
            ref={confirm}
            variant="contained"
            colour="success"
            startIcon={<CheckIcon />}
            onClick={() => onConfirm(photo)}
            loading={uploading}
          >
            {t('camera.confirm')}
          </Button>
        </>
      ) : (
        <Fab
          ref={shutter}
          size="large"
          label={t('camera.capture')}
          icon={<CameraIcon size="large" />}
          onClick={onCapture}
          disabled={!live}
        />
      )}
    </div>
  );
}

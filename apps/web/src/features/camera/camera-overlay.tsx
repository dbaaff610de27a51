import { useTranslation } from '../../i18n/use-translation.ts';
import { IconButton } from '../../lib/ui/button.tsx';
import { Dialog, DialogTitle } from '../../lib/ui/dialog.tsx';
import { BackIcon } from '../../lib/ui/icons/back-icon.tsx';
import { Spinner } from '../../lib/ui/spinner.tsx';
import { CameraActions } from './camera-actions.tsx';
import './camera-overlay.css';
import type { ScaledPhoto } from './scale-photo.ts';
import { useCamera } from './use-camera.ts';

export interface CameraOverlayProps {
  /** Uploads the confirmed photo; resolves true when it is stored, so the camera can close. */
  onConfirm: (photo: ScaledPhoto) => Promise<boolean>;
  /** The camera is closed (back, or after a confirmed upload); every track is already stopped. */
  onClose: () => void;
}

/**
 * spec §2 Camera overlay, spec §4 camera states: a full-screen rear camera stream with back and capture
 * buttons; a capture is previewed with confirm and delete; delete returns to the live stream; back (or
 * Escape) closes the camera and stops the stream; confirm uploads (loading flag) and closes, nothing closing
 * it meanwhile. A modal dialog (lib/ui): focus on Back when it opens, back to "Add a photo" when it closes.
 * Loaded lazily: only when opened.
 */
export default function CameraOverlay({ onConfirm, onClose }: CameraOverlayProps) {
  const { t } = useTranslation();
  const camera = useCamera(onConfirm, onClose);
  const { photo, uploading } = camera;

  return (
    <Dialog fullScreen dismissible={!uploading} onClose={camera.close} className="camera">
      <div className="camera-bar">
        <IconButton label={t('camera.back')} onClick={camera.close} disabled={uploading}>
          <BackIcon />
        </IconButton>
        <DialogTitle className="camera-title">{t('camera.title')}</DialogTitle>
      </div>

      <div className="camera-view">
        {/* The stream keeps running under the preview so that delete shows it again at once. */}
        <video
          ref={camera.videoRef}
          className="camera-picture"
          autoPlay
          muted
          playsInline
          aria-label={t('camera.live')}
          hidden={photo !== null}
        />
        {photo ? <img className="camera-picture" src={photo.dataUrl} alt={t('camera.preview')} /> : null}
        {camera.phase.kind === 'starting' ? (
          <div className="camera-starting">
            <Spinner tone="inherit" label={t('camera.starting')} />
          </div>
        ) : null}
      </div>

      <CameraActions
        photo={photo}
        live={camera.phase.kind === 'live'}
        uploading={uploading}
        onCapture={() => void camera.capture()}
        onConfirm={(shot) => void camera.confirm(shot)}
        onDiscard={camera.discard}
      />
    </Dialog>
  );
}

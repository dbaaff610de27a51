import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import Fab from '@mui/material/Fab';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { openRearCamera, stopStream } from '../../lib/rear-camera.ts';
import { notify } from '../../lib/snackbar/snackbar-store.ts';
import { BackIcon } from '../../lib/ui/icons/back-icon.tsx';
import { CameraIcon } from '../../lib/ui/icons/camera-icon.tsx';
import { CheckIcon } from '../../lib/ui/icons/check-icon.tsx';
import { DeleteIcon } from '../../lib/ui/icons/delete-icon.tsx';
import { jpegFrom, type ScaledPhoto } from './scale-photo.ts';

// The photo is scaled to a 1920 px long side before upload, so asking for more only costs memory.
const PHOTO_SIZE = { width: { ideal: 1920 }, height: { ideal: 1440 } };

export interface CameraOverlayProps {
  /** Uploads the confirmed photo; resolves true when it is stored, so the camera can close. */
  onConfirm: (photo: ScaledPhoto) => Promise<boolean>;
  /** The camera is closed (back, or after a confirmed upload); every track is already stopped. */
  onClose: () => void;
}

type Phase =
  | { kind: 'starting' }
  | { kind: 'live' }
  | { kind: 'preview'; photo: ScaledPhoto }
  | { kind: 'uploading'; photo: ScaledPhoto };

/**
 * spec §2 Camera overlay, spec §4 camera states: a full-screen rear camera stream with back and capture
 * buttons; a capture is previewed with confirm and delete; delete returns to the live stream; back closes
 * the camera and stops the stream; confirm uploads (loading flag) and closes. Loaded lazily: only when opened.
 */
export default function CameraOverlay({ onConfirm, onClose }: CameraOverlayProps) {
  const { t } = useTranslation();
  const videoRef = useRef<HTMLVideoElement>(null);
  const streamRef = useRef<MediaStream | null>(null);
  const [phase, setPhase] = useState<Phase>({ kind: 'starting' });
  // The latest onClose, so the effect that owns the stream runs once per opening.
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;
  // Set by back: a camera that answers afterwards is released at once.
  const closedRef = useRef(false);

  useEffect(() => {
    let cancelled = false;
    openRearCamera(PHOTO_SIZE)
      .then((stream) => {
        // Closed before the camera answered: release it at once, or its light stays on.
        if (cancelled || closedRef.current) return stopStream(stream);
        streamRef.current = stream;
        const video = videoRef.current;
        if (video) {
          video.srcObject = stream;
          video.play().catch(() => {
            // autoPlay (muted, inline) starts it anyway; play() only speeds that up.
          });
        }
        setPhase({ kind: 'live' });
      })
      .catch(() => {
        if (cancelled) return;
        notify('error', 'camera_error');
        onCloseRef.current();
      });
    return () => {
      cancelled = true;
      stopStream(streamRef.current);
      streamRef.current = null;
    };
  }, []);

  const close = () => {
    closedRef.current = true;
    stopStream(streamRef.current);
    streamRef.current = null;
    onClose();
  };

  const capture = async () => {
    const video = videoRef.current;
    if (!video?.videoWidth || !video.videoHeight) return;
    try {
      setPhase({ kind: 'preview', photo: await jpegFrom(video, video.videoWidth, video.videoHeight) });
    } catch {
      notify('error', 'camera_error');
    }
  };

  const confirm = async (photo: ScaledPhoto) => {
    setPhase({ kind: 'uploading', photo });
    // A failed upload keeps the preview: on a weak network the installer retries without a new shot.
    if (await onConfirm(photo)) close();
    else setPhase({ kind: 'preview', photo });
  };

  const photo = phase.kind === 'preview' || phase.kind === 'uploading' ? phase.photo : null;
  const uploading = phase.kind === 'uploading';

  return (
    <Dialog
      fullScreen
      open
      onClose={() => {
        if (!uploading) close();
      }}
      aria-labelledby="camera-title"
      slotProps={{ paper: { sx: { bgcolor: 'common.black', color: 'common.white' } } }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, p: 1 }}>
        <IconButton
          onClick={close}
          disabled={uploading}
          aria-label={t('camera.back')}
          sx={{ color: 'inherit' }}
        >
          <BackIcon />
        </IconButton>
        <Typography id="camera-title" component="h2" variant="h6">
          {t('camera.title')}
        </Typography>
      </Box>

      <Box sx={{ position: 'relative', flex: 1, minHeight: 0 }}>
        {/* The stream keeps running under the preview so that delete shows it again at once. */}
        <Box
          component="video"
          ref={videoRef}
          autoPlay
          muted
          playsInline
          aria-label={t('camera.live')}
          hidden={photo !== null}
          sx={{ width: '100%', height: '100%', objectFit: 'contain' }}
        />
        {photo && (
          <Box
            component="img"
            src={photo.dataUrl}
            alt={t('camera.preview')}
            sx={{ width: '100%', height: '100%', objectFit: 'contain' }}
          />
        )}
        {phase.kind === 'starting' && (
          <Box sx={{ position: 'absolute', inset: 0, display: 'grid', placeItems: 'center' }}>
            <CircularProgress color="inherit" aria-label={t('camera.starting')} />
          </Box>
        )}
      </Box>

      <Box
        sx={{
          display: 'flex',
          justifyContent: 'center',
          gap: 2,
          p: 2,
          pb: 'max(16px, env(safe-area-inset-bottom))',
        }}
      >
        {photo ? (
          <>
            <Button
              variant="outlined"
              color="inherit"
              startIcon={<DeleteIcon />}
              onClick={() => setPhase({ kind: 'live' })}
              disabled={uploading}
            >
              {t('camera.delete')}
            </Button>
            <Button
              variant="contained"
              color="success"
              startIcon={uploading ? <CircularProgress size={20} color="inherit" /> : <CheckIcon />}
              onClick={() => confirm(photo)}
              disabled={uploading}
              aria-busy={uploading}
            >
              {t('camera.confirm')}
            </Button>
          </>
        ) : (
          <Fab
            color="primary"
            onClick={capture}
            disabled={phase.kind !== 'live'}
            aria-label={t('camera.capture')}
            sx={{ width: 72, height: 72 }}
          >
            <CameraIcon size="large" />
          </Fab>
        )}
      </Box>
    </Dialog>
  );
}

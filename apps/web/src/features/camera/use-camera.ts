import { useEffect, useRef, useState } from 'react';
import { openRearCamera, stopStream } from '../../lib/rear-camera.ts';
import { notify } from '../../lib/snackbar/snackbar-store.ts';
import { jpegFrom, type ScaledPhoto } from './scale-photo.ts';

// The photo is scaled to a 1920 px long side before upload, so asking for more only costs memory.
const PHOTO_SIZE = { width: { ideal: 1920 }, height: { ideal: 1440 } };

export type CameraPhase =
  | { kind: 'starting' }
  | { kind: 'live' }
  | { kind: 'preview'; photo: ScaledPhoto }
  | { kind: 'uploading'; photo: ScaledPhoto };

/**
 * spec §4 camera states: the rear camera's stream in `videoRef` (starting, then live), a capture previewed,
 * its upload. The stream keeps running under the preview so that discarding it shows the live picture again
 * at once; closing stops every track, and a camera that answers after the close is released at once.
 */
export function useCamera(onConfirm: (photo: ScaledPhoto) => Promise<boolean>, onClose: () => void) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const streamRef = useRef<MediaStream | null>(null);
  const [phase, setPhase] = useState<CameraPhase>({ kind: 'starting' });
  // The latest onClose, so the effect that owns the stream runs once per opening.
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;
  // Set by close: a camera that answers afterwards is released at once.
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

  const discard = () => setPhase({ kind: 'live' });

  const photo = phase.kind === 'preview' || phase.kind === 'uploading' ? phase.photo : null;
  return { videoRef, phase, photo, uploading: phase.kind === 'uploading', close, capture, confirm, discard };
}

/** Whether this browser can give a camera stream at all (spec §8: else 'Camera not supported'). */
export function hasCameraApi(): boolean {
  return typeof navigator !== 'undefined' && typeof navigator.mediaDevices?.getUserMedia === 'function';
}

function isOverconstrained(error: unknown): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    (error as { name?: unknown }).name === 'OverconstrainedError'
  );
}

// The photo is scaled to a 1920 px long side before upload, so asking for more only costs memory.
const RESOLUTION = { width: { ideal: 1920 }, height: { ideal: 1440 } } as const;

/**
 * spec §5: the photo camera is requested with the rear camera required. A device without one (a laptop,
 * Chromium's fake camera: ENVIRONMENT.md) rejects that with OverconstrainedError; the installer still needs
 * a photo, so the request is repeated with the rear camera only preferred.
 */
export async function openRearCamera(
  mediaDevices: MediaDevices = navigator.mediaDevices,
): Promise<MediaStream> {
  try {
    return await mediaDevices.getUserMedia({
      audio: false,
      video: { facingMode: { exact: 'environment' }, ...RESOLUTION },
    });
  } catch (error) {
    if (!isOverconstrained(error)) throw error;
    return mediaDevices.getUserMedia({
      audio: false,
      video: { facingMode: { ideal: 'environment' }, ...RESOLUTION },
    });
  }
}

/** Stops every track, so the camera light goes off (spec §4: back closes the camera and stops the stream). */
export function stopStream(stream: MediaStream | null | undefined): void {
  for (const track of stream?.getTracks() ?? []) track.stop();
}

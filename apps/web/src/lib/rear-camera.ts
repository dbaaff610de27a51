function isOverconstrained(error: unknown): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    (error as { name?: unknown }).name === 'OverconstrainedError'
  );
}

/**
 * The rear camera (spec §5: "the camera is requested with the rear-facing camera required"). A device
 * without one (a laptop, Chromium's fake camera: ENVIRONMENT.md) rejects `exact` with OverconstrainedError;
 * the installer still needs to scan or take a photo, so the request is repeated with the rear camera only
 * preferred. Shared by the scanner and the photo camera; `size` asks for a resolution (the photo's).
 */
export async function openRearCamera(
  size: { width: { ideal: number }; height: { ideal: number } } | null = null,
  mediaDevices: MediaDevices | undefined = navigator.mediaDevices,
): Promise<MediaStream> {
  if (!mediaDevices?.getUserMedia) throw new Error('camera API not supported');
  try {
    return await mediaDevices.getUserMedia({
      audio: false,
      video: { facingMode: { exact: 'environment' }, ...size },
    });
  } catch (error) {
    if (!isOverconstrained(error)) throw error;
    return mediaDevices.getUserMedia({
      audio: false,
      video: { facingMode: { ideal: 'environment' }, ...size },
    });
  }
}

/** Stops every track, so the camera light goes off (spec §4: back closes the camera and stops the stream). */
export function stopStream(stream: MediaStream | null | undefined): void {
  for (const track of stream?.getTracks() ?? []) track.stop();
}

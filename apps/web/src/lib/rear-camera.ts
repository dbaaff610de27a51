/**
 * The rear camera (spec §5: "the camera is requested with the rear-facing camera required"). A device
 * without one (a laptop, Chromium's fake camera) rejects `exact` with OverconstrainedError: then any
 * camera will do, preferring the rear one (ENVIRONMENT.md). Shared by the scanner and the photo camera.
 */
export async function openRearCamera(): Promise<MediaStream> {
  if (!navigator.mediaDevices?.getUserMedia) throw new Error('camera API not supported');
  try {
    return await navigator.mediaDevices.getUserMedia({
      video: { facingMode: { exact: 'environment' } },
      audio: false,
    });
  } catch (error) {
    if (!(error instanceof Error) || error.name !== 'OverconstrainedError') throw error;
    return navigator.mediaDevices.getUserMedia({
      video: { facingMode: { ideal: 'environment' } },
      audio: false,
    });
  }
}

export function stopStream(stream: MediaStream | null | undefined): void {
  for (const track of stream?.getTracks() ?? []) track.stop();
}

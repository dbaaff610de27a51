import { vi } from 'vitest';

/**
 * A stand-in for the browser's camera in jsdom (which has none): a MediaStream whose tracks record
 * stop(), and a getUserMedia that first refuses the exact rear camera, as Chromium's fake camera and
 * laptops do (ENVIRONMENT.md), then grants the preferred one.
 */
export function fakeCamera({ rearCamera = false, refuse }: { rearCamera?: boolean; refuse?: string } = {}) {
  const tracks = [{ kind: 'video', stop: vi.fn() }];
  const stream = { getTracks: () => tracks, getVideoTracks: () => tracks } as unknown as MediaStream;
  const getUserMedia = vi.fn(async (constraints: MediaStreamConstraints) => {
    if (refuse) throw new DOMException('refused', refuse);
    const video = constraints.video as MediaTrackConstraints;
    const facing = video.facingMode as ConstrainDOMStringParameters;
    if (facing.exact && !rearCamera) {
      throw Object.assign(new Error('no rear camera'), {
        name: 'OverconstrainedError',
        constraint: 'facingMode',
      });
    }
    return stream;
  });
  Object.defineProperty(navigator, 'mediaDevices', { configurable: true, value: { getUserMedia } });
  // jsdom has no media playback and reports videos as 0 x 0.
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
  vi.spyOn(HTMLVideoElement.prototype, 'videoWidth', 'get').mockReturnValue(4000);
  vi.spyOn(HTMLVideoElement.prototype, 'videoHeight', 'get').mockReturnValue(3000);
  return {
    stream,
    tracks,
    getUserMedia,
    allStopped: () => tracks.every((track) => track.stop.mock.calls.length > 0),
  };
}

/** A browser without any camera API (spec §8 'Camera not supported'). */
export function noCameraApi(): void {
  Object.defineProperty(navigator, 'mediaDevices', { configurable: true, value: undefined });
}

export function restoreCameraApi(): void {
  Reflect.deleteProperty(navigator, 'mediaDevices');
}

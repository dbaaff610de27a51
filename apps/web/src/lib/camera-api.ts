/**
 * Whether this browser can give a camera stream at all (spec §8: else 'Camera not supported'). Apart from
 * rear-camera.ts so that a screen asking only this does not load the camera's code.
 */
export function hasCameraApi(): boolean {
  return typeof navigator !== 'undefined' && typeof navigator.mediaDevices?.getUserMedia === 'function';
}

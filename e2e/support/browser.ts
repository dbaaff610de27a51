import { QR_VIDEO_FILE } from './paths.ts';

/** Debian's Chromium (ENVIRONMENT.md): Playwright's own browser download cannot work offline. */
export const CHROMIUM = '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];
/** A fake camera and no permission prompt; alone, the camera shows Chromium's test pattern (no code). */
export const FAKE_CAMERA_ARGS = ['--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream'];
/** The fake camera playing the generated QR code video. */
export const QR_CAMERA_ARGS = [...FAKE_CAMERA_ARGS, `--use-file-for-fake-video-capture=${QR_VIDEO_FILE}`];

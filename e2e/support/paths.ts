import { randomUUID } from 'node:crypto';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const E2E_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const REPO_ROOT = path.resolve(E2E_DIR, '..');
export const WEB_DIR = path.join(REPO_ROOT, 'apps/web');
export const WEB_DIST = path.join(WEB_DIR, 'dist');

// The run's temporary directory (database, uploads, outbox, fake camera video, signed-in state). Playwright
// loads the config in the runner and again in each worker; workers inherit the runner's environment, so the
// first load picks the name and every later load sees the same one. Global setup creates it, teardown
// removes it.
process.env.E2E_RUN_DIR ??= path.join(tmpdir(), `installer-e2e-${randomUUID()}`);
export const RUN_DIR = process.env.E2E_RUN_DIR;

/** The Y4M file Chromium's fake camera plays: the QR code of this device number. */
export const QR_DEVICE_NUMBER = '10000001';
export const QR_VIDEO_FILE = path.join(RUN_DIR, `qr-${QR_DEVICE_NUMBER}.y4m`);
/** Cookies and localStorage of the demo installer once signed in (written by the setup project). */
export const SIGNED_IN_STATE_FILE = path.join(RUN_DIR, 'signed-in.json');
export const DATABASE_FILE = path.join(RUN_DIR, 'e2e.db');

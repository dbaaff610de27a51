import { mkdir, rm } from 'node:fs/promises';
import { DATABASE_FILE, QR_DEVICE_NUMBER, QR_VIDEO_FILE, RUN_DIR } from './paths.ts';
import { writeQrVideo } from './qr-video.ts';
import { startServer } from './server.ts';
import { buildWebIfStale } from './web-build.ts';

/**
 * Builds the app when needed, writes the fake camera's video, starts the real server, and hands its
 * address to the tests through the environment (workers inherit it). Returns the teardown.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  await mkdir(RUN_DIR, { recursive: true });
  const cleanUp = () =>
    process.env.E2E_KEEP ? Promise.resolve() : rm(RUN_DIR, { recursive: true, force: true });
  try {
    await buildWebIfStale();
    await writeQrVideo(QR_VIDEO_FILE, QR_DEVICE_NUMBER);
    const server = await startServer();
    // Playwright's own `baseURL` fixture reads this variable, so `page.goto('/login')` just works.
    process.env.PLAYWRIGHT_TEST_BASE_URL = server.baseURL;
    process.env.E2E_BEEHIVE_URL = server.beehiveURL;
    process.env.E2E_INGEST_KEY = server.ingestKey;
    process.env.E2E_DATABASE_FILE = DATABASE_FILE;
    console.log(
      `e2e: API server on ${server.baseURL} (beehive ${server.beehiveURL}), run directory ${RUN_DIR}`,
    );
    return async () => {
      await server.stop();
      await cleanUp();
    };
  } catch (error) {
    await cleanUp();
    throw error;
  }
}

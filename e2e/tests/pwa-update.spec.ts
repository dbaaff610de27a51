import { createHash } from 'node:crypto';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { backgroundStarted, expect, signIn, test } from '../support/fixtures.ts';
import { WEB_DIST } from '../support/paths.ts';
import { startServer } from '../support/server.ts';
import { deviceNumberField, goToDeviceStep, openWizard, stepHeading } from '../support/wizard.ts';
import { waitForServiceWorker } from './pwa-support.ts';

// This journey is about the service worker itself (spec §1: the app reloads when a new version takes
// control), which the other journeys block (playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

/** A file and the build's precompressed twins of it (apps/web/scripts/compress-dist.mjs), which the server prefers. */
async function writeWithTwins(file: string, content: string): Promise<void> {
  await writeFile(file, content);
  await writeFile(`${file}.br`, brotliCompressSync(content));
  await writeFile(`${file}.gz`, gzipSync(content));
}

/**
 * Deploys a new version into `dist`: a changed index.html and the worker whose precache lists its new
 * revision, which is what a new build changes in sw.js (Workbox revisions are MD5 of the content; the
 * injected manifest is JSON with sorted keys).
 */
async function deployNewVersion(dist: string): Promise<void> {
  const indexFile = path.join(dist, 'index.html');
  const swFile = path.join(dist, 'sw.js');
  const oldIndex = await readFile(indexFile, 'utf8');
  const newIndex = oldIndex.replace('<head>', '<head>\n    <meta name="app-build" content="next" />');
  const md5 = (text: string) => createHash('md5').update(text).digest('hex');
  const sw = await readFile(swFile, 'utf8');
  const entry = (html: string) => `{"revision":"${md5(html)}","url":"index.html"}`;
  if (!sw.includes(entry(oldIndex))) throw new Error('sw.js does not precache index.html by its MD5');
  await writeWithTwins(indexFile, newIndex);
  await writeWithTwins(swFile, sw.replace(entry(oldIndex), entry(newIndex)));
}

// spec §1: the app reloads when a new service worker takes control; the wizard's state survives it.
test('a new version deployed while the wizard is half filled: the app reloads onto it, the wizard intact', async ({
  page,
  consoleWatcher,
}) => {
  // A server of its own, a service worker installed twice and a reload: a clean-clone run on a busy two-core
  // machine passed the 60 s the default was then; twice the journeys' default now.
  test.setTimeout(360_000);
  // Its own server on a copy of the build, so the deployment touches no other journey.
  const dir = await mkdtemp(path.join(tmpdir(), 'pwa-update-'));
  const dist = path.join(dir, 'dist');
  await cp(WEB_DIST, dist, { recursive: true });
  const server = await startServer({ dir, env: { WEB_DIST: dist } });
  try {
    await signIn(page, { origin: server.baseURL });
    await openWizard(page, `${server.baseURL}/installation`);
    await waitForServiceWorker(page);
    await goToDeviceStep(page);
    await deviceNumberField(page).fill('1000000');
    await expect(page.locator('meta[name="app-build"]')).toHaveCount(0);

    await deployNewVersion(dist);
    // The installer comes back to the app: it asks for a new version (register-service-worker.ts).
    await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));

    // The new worker took control and the page reloaded onto the new index.html, on the same step.
    await expect(page.locator('meta[name="app-build"]')).toHaveCount(1, { timeout: 30_000 });
    await expect(stepHeading(page, 'device')).toBeVisible();
    await expect(deviceNumberField(page)).toHaveValue('1000000');
    // The reloaded page's own start ends before its server does: its background work has begun, and then a
    // full second passes with no request of the page or the worker under way (the worker revalidates what it
    // answered from its cache only after that answer finished, so a shorter quiet can fall between the two).
    await backgroundStarted(page);
    await consoleWatcher.settled(1_000, 30_000);
  } finally {
    await server.stop();
    await rm(dir, { recursive: true, force: true });
  }
});

import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { CHROMIUM, CHROMIUM_ARGS, FAKE_CAMERA_ARGS } from '../support/browser.ts';
import { t } from '../support/texts.ts';
import { recordMessages } from '../support/wizard.ts';
import {
  deviceOfItsOwn,
  expect,
  installClassic,
  openResult,
  query,
  type ResultStack,
  test,
} from './result-support.ts';

interface PhotoRow {
  id_photo: number;
  id_device: number;
  file_name: string;
  content_type: string;
  bytes: number;
}

function photosOf(stack: ResultStack, deviceNumber: string): PhotoRow[] {
  return query<PhotoRow>(
    stack,
    `select p.id_photo, p.id_device, p.file_name, p.content_type, p.bytes
       from photos p join devices d on d.id_device = p.id_device
      where d.device_number = ? order by p.id_photo`,
    deviceNumber,
  );
}

/** The stored file of a photo: `<UPLOAD_DIR>/<id_device>/<generated name>` (the server's layout). */
function storedFile(stack: ResultStack, row: PhotoRow): Buffer {
  return readFileSync(path.join(stack.uploadDir, String(row.id_device), row.file_name));
}

/** Width and height of a baseline or progressive JPEG, from its SOF marker. */
function jpegSize(jpeg: Buffer): { width: number; height: number } {
  expect(jpeg.subarray(0, 2).toString('hex')).toBe('ffd8');
  let offset = 2;
  while (offset < jpeg.length) {
    const marker = jpeg.readUInt16BE(offset);
    const length = jpeg.readUInt16BE(offset + 2);
    if (marker >= 0xffc0 && marker <= 0xffcf && ![0xffc4, 0xffc8, 0xffcc].includes(marker)) {
      return { height: jpeg.readUInt16BE(offset + 5), width: jpeg.readUInt16BE(offset + 7) };
    }
    offset += 2 + length;
  }
  throw new Error('no SOF marker');
}

const liveCapture = (page: Page) => page.getByRole('button', { name: t('camera.capture') });
const cameraDialog = (page: Page) => page.getByRole('dialog', { name: t('camera.title') });

// Chromium's fake camera (its moving test pattern) and no permission prompt, for every journey of this file: a
// browser's launch options are per worker.
test.use({
  launchOptions: { executablePath: CHROMIUM, args: [...CHROMIUM_ARGS, ...FAKE_CAMERA_ARGS] },
  permissions: ['camera'],
});

test.describe('photo from the camera (spec §2 Camera overlay)', () => {
  test('a photo captured with the fake camera, confirmed, is stored on the server', async ({
    page,
    stack,
  }) => {
    const tank = deviceOfItsOwn(stack, '10000001');
    const device = await installClassic(stack, tank, 'cuve');
    await openResult(page, device);

    await page.getByRole('button', { name: t('result.add_photo') }).click();
    await expect(cameraDialog(page)).toBeVisible();
    // The fake camera has no rear camera: the app fell back from `exact` to `ideal` (ENVIRONMENT.md).
    await expect(liveCapture(page)).toBeEnabled();
    await expect
      .poll(() => page.getByLabel(t('camera.live')).evaluate((video: HTMLVideoElement) => video.videoWidth))
      .toBeGreaterThan(0);
    await liveCapture(page).click();
    await expect(page.getByRole('img', { name: t('camera.preview') })).toBeVisible();
    const messages = await recordMessages(page);
    await page.getByRole('button', { name: t('camera.confirm') }).click();

    // Shown, even if an empty poll's message replaced it at once (recordMessages).
    await expect.poll(messages).toContainEqual(expect.stringContaining(t('photo_added')));
    await expect(cameraDialog(page)).toBeHidden();
    const [row] = photosOf(stack, tank);
    expect(row?.content_type).toBe('image/jpeg');
    const stored = storedFile(stack, row as PhotoRow);
    expect(stored.length).toBe(row?.bytes);
    const size = jpegSize(stored);
    test.info().annotations.push({
      type: 'photo bytes',
      description: `fake camera capture ${size.width}x${size.height}: ${stored.length} bytes uploaded`,
    });
    console.log(`fake camera photo: ${size.width}x${size.height}, ${stored.length} bytes stored`);
    // Every track stopped: the page holds no live camera any more.
    expect(
      await page.evaluate(() =>
        [...document.querySelectorAll('video')].some((video) => video.srcObject instanceof MediaStream),
      ),
    ).toBe(false);

    // A second photo of the same installation, once the stream shows a frame (Capture ignores a tap before).
    await page.getByRole('button', { name: t('result.add_photo') }).click();
    await expect(liveCapture(page)).toBeEnabled();
    await expect
      .poll(() => page.getByLabel(t('camera.live')).evaluate((video: HTMLVideoElement) => video.videoWidth))
      .toBeGreaterThan(0);
    await liveCapture(page).click();
    await page.getByRole('button', { name: t('camera.confirm') }).click();
    await expect(cameraDialog(page)).toBeHidden();
    await expect.poll(() => photosOf(stack, tank).length).toBe(2);
  });

  test('a deleted capture returns to the live stream and uploads nothing; back closes the camera', async ({
    page,
    stack,
  }) => {
    const deskV2 = deviceOfItsOwn(stack, '10000002');
    const device = await installClassic(stack, deskV2, 'cuve');
    await openResult(page, device);
    await page.getByRole('button', { name: t('result.add_photo') }).click();
    await expect(liveCapture(page)).toBeEnabled();
    // Capture ignores a tap before the stream shows a frame: wait for one, as a loaded phone would show it.
    await expect
      .poll(() => page.getByLabel(t('camera.live')).evaluate((video: HTMLVideoElement) => video.videoWidth))
      .toBeGreaterThan(0);
    await liveCapture(page).click();
    await expect(page.getByRole('img', { name: t('camera.preview') })).toBeVisible();

    await page.getByRole('button', { name: t('camera.delete') }).click();
    await expect(page.getByRole('img', { name: t('camera.preview') })).toBeHidden();
    const live = page.getByLabel(t('camera.live'));
    await expect(live).toBeVisible();
    await expect(liveCapture(page)).toBeEnabled();
    // The stream is playing again: its frames keep coming.
    const frame = () => live.evaluate((video: HTMLVideoElement) => video.currentTime);
    const before = await frame();
    await expect.poll(frame).toBeGreaterThan(before);

    await page.getByRole('button', { name: t('camera.back') }).click();
    await expect(cameraDialog(page)).toBeHidden();
    expect(photosOf(stack, deskV2)).toEqual([]);
  });
});

test.describe('photo from the file picker (no camera API)', () => {
  test('a 4000 x 3000 photo is scaled to a 1920 px long side before upload', async ({ page, stack }) => {
    const referential244 = deviceOfItsOwn(stack, '10000244');
    const device = await installClassic(stack, referential244, 'cuve');
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'mediaDevices', { configurable: true, value: undefined });
    });
    await openResult(page, device);

    // A 12-megapixel test image drawn in the browser: sky gradient, a tank, and sensor-like noise, so it
    // compresses like a photo rather than like a flat colour.
    const original = Buffer.from(
      await page.evaluate(async () => {
        const canvas = document.createElement('canvas');
        canvas.width = 4000;
        canvas.height = 3000;
        const context = canvas.getContext('2d') as CanvasRenderingContext2D;
        const sky = context.createLinearGradient(0, 0, 0, 3000);
        sky.addColorStop(0, '#6fa8dc');
        sky.addColorStop(1, '#d9ead3');
        context.fillStyle = sky;
        context.fillRect(0, 0, 4000, 3000);
        context.fillStyle = '#8a8f94';
        context.fillRect(900, 1100, 2200, 1300);
        const noise = context.getImageData(0, 0, 4000, 3000);
        let seed = 42;
        for (let i = 0; i < noise.data.length; i += 4) {
          seed = (seed * 1_103_515_245 + 12_345) & 0x7fffffff;
          const grain = (seed % 25) - 12;
          noise.data[i] = (noise.data[i] ?? 0) + grain;
          noise.data[i + 1] = (noise.data[i + 1] ?? 0) + grain;
          noise.data[i + 2] = (noise.data[i + 2] ?? 0) + grain;
        }
        context.putImageData(noise, 0, 0);
        const blob = await new Promise<Blob>((resolve) =>
          canvas.toBlob((b) => resolve(b as Blob), 'image/jpeg', 0.92),
        );
        const bytes = new Uint8Array(await blob.arrayBuffer());
        let binary = '';
        for (const byte of bytes) binary += String.fromCharCode(byte);
        return btoa(binary);
      }),
      'base64',
    );
    expect(jpegSize(original)).toEqual({ width: 4000, height: 3000 });

    const messages = await recordMessages(page);
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: t('result.add_photo') }).click();
    // Shown, even if an empty poll's message replaced it at once (recordMessages).
    await expect.poll(messages).toContainEqual(expect.stringContaining(t('camera_not_supported')));
    const picker = await chooser;
    await picker.setFiles({ name: 'IMG_4000x3000.jpg', mimeType: 'image/jpeg', buffer: original });

    await expect.poll(messages).toContainEqual(expect.stringContaining(t('photo_added')));
    // The message sits over none of the result screen's buttons: each would take a tap (a trial click
    // fails when another element would receive it). A message on show is held there while its close button
    // has the focus (snackbar-view.tsx), whichever message it is by then: the trial clicks run beside it.
    const closeMessage = page.getByRole('button', { name: t('app.close_message') });
    await closeMessage.focus();
    await expect(page.getByRole('alert').filter({ has: closeMessage })).toBeVisible();
    await page.getByRole('button', { name: t('result.add_photo') }).click({ trial: true, timeout: 5000 });
    await page
      .getByRole('button', { name: t('result.activate_later') })
      .click({ trial: true, timeout: 5000 });
    await page
      .getByRole('link', { name: t('result.new_installation') })
      .click({ trial: true, timeout: 5000 });
    const [row] = photosOf(stack, referential244);
    const stored = storedFile(stack, row as PhotoRow);
    expect(jpegSize(stored)).toEqual({ width: 1920, height: 1440 });
    expect(stored.length).toBeLessThan(original.length / 3);
    test.info().annotations.push({
      type: 'photo bytes',
      description: `4000x3000 test image of ${original.length} bytes uploaded as 1920x1440 in ${stored.length} bytes`,
    });
    console.log(
      `4000x3000 photo: ${original.length} bytes picked, ${stored.length} bytes uploaded (1920x1440)`,
    );
  });
});

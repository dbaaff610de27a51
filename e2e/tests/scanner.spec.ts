import { readFile } from 'node:fs/promises';
import { decodeQr } from '../support/decode-qr.ts';
import { expect, named, test } from '../support/fixtures.ts';
import { QR_DEVICE_NUMBER, QR_VIDEO_FILE } from '../support/paths.ts';
import { firstFrameLuma } from '../support/qr-video.ts';
import { t } from '../support/texts.ts';
import { backButton, deviceNumberField, goToDeviceStep, openWizard, stepHeading } from '../support/wizard.ts';

// Runs in the `camera` project: Chromium's fake camera plays the QR code video written by global setup.
test("the fake camera's video shows the QR code of the demo device", async () => {
  const { luma, width, height } = firstFrameLuma(await readFile(QR_VIDEO_FILE));
  expect(await decodeQr(luma, width, height)).toEqual([QR_DEVICE_NUMBER]);
});

test('step 2: the scanner reads the QR code from the camera and checks the device', async ({ page }) => {
  await openWizard(page);
  await goToDeviceStep(page);
  await page.getByRole('button', { name: t('step_2.scan') }).click();
  const scanner = page.getByRole('dialog', { name: t('step_2.scanner_title') });
  await expect(scanner).toBeVisible();
  await expect(scanner.getByRole('button', { name: named(t('step_2.scanner_close')) })).toBeVisible();

  // The polyfill loads its wasm from our server, then decodes the stream: allow it a few seconds.
  await expect(scanner).toBeHidden({ timeout: 20_000 });
  await expect(stepHeading(page, 'asset_type')).toBeVisible();
  await backButton(page).click();
  await expect(deviceNumberField(page)).toHaveValue(QR_DEVICE_NUMBER);
});

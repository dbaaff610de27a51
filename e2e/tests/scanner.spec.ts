import { readFile } from 'node:fs/promises';
import { decodeQr } from '../support/decode-qr.ts';
import { expect, test } from '../support/fixtures.ts';
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
  await expect(deviceNumberField(page)).toHaveValue('');
  await page.getByRole('button', { name: t('step_2.scan') }).click();

  // Once the decoder is cached the scanner may open, read and close faster than an assertion can see it, so
  // the journey checks where it leads: the scanned number checked and step 3 shown. The open dialog itself
  // is checked in scanner-without-code.spec.ts, where the camera films no code. The polyfill loads its wasm
  // from our server the first time: allow it a few seconds.
  await expect(stepHeading(page, 'asset_type')).toBeVisible();
  await expect(page.getByRole('dialog', { name: t('step_2.scanner_title') })).toHaveCount(0);
  await backButton(page).click();
  await expect(deviceNumberField(page)).toHaveValue(QR_DEVICE_NUMBER);
});

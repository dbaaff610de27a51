import type { Page } from '@playwright/test';
import { CHROMIUM, CHROMIUM_ARGS, FAKE_CAMERA_ARGS } from '../support/browser.ts';
import { t } from '../support/texts.ts';
import { expectAccessible } from './a11y-support.ts';
import { deviceOfItsOwn, expect, installClassic, openResult, test } from './result-support.ts';

// Accessibility (docs/RELIABILITY.md): axe on the camera overlay of the result screen (spec §2 Camera
// overlay): the live view and the preview of a capture. Chromium's fake camera shows its test pattern.
test.use({
  launchOptions: { executablePath: CHROMIUM, args: [...CHROMIUM_ARGS, ...FAKE_CAMERA_ARGS] },
  permissions: ['camera'],
});

const cameraDialog = (page: Page) => page.getByRole('dialog', { name: t('camera.title') });

test('the camera overlay: live view and preview', async ({ page, stack }) => {
  const number = deviceOfItsOwn(stack);
  const device = await installClassic(stack, number, 'cuve');
  await openResult(page, device);
  await page.getByRole('button', { name: t('result.add_photo') }).click();
  await expect(cameraDialog(page)).toBeVisible();
  await expect(page.getByRole('button', { name: t('camera.capture') })).toBeEnabled();
  await expectAccessible(page, 'camera overlay, live view');

  await page.getByRole('button', { name: t('camera.capture') }).click();
  await expect(page.getByRole('button', { name: t('camera.confirm') })).toBeVisible();
  await expectAccessible(page, 'camera overlay, preview');
});

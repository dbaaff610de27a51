import { t } from '../support/texts.ts';
import { expectAccessible } from './a11y-support.ts';
import { deviceOfItsOwn, expect, installClassic, openResult, sendEmission, test } from './result-support.ts';

// Accessibility (docs/RELIABILITY.md): axe on the result screen (spec §2) in each state: waiting for the
// first measurement, and the first measurement shown. The worker's own server (result-support.ts) holds the
// installations.

test('the result screen while waiting for the first measurement, then with it', async ({ page, stack }) => {
  const number = deviceOfItsOwn(stack);
  const device = await installClassic(stack, number, 'cuve');
  await openResult(page, device, { email: 'client@demo.test' });
  await expect(page.getByText(t('result.waiting'))).toBeVisible();
  // The invitation goes out on arrival (through the outbox): its confirmation and snackbar are part of the
  // screen the installer reads, and axe must not measure the snackbar while it fades in.
  // client@demo.test has chosen the password of their personal space (the demo data): they are told of the
  // sensor rather than sent a registration e-mail.
  await expect(
    page.getByText(t('result.sensor_added_to_space', { email: 'client@demo.test' })),
  ).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: t('result.customer_notified') })).toBeVisible();
  await expectAccessible(page, 'result screen, waiting');

  await sendEmission(stack, number, {
    mesure: 812,
    hauteur_liquide: 688,
    signal_quality: 4,
    volume: 1020,
  });
  // The screen polls every 10 s (spec §4): the measurement shows at the next poll.
  await expect(page.getByText(t('result.perfect'))).toBeVisible({ timeout: 30_000 });
  // The measures' details come a moment after "Perfect!", with their own chunk: axe checks them too.
  await expect(page.getByRole('region', { name: t('result.network_state') })).toBeVisible();
  await expectAccessible(page, 'result screen, first measurement');
});

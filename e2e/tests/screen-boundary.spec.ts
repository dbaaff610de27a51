import { named } from '../support/fixtures.ts';
import { t } from '../support/texts.ts';
import { stepHeading } from '../support/wizard.ts';
import { deviceOfItsOwn, expect, test } from './result-support.ts';
import { openEquipmentStep } from './step-4-support.ts';

/** The address block's modes 2 and 3, a part loaded on demand (features/address/lazy-placed-address.ts). */
const PLACED_ADDRESS = /\/assets\/placed-address-[\w-]+\.js$/;

/**
 * A part of a screen whose file does not come (no signal before the worker kept it): the app says so under its
 * app bar instead of going blank, and Try again brings the screen back with what was typed
 * (app/screen-boundary.tsx).
 */
test('a part that cannot load: the screen says so, and Try again keeps what was typed', async ({
  page,
  stack,
  consoleWatcher,
}) => {
  const why = 'the journey cuts the address block part\u2019s file on purpose';
  consoleWatcher.allow(
    { kind: 'request-failed', url: PLACED_ADDRESS, why },
    { kind: 'console', url: PLACED_ADDRESS, text: /^Failed to load resource: net::ERR_FAILED$/, why },
    { kind: 'console', text: /Failed to fetch dynamically imported module: .*placed-address/, why },
  );
  await page.route(PLACED_ADDRESS, (route) => route.abort('failed'));
  await openEquipmentStep(page, { deviceNumber: deviceOfItsOwn(stack, '10000001'), idReferential: 1 });
  await page.getByLabel(named(t('step_4.name'))).fill('Cuve du fond');

  await page.getByRole('radio', { name: t('step_4.address_new') }).check();
  const failed = page.getByRole('alert').filter({ hasText: t('app.screen_failed') });
  await expect(failed).toBeVisible();
  // The app bar stays: the installer can still open the menu or start anew.
  await expect(page.getByRole('button', { name: t('app.menu') })).toBeVisible();

  await page.unroute(PLACED_ADDRESS);
  await failed.getByRole('button', { name: t('app.retry') }).click();
  await expect(stepHeading(page, 'equipment')).toBeVisible();
  await expect(page.getByLabel(named(t('step_4.name')))).toHaveValue('Cuve du fond');
  await page.getByRole('radio', { name: t('step_4.address_new') }).check();
  await expect(page.getByRole('combobox', { name: named(t('step_4.search_address')) })).toBeVisible();
});

import type { Page } from '@playwright/test';
import { EQUIPMENT_KIND_KEYS } from '../../packages/contracts/src/lists/equipment-kinds.ts';
import { query } from '../support/db.ts';
import { escapeRegExp, expect, named, test } from '../support/fixtures.ts';
import { t } from '../support/texts.ts';
import {
  chooseClient,
  goToDeviceStep,
  nextButton,
  openWizard,
  snackbar,
  stepHeading,
  submitDeviceNumber,
} from '../support/wizard.ts';
import { expectAccessible } from './a11y-support.ts';

// docs/RELIABILITY.md, Accessibility: axe on every screen and dialog of the wizard and the result screen, in
// each state a user meets: no serious or critical violation. The camera screens, on Chromium's fake camera,
// are in a11y-camera.spec.ts and scanner-without-code.spec.ts.

test.describe('signed out', () => {
  test.use({ storageState: { cookies: [], origins: [] } });

  test('the sign-in screen, empty and with its errors', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('button', { name: t('login.submit') })).toBeVisible();
    await expectAccessible(page, 'sign-in');
    await page.getByRole('button', { name: t('login.submit') }).click();
    await expect(page.getByText(t('login.email_required'))).toBeVisible();
    await expectAccessible(page, 'sign-in with required-field errors');
  });

  test('the language menu', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: new RegExp(`^${t('app.choose_language')}`) }).click();
    await expect(page.getByRole('menu')).toBeVisible();
    await expectAccessible(page, 'language menu');
  });
});

test('step 1: both options, and each answer of the client look-up', async ({ page }) => {
  await openWizard(page);
  await expectAccessible(page, 'step 1');
  for (const [email, status, message] of [
    ['client@demo.test', 'step_1.status_found', 'step_1.client_found'],
    ['incomplete@demo.test', 'step_1.status_incomplete', 'step_1.client_incomplete'],
    ['taken@demo.test', 'step_1.status_taken', 'step_1.email_taken'],
    ['nobody@demo.test', 'step_1.status_not_found', 'step_1.client_not_found'],
  ] as const) {
    await chooseClient(page, email);
    await expect(page.getByText(t(status), { exact: true })).toBeVisible();
    // The look-up's snackbar (spec §8) is part of the screen: once it is there, axe waits for its fade-in to
    // end. Measured before it mounts, a loaded machine let axe catch it mid-fade (2.8:1, CI).
    await expect(snackbar(page, t(message))).toBeVisible();
    await expectAccessible(page, `step 1, ${email}`);
  }
});

test('step 2: empty, and with an error message', async ({ page }) => {
  await openWizard(page);
  await goToDeviceStep(page);
  await expectAccessible(page, 'step 2');
  await submitDeviceNumber(page, '99999999');
  await expect(snackbar(page, t('device_not_found'))).toBeVisible();
  await expectAccessible(page, 'step 2 with device_not_found');
});

test('step 2 on the beehive host: the serial number form', async ({ page, beehiveURL }) => {
  await openWizard(page, new URL('/installation', beehiveURL).href);
  await goToDeviceStep(page);
  await page.getByRole('switch', { name: t('step_2.number_not_reachable') }).check();
  await expect(page.getByLabel(named(t('step_2.serial_label')))).toBeVisible();
  await expectAccessible(page, 'step 2, beehive serial number');
});

test('step 2 on the beehive host: the help dialog', async ({ page, beehiveURL }) => {
  await openWizard(page, new URL('/installation', beehiveURL).href);
  await goToDeviceStep(page);
  await page.getByRole('button', { name: t('step_2.help') }).click();
  await expect(page.getByRole('dialog', { name: t('step_2.help_title') })).toBeVisible();
  await expectAccessible(page, 'step 2, beehive help dialog');
});

test('step 3: the asset types', async ({ page }) => {
  await openWizard(page);
  await goToDeviceStep(page);
  await submitDeviceNumber(page, '10000001');
  await expect(stepHeading(page, 'asset_type')).toBeVisible();
  // Once the types have loaded (the Next button is disabled until then).
  await expect(nextButton(page)).toBeEnabled();
  await expectAccessible(page, 'step 3');
});

interface TypeRow {
  key: string;
  value: string;
  description: string | null;
  id_module: number | null;
}

/** The demo professional's asset types (DESIGN §4): one form of step 4 per kind. */
function demoTypes(): TypeRow[] {
  return query<TypeRow>(
    `select t.key, x.value, x.description, t.id_module
       from asset_types t
       join professional_asset_types pt on pt.id_referential = t.id_referential
       join professionals p on p.id_professional = pt.id_professional
       join asset_type_texts x on x.id_referential = t.id_referential and x.language = 'en'
      where p.name = 'Demo Installations' order by t.position`,
  );
}

/** Steps 1 to 3 for device 10000001 (desk V1) and the type, then step 4. */
async function equipmentStep(page: Page, { value, description }: TypeRow): Promise<void> {
  await openWizard(page);
  await goToDeviceStep(page);
  await submitDeviceNumber(page, '10000001');
  await expect(stepHeading(page, 'asset_type')).toBeVisible();
  // A step 3 option's label is the type's name followed by its description (spec §2 Step 3).
  const label = `^${escapeRegExp(value)}${description ? `\\s*${escapeRegExp(description)}` : ''}$`;
  await page.getByRole('radio', { name: new RegExp(label) }).check();
  await nextButton(page).click();
  await expect(stepHeading(page, 'equipment')).toBeVisible();
}

// One test per kind of form: each starts from a clean wizard (its own browser context).
// Every classic kind's form (contracts lists/equipment-kinds.ts), then a module's.
for (const kind of [...EQUIPMENT_KIND_KEYS, 'module' as const]) {
  test(`step 4: the ${kind} form, empty and with its required-field errors`, async ({ page }) => {
    const types = demoTypes();
    const type = types.find((row) =>
      kind === 'module' ? row.id_module !== null && row.key !== 'GNC_TANK' : row.key === kind,
    );
    if (!type) throw new Error(`the demo professional has no ${kind} type: ${types.map((row) => row.key)}`);
    await equipmentStep(page, type);
    await expect(nextButton(page)).toBeEnabled();
    await expectAccessible(page, `step 4, ${kind}`);
    await nextButton(page).click();
    await expect(page.getByText(t('step_4.name_required')).first()).toBeVisible();
    await expectAccessible(page, `step 4, ${kind}, required fields`);
  });
}

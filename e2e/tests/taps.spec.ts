import type { Page } from '@playwright/test';
import { statusLine } from '../support/console-watcher.ts';
import { query } from '../support/db.ts';
import { escapeRegExp, expect, named, test } from '../support/fixtures.ts';
import { t } from '../support/texts.ts';
import {
  backButton,
  clientEmailField,
  clientOption,
  deviceNumberField,
  nextButton,
  openWizard,
  snackbar,
  stepHeading,
} from '../support/wizard.ts';
import { Actions } from './actions-support.ts';
import { expectAccessible } from './a11y-support.ts';
import { assetTypeLabel, copyOfDevice, domicileName, installedAssets, textbox } from './step-4-support.ts';

/**
 * Fewer taps, no dead ends: the wizard as an installer with gloves uses it, on a phone-sized screen
 * (playwright.config.ts: 360 × 740, touch). The standard tank installation (a customer found with saved
 * addresses, the device typed, a tank of a known brand and model, a saved address) is counted action by
 * action; the dead ends of step 5 and of a device already installed must each lead somewhere.
 */

/** The most a standard tank installation may take, from step 1 to the result screen. */
const MAX_ACTIONS = 15;

const select = (page: Page, label: string) => page.getByRole('combobox', { name: named(label) });

/** Steps 1 to 3 the shortest way: the customer by e-mail, the device typed then Enter, the tank type. */
async function stepsOneToThree(page: Page, act: Actions, deviceNumber: string, email: string) {
  await act.check(clientOption(page), 'the client option');
  await act.fill(clientEmailField(page), email, 'the e-mail');
  await expect(page.getByText(t('step_1.status_found'), { exact: true })).toBeVisible();
  await act.click(nextButton(page), 'Next');
  await expect(stepHeading(page, 'device')).toBeVisible();
  await act.fill(deviceNumberField(page), deviceNumber, 'the device number');
  await act.press(deviceNumberField(page), 'Enter', 'the device number');
  await expect(stepHeading(page, 'asset_type')).toBeVisible();
  await act.check(page.getByRole('radio', { name: assetTypeLabel(1) }), 'the tank type');
  await act.click(nextButton(page), 'Next');
  await expect(stepHeading(page, 'equipment')).toBeVisible();
}

/**
 * The standard tank installation from step 1 to the result screen. `remembered`: this phone made an
 * installation before, so the specification selects start on that installer's last choices.
 */
async function standardInstallation(page: Page, deviceNumber: string, remembered: boolean): Promise<Actions> {
  const act = new Actions();
  await stepsOneToThree(page, act, deviceNumber, 'client@demo.test');

  // The customer's first saved address is chosen, in plain sight.
  await expect(page.getByRole('radio', { name: t('step_4.address_existing') })).toBeChecked();
  await expect(
    select(page, t('step_4.domicile')).getByRole('option', { name: /^Maison/, selected: true }),
  ).toHaveCount(1);
  await act.fill(textbox(page, t('step_4.name')), 'Fuel tank', 'the name');
  await act.check(
    page.getByRole('switch', { name: t('step_4.know_model_brand') }),
    'I know the brand and model',
  );
  await act.select(select(page, t('step_4.brand')), 'Roth', 'the brand');
  await act.select(select(page, t('step_4.model')), 'DWT plus 750 L', 'the model');
  // The catalogue's figures of the model, visible and editable (demo catalogue: 73.6 × 68 × 150 cm, 750 L).
  await expect(select(page, t('step_4.tank_type'))).toHaveValue('1');
  await expect(textbox(page, t('step_4.length'))).toHaveValue('73.6');
  await expect(textbox(page, t('step_4.width'))).toHaveValue('68');
  await expect(textbox(page, t('step_4.height'))).toHaveValue('150');
  await expect(textbox(page, t('step_4.volume'))).toHaveValue('750');
  await expect(textbox(page, t('step_4.volume'))).toBeEditable();
  if (remembered) {
    await expect(select(page, t('step_4.liquid_type'))).toContainText('Heating Oil');
    await expect(select(page, t('step_4.liquid_type')).locator('option:checked')).toHaveText('Heating Oil');
    await expect(select(page, t('step_4.localisation_type')).locator('option:checked')).toHaveText('Outdoor');
    await expect(select(page, t('step_4.monitoring_type')).locator('option:checked')).toHaveText(
      t('step_4.monitoring_consumption'),
    );
  } else {
    // Accessibility (docs/RELIABILITY.md): axe on step 4 filled from the catalogue, its hint shown.
    await expect(page.getByText(t('step_4.filled_from_model'))).toBeVisible();
    await expectAccessible(page, 'step 4 filled from the catalogue');
    await act.select(select(page, t('step_4.liquid_type')), 'Heating Oil', 'the liquid');
    await act.select(select(page, t('step_4.localisation_type')), 'Outdoor', 'the localisation');
    await act.select(
      select(page, t('step_4.monitoring_type')),
      t('step_4.monitoring_consumption'),
      'the monitoring type',
    );
  }
  await act.click(nextButton(page), 'Next');
  await expect(page).toHaveURL(/\/result$/);
  await expect(page.getByText(t('result.success'))).toBeVisible();
  return act;
}

function storedTank(deviceNumber: string) {
  const [asset] = installedAssets(deviceNumber);
  if (!asset) throw new Error(`device ${deviceNumber} is not installed`);
  const [tank] = query<Record<string, number | null>>(
    'select * from tank_specifications where id_asset = ?',
    asset.id_asset,
  );
  const [specification] = query<{
    liquid: string;
    id_localisation_type: number;
    index_monitoring_type: number;
  }>(
    `select l.name as liquid, s.id_localisation_type, s.index_monitoring_type
       from asset_specifications s
       join liquid_texts l on l.id_asset_liquid = s.id_liquid_type and l.language = 'en'
      where s.id_asset = ?`,
    asset.id_asset,
  );
  return { asset, tank, specification };
}

test('the standard tank installation takes at most 15 actions, 12 once the phone knows the installer', async ({
  page,
}, testInfo) => {
  await openWizard(page);
  const first = copyOfDevice('10000001');
  const firstRun = await standardInstallation(page, first, false);
  // A customer whose personal space is open (the demo data) is told the sensor was added to it.
  await expect(
    page.getByText(t('result.sensor_added_to_space', { email: 'client@demo.test' })),
  ).toBeVisible();
  await expect(page.getByText(t('result.sign_up_mail_sent_to', { email: 'client@demo.test' }))).toHaveCount(
    0,
  );
  const { asset, tank, specification } = storedTank(first);
  expect(domicileName(asset.id_domicile)).toBe('Maison');
  expect(asset.asset_name).toBe('Fuel tank');
  expect(tank).toMatchObject({
    know_model_brand_asset: 1,
    tank_type: 1,
    volume: 750,
    length: 73.6,
    width: 68,
  });
  expect(specification?.liquid).toBe('Heating Oil');

  // The next job on the same phone, from the result screen's "Perform a new installation".
  await page.getByRole('link', { name: t('result.new_installation') }).click();
  await expect(stepHeading(page, 'target')).toBeVisible();
  const second = copyOfDevice('10000001');
  const secondRun = await standardInstallation(page, second, true);
  expect(storedTank(second).specification).toEqual(specification);

  const counts = [
    await firstRun.report(testInfo, 'standard tank installation, first on this phone', MAX_ACTIONS),
    await secondRun.report(testInfo, 'standard tank installation, with the last choices', MAX_ACTIONS),
  ];
  for (const count of counts) expect(count).toBeLessThanOrEqual(MAX_ACTIONS);
});

function configurationsOf(deviceNumber: string) {
  return query<{ product: string }>(
    `select c.product from external_configurations c join devices d on d.id_device = c.id_device
      where d.device_number = ? order by c.id_configuration`,
    deviceNumber,
  );
}

test('a liquid refused at step 5 is corrected from step 4: the installation is edited, no 409', async ({
  page,
}) => {
  const deviceNumber = copyOfDevice('10000244');
  const answers: { method: string; path: string; status: number }[] = [];
  page.on('response', (response) => {
    const { pathname } = new URL(response.url());
    if (/^\/api\/v1\/installation\//.test(pathname)) {
      answers.push({ method: response.request().method(), path: pathname, status: response.status() });
    }
  });
  const act = new Actions();
  await openWizard(page);
  await stepsOneToThree(page, act, deviceNumber, 'client@demo.test');
  await act.fill(textbox(page, t('step_4.name')), 'Yard tank', 'the name');
  await act.check(
    page.getByRole('switch', { name: t('step_4.know_model_brand') }),
    'I know the brand and model',
  );
  await act.select(select(page, t('step_4.brand')), 'Roth', 'the brand');
  await act.select(select(page, t('step_4.model')), 'DWT plus 1000 L', 'the model');
  await act.select(select(page, t('step_4.liquid_type')), 'Waste oil', 'the liquid');
  await act.select(select(page, t('step_4.localisation_type')), 'Outdoor', 'the localisation');
  await act.select(
    select(page, t('step_4.monitoring_type')),
    t('step_4.monitoring_consumption'),
    'monitoring',
  );
  await act.click(nextButton(page), 'Next');
  await expect(stepHeading(page, 'external_config')).toBeVisible();

  // spec §5: Waste oil is not a product the platform takes.
  await page.getByRole('button', { name: t('step_5.validate') }).click();
  const dialog = page.getByRole('dialog', { name: t('error_install') });
  await dialog.getByRole('button', { name: t('step_5.close'), exact: true }).click();
  await expect(dialog).toBeHidden();

  await backButton(page).click();
  await expect(stepHeading(page, 'equipment')).toBeVisible();
  await select(page, t('step_4.liquid_type')).selectOption({ label: 'Propane' });
  await nextButton(page).click();
  await expect(stepHeading(page, 'external_config')).toBeVisible();
  const product = page
    .getByRole('term')
    .filter({ hasText: t('step_5.product') })
    .locator('xpath=following-sibling::dd[1]');
  await expect(product).toHaveText('Propane');
  await page.getByRole('button', { name: t('step_5.validate') }).click();
  await expect(page).toHaveURL(/\/result$/);

  // One installation, edited in place: the device's liquid is the corrected one, and its configuration too.
  const installations = installedAssets(deviceNumber);
  expect(installations).toHaveLength(1);
  expect(storedTank(deviceNumber).specification?.liquid).toBe('Propane');
  expect(configurationsOf(deviceNumber).map((c) => c.product)).toEqual(['Propane']);
  expect(answers.filter((answer) => answer.status === 409)).toEqual([]);
  expect(answers.map(({ method, status }) => `${method} ${status}`)).toEqual([
    'POST 201',
    'PUT 200',
    'POST 200',
  ]);
});

/** The demo installer's bearer token, as the app keeps it (the journey acts as a colleague with it). */
async function tokenOf(page: Page): Promise<string> {
  return page.evaluate(
    () => (JSON.parse(localStorage.getItem('installer.session') ?? '{}') as { token: string }).token,
  );
}

/** Installs `deviceNumber` behind the app's back, as a colleague of the same professional would. */
async function installedByAColleague(page: Page, deviceNumber: string): Promise<number> {
  const [client] = query<{ id_user: number; id_domicile: number }>(
    `select u.id_user, d.id_domicile from user_clients u join domiciles d on d.id_user = u.id_user
      where u.email = 'client@demo.test' order by d.id_domicile limit 1`,
  );
  const [liquid] = query<{ id_asset_liquid: number }>(
    `select id_asset_liquid from liquid_texts where name = 'Heating Oil' and language = 'en'`,
  );
  const [device] = query<{ id_professional: number }>(
    'select id_professional from devices where device_number = ?',
    deviceNumber,
  );
  const response = await fetch(new URL('/api/v1/installation/device', page.url()), {
    method: 'POST',
    headers: { authorization: `Bearer ${await tokenOf(page)}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      device_number: deviceNumber,
      id_professional: device?.id_professional,
      id_referential: 1,
      id_user: client?.id_user,
      asset: {
        name: 'Colleague tank',
        specification: {
          offset: 0,
          id_liquid_type: liquid?.id_asset_liquid,
          id_localisation_type: 1,
          index_monitoring_type: -1,
        },
        tank: {
          know_model_brand_asset: false,
          tank_type: 5,
          volume: 1000,
          height: 100,
          length: 100,
          width: 100,
        },
        domicile: { mode: 'existing', id_domicile: client?.id_domicile },
      },
    }),
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { data: { id_installation: number } }).data.id_installation;
}

test("a device installed meanwhile on one of the installer's installations: the message says so, Update edits it", async ({
  page,
  consoleWatcher,
}) => {
  consoleWatcher.allow({
    kind: 'console',
    url: /^\/api\/v1\/installation\/device$/,
    text: statusLine([409]),
    why: 'a colleague installs the device between the device check and Next: the server answers 409 device_already_installed',
  });
  const deviceNumber = copyOfDevice('10000001');
  const act = new Actions();
  await openWizard(page);
  await stepsOneToThree(page, act, deviceNumber, 'client@demo.test');

  // Enter moves on: from the name to the next field the form still needs (the tank type), without errors.
  await textbox(page, t('step_4.name')).fill('Barn tank');
  await textbox(page, t('step_4.name')).press('Enter');
  await expect(select(page, t('step_4.tank_type'))).toBeFocused();
  await expect(page.getByTestId('invalid-summary')).toHaveCount(0);
  await select(page, t('step_4.tank_type')).selectOption({ label: t('step_4.tank_type_1') });
  await textbox(page, t('step_4.height')).fill('100');
  await textbox(page, t('step_4.height')).press('Enter');
  await expect(textbox(page, t('step_4.length'))).toBeFocused();
  await textbox(page, t('step_4.length')).fill('120');
  await select(page, t('step_4.liquid_type')).selectOption({ label: 'Heating Oil' });
  await select(page, t('step_4.localisation_type')).selectOption({ label: 'Outdoor' });
  await select(page, t('step_4.monitoring_type')).selectOption({ label: t('step_4.monitoring_consumption') });
  await textbox(page, t('step_4.width')).fill('80');

  const colleagues = await installedByAColleague(page, deviceNumber);
  // The form is complete: Enter in its last field is Next.
  await textbox(page, t('step_4.width')).press('Enter');
  const refusal = page.getByTestId('installation-refusal');
  await expect(refusal).toContainText(t('step_4.already_installed_yours', { id: colleagues }));
  await expect(refusal).toBeFocused();
  // Accessibility (docs/RELIABILITY.md): axe on step 4 with the refusal and its offer.
  await expectAccessible(page, 'step 4 refused: device already installed');
  // spec §7: the refused installation is logged.
  await expect
    .poll(
      () =>
        query<{ error: string }>(
          `select error from error_logs where error like 'POST /api/v1/installation/device -> 409%'`,
        ).length,
    )
    .toBeGreaterThan(0);

  await refusal.getByRole('button', { name: t('step_4.update_that_installation') }).click();
  await expect(page).toHaveURL(/\/result$/);
  const [asset, ...more] = installedAssets(deviceNumber);
  expect(more).toEqual([]);
  expect(asset?.asset_name).toBe('Barn tank');
  expect(storedTank(deviceNumber).tank).toMatchObject({ tank_type: 1, height: 100, length: 120, width: 80 });
});

test('the address block says spec §6 "Location required" and "Address not precise enough"', async ({
  page,
}) => {
  // The installer refuses to share the position (spec §8 refuse_localisation).
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'geolocation', {
      configurable: true,
      value: {
        getCurrentPosition: (_: unknown, failure: (error: { code: number; message: string }) => void) =>
          failure({ code: 1, message: 'denied' }),
      },
    });
  });
  const deviceNumber = copyOfDevice('10000001');
  await openWizard(page);
  await stepsOneToThree(page, new Actions(), deviceNumber, 'client@demo.test');
  await page.getByRole('radio', { name: t('step_4.address_locate_me') }).check();
  await expect(page.getByRole('alert').filter({ hasText: t('refuse_localisation') })).toBeVisible();
  await nextButton(page).click();
  await expect(
    page.getByTestId('address-block').getByText(t('location_required'), { exact: true }),
  ).toBeVisible();

  await page.getByRole('radio', { name: t('step_4.address_new') }).check();
  const search = page.getByRole('combobox', { name: named(t('step_4.search_address')) });
  await search.pressSequentially('massif', { delay: 30 });
  await page.getByRole('option', { name: new RegExp(`^${escapeRegExp('Massif Central')}`) }).click();
  await expect(snackbar(page, t('address_not_precise_enough'))).toBeVisible();
  await expect(page.getByTestId('chosen-place')).toContainText(t('address_not_precise_enough'));
  await expect(page.getByTestId('address-block').getByText(t('bad_marker'))).toHaveCount(0);
  expect(installedAssets(deviceNumber)).toEqual([]);
});

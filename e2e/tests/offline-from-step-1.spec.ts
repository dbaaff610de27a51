import type { Page } from '@playwright/test';
import { named, signIn } from '../support/fixtures.ts';
import { t } from '../support/texts.ts';
import {
  clientEmailField,
  clientOption,
  nextButton,
  professionalOption,
  stepHeading,
} from '../support/wizard.ts';
import { expectAccessible } from './a11y-support.ts';
import { expect, goOffline, test, waitForPriming, writeDatabase } from './offline-support.ts';
import { deviceOfItsOwn, query, type ResultStack } from './result-support.ts';
import {
  assetTypeLabel,
  choose,
  chooseExistingDomicile,
  fillSpecification,
  textbox,
} from './step-4-support.ts';

/**
 * A whole installation without signal, from step 1 (README "In the field, without signal";
 * docs/decisions/0012-offline-priming.md, 0007): the installer signs in online, the phone primes, the network
 * goes before step 1, the installation is made and queued, and when the network returns the server checks it
 * and stores it exactly once, completing what the phone could not know. Each journey uses devices of its own.
 */

interface Installed {
  id_user: number | null;
  address_name: string;
  address: string;
  city: string | null;
  postal_code: string | null;
  latitude: number | null;
  longitude: number | null;
  geocoding: string | null;
}

function installationsOf(stack: ResultStack, deviceNumber: string): Installed[] {
  return query<Installed>(
    stack,
    `select a.id_user, dm.address_name, dm.address, dm.city, dm.postal_code, dm.latitude, dm.longitude,
            dm.geocoding
       from installations i
       join devices d on d.id_device = i.id_device
       join assets a on a.id_asset = i.id_asset
       join domiciles dm on dm.id_domicile = i.id_domicile
      where d.device_number = ?`,
    deviceNumber,
  );
}

function photoCount(stack: ResultStack, deviceNumber: string): number {
  return (
    query<{ n: number }>(
      stack,
      'select count(*) as n from photos p join devices d on d.id_device = p.id_device where d.device_number = ?',
      deviceNumber,
    )[0]?.n ?? 0
  );
}

/** Steps 2 and 3 without signal: the number checked on the phone, the tank type. */
async function deviceAndTank(page: Page, deviceNumber: string): Promise<void> {
  await expect(stepHeading(page, 'device')).toBeVisible();
  const number = page.getByLabel(named(t('step_2.number_label')));
  await expect(number).toHaveAccessibleDescription(t('step_2.offline_help'));
  await number.fill(deviceNumber);
  await number.press('Enter');
  await expect(stepHeading(page, 'asset_type')).toBeVisible();
  await page.getByRole('radio', { name: assetTypeLabel(1) }).check();
  await nextButton(page).click();
  await expect(stepHeading(page, 'equipment')).toBeVisible();
}

/** The tank block and the specification (spec §2 Step 4), from the reference data on the phone. */
async function tank(page: Page, name: string): Promise<void> {
  await textbox(page, t('step_4.name')).fill(name);
  await choose(page, t('step_4.tank_type'), { label: t('step_4.tank_type_2') });
  await textbox(page, t('step_4.height')).fill('120');
  await textbox(page, t('step_4.length')).fill('250');
  await expect(textbox(page, t('step_4.volume'))).toHaveValue('2827');
  await fillSpecification(page);
}

/** Next on step 4 without signal: the result screen says the installation is on the phone. */
async function queue(page: Page): Promise<void> {
  await nextButton(page).click();
  await expect(page).toHaveURL(/\/result$/);
  await expect(page.getByText(t('outbox.installation_saved'))).toBeVisible();
}

async function addPhotoFromPicker(page: Page): Promise<void> {
  const photo = await page.evaluate(async () => {
    const canvas = document.createElement('canvas');
    canvas.width = 640;
    canvas.height = 480;
    const context = canvas.getContext('2d') as CanvasRenderingContext2D;
    context.fillStyle = '#8a8f94';
    context.fillRect(0, 0, 640, 480);
    const blob = await new Promise<Blob>((resolve) => canvas.toBlob((b) => resolve(b as Blob), 'image/jpeg'));
    let binary = '';
    for (const byte of new Uint8Array(await blob.arrayBuffer())) binary += String.fromCharCode(byte);
    return btoa(binary);
  });
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: t('result.add_photo') }).click();
  await (await chooser).setFiles({
    name: 'IMG_0002.jpg',
    mimeType: 'image/jpeg',
    buffer: Buffer.from(photo, 'base64'),
  });
  await expect(page.getByRole('alert').filter({ hasText: t('outbox.photo_queued') })).toBeVisible();
}

test.describe('signed in on the phone first', () => {
  // This journey signs in itself, on a phone that knows nobody yet.
  test.use({ storageState: { cookies: [], origins: [] } });

  test('(a) a customer found on the phone, a saved address, a tank and a photo, all without signal', async ({
    page,
    context,
    stack,
  }) => {
    // No camera API: the photo comes from the file picker (spec §8 'Camera not supported').
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'mediaDevices', { configurable: true, value: undefined });
    });
    const deviceNumber = deviceOfItsOwn(stack, '10000001');
    // Signed in online, once: the phone primes by itself, and says so in the menu.
    await signIn(page);
    const status = await waitForPriming(page);
    expect(status).toContain(t('priming.customers_all', { count: 3 }).split('(')[0]);
    await page.getByRole('button', { name: t('app.menu') }).click();
    await expectAccessible(page, 'app bar menu, ready for offline');
    await page.keyboard.press('Escape');

    // In the cellar: no network, and the app opened again from the phone.
    await goOffline(context, page);
    await page.reload();
    await expect(stepHeading(page, 'target')).toBeVisible();

    await clientOption(page).check();
    await clientEmailField(page).fill('client@demo.test');
    await expect(page.getByText(t('step_1.status_found'), { exact: true })).toBeVisible();
    await expect(page.getByText(/^No signal: answer kept on this phone/)).toBeVisible();
    await nextButton(page).click();
    await deviceAndTank(page, deviceNumber);

    // The customer's saved addresses, as kept on the phone.
    await chooseExistingDomicile(page, 'Ferme du Moulin');
    await expect(page.getByText(t('address.saved_on_phone'))).toBeVisible();
    await tank(page, 'Cellar tank');
    await queue(page);
    await addPhotoFromPicker(page);
    expect(installationsOf(stack, deviceNumber)).toHaveLength(0);

    await context.setOffline(false);
    await expect(page.getByText(t('result.success'))).toBeVisible({ timeout: 30_000 });
    await expect.poll(() => photoCount(stack, deviceNumber), { timeout: 30_000 }).toBe(1);
    const [installed, ...more] = installationsOf(stack, deviceNumber);
    expect(more).toHaveLength(0);
    expect(installed).toMatchObject({ address_name: 'Ferme du Moulin' });
    expect(installed?.id_user).not.toBeNull();
  });
});

test('(b) the professional account, located without the address while the geocoder cannot be reached', async ({
  page,
  context,
  stack,
  geo,
}) => {
  const deviceNumber = deviceOfItsOwn(stack, '10000001');
  await context.grantPermissions(['geolocation']);
  // Place Bellecour, Lyon (support/fake-photon.ts).
  await context.setGeolocation({ latitude: 45.7578, longitude: 4.832 });
  await page.goto('/installation');
  await waitForPriming(page);

  geo.unreachable = true;
  await goOffline(context, page);
  await professionalOption(page).check();
  await nextButton(page).click();
  await deviceAndTank(page, deviceNumber);

  await page.getByRole('radio', { name: t('step_4.address_locate_me') }).check();
  await expect(page.getByText(t('address.position_kept', { lat: '45.75780', lon: '4.83200' }))).toBeVisible();
  await textbox(page, t('step_4.domicile_name')).fill('Plant room');
  await tank(page, 'Plant room tank');
  await queue(page);
  await expect(page.getByText(t('outbox.check_address'))).toBeVisible();

  // The signal returns, the geocoder is still down: the installation is accepted with the position alone
  // (docs/decisions/0014-address-completed-later.md), so the sensor is linked and its measurement awaited.
  await context.setOffline(false);
  await expect(page.getByText(t('result.success'))).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('status').filter({ hasText: t('result.waiting') })).toBeVisible();
  expect(installationsOf(stack, deviceNumber)).toEqual([
    expect.objectContaining({
      id_user: null,
      address_name: 'Plant room',
      address: '45.75780, 4.83200',
      city: null,
      latitude: 45.7578,
      longitude: 4.832,
      geocoding: 'pending',
    }),
  ]);

  // The geocoder answers again: the server completes the address by itself, the position kept.
  geo.unreachable = false;
  await expect.poll(() => installationsOf(stack, deviceNumber)[0]?.geocoding, { timeout: 60_000 }).toBeNull();
  expect(installationsOf(stack, deviceNumber)[0]).toMatchObject({
    address_name: 'Plant room',
    city: 'Lyon',
    postal_code: '69002',
    latitude: 45.7578,
    longitude: 4.832,
  });
});

test('(c) a customer e-mail never looked up, an address typed: checked by the server when sent', async ({
  page,
  context,
  stack,
}) => {
  const deviceNumber = deviceOfItsOwn(stack, '10000001');
  const email = `field-${deviceNumber}@example.org`;
  await page.goto('/installation');
  await waitForPriming(page);

  await goOffline(context, page);
  await clientOption(page).check();
  await clientEmailField(page).fill(email);
  await expect(page.getByText(t('step_1.status_unchecked'), { exact: true })).toBeVisible();
  await nextButton(page).click();
  await deviceAndTank(page, deviceNumber);

  await page.getByRole('radio', { name: t('step_4.address_new') }).check();
  const search = page.getByRole('combobox', { name: named(t('step_4.search_address')) });
  await search.fill('2 Place Bellecour, Lyon');
  await expect(page.getByText(t('address.typed_kept'))).toBeVisible();
  await textbox(page, t('step_4.domicile_name')).fill('Shop');
  await tank(page, 'Shop tank');
  await queue(page);
  const saved = page.getByRole('status').filter({ hasText: t('outbox.installation_saved') });
  await expect(saved).toContainText(t('outbox.check_email', { email }));
  await expect(saved).toContainText(t('outbox.check_address'));
  await expect(page.getByText(t('outbox.invitation_waiting', { email }))).toBeVisible();
  await expectAccessible(page, 'result screen, installation made offline waiting');

  await context.setOffline(false);
  await expect(page.getByText(t('result.success'))).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText(t('result.sign_up_mail_sent_to', { email }))).toBeVisible();
  await expect.poll(() => stack.mails.some((mail) => mail.to.includes(email))).toBe(true);
  const installed = installationsOf(stack, deviceNumber);
  expect(installed).toHaveLength(1);
  // Nobody had this e-mail: the installation went on the professional's account (spec §1 without user), then the
  // invitation made the e-mail a customer, registration unfinished, and gave them the installation (spec §6,
  // docs/decisions/0021-customer-space.md). The address as typed, placed by the server.
  const [customer] = query<{ id_user: number; status: string }>(
    stack,
    'select id_user, status from user_clients where email = ?',
    email,
  );
  expect(customer?.status).toBe('incomplete');
  expect(installed[0]).toMatchObject({
    id_user: customer?.id_user,
    address_name: 'Shop',
    address: '2 Place Bellecour, Lyon',
    city: 'Lyon',
  });
});

test('(d) a device found not installable on sending comes back to step 2, everything else kept', async ({
  page,
  context,
  stack,
  consoleWatcher,
}) => {
  consoleWatcher.allow({
    kind: 'console',
    url: /^\/api\/v1\/installation\/device$/,
    text: /^Failed to load resource: the server responded with a status of 409 /,
    why: 'the journey makes the device not installable after the phone primed it, so the server refuses it (409)',
  });
  const refused = deviceOfItsOwn(stack, '10000001');
  const instead = deviceOfItsOwn(stack, '10000001');
  await page.goto('/installation');
  await waitForPriming(page);

  await goOffline(context, page);
  await professionalOption(page).check();
  await nextButton(page).click();
  await deviceAndTank(page, refused);
  await page.getByRole('radio', { name: t('step_4.address_new') }).check();
  await page
    .getByRole('combobox', { name: named(t('step_4.search_address')) })
    .fill('10 Rue de Rivoli, Paris');
  await textbox(page, t('step_4.domicile_name')).fill('Depot');
  await tank(page, 'Depot tank');
  await queue(page);

  // Meanwhile the platform takes the device back.
  writeDatabase(stack, 'update devices set is_installable = 0 where device_number = ?', refused);
  await context.setOffline(false);
  const refusal = page.getByRole('alert').filter({ hasText: t('outbox.installation_refused') });
  await expect(refusal).toBeVisible({ timeout: 30_000 });
  await refusal.getByRole('button', { name: t('outbox.correct') }).click();

  await expect(stepHeading(page, 'device')).toBeVisible();
  await expect(page.getByText(t('wizard.refused_title'))).toBeVisible();
  await expect(page.getByText(t('device_cant_be_install'), { exact: false }).first()).toBeVisible();
  await expectAccessible(page, 'step 2, installation refused on sending');
  const number = page.getByLabel(named(t('step_2.number_label')));
  await expect(number).toHaveValue(refused);
  await number.fill(instead);
  await number.press('Enter');
  await expect(stepHeading(page, 'asset_type')).toBeVisible();
  await expect(page.getByRole('radio', { name: assetTypeLabel(1) })).toBeChecked();
  await nextButton(page).click();
  await expect(stepHeading(page, 'equipment')).toBeVisible();
  // Nothing typed twice: the form is as it was, for the device chosen instead.
  await expect(textbox(page, t('step_4.name'))).toHaveValue('Depot tank');
  await expect(textbox(page, t('step_4.length'))).toHaveValue('250');
  await expect(textbox(page, t('step_4.domicile_name'))).toHaveValue('Depot');
  await nextButton(page).click();
  await expect(page.getByText(t('result.success'))).toBeVisible({ timeout: 30_000 });
  expect(installationsOf(stack, refused)).toHaveLength(0);
  expect(installationsOf(stack, instead)).toHaveLength(1);
  expect(installationsOf(stack, instead)[0]).toMatchObject({ address_name: 'Depot', city: 'Paris' });
});

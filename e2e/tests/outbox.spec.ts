import type { BrowserContext, Page } from '@playwright/test';
import { query } from '../support/db.ts';
import { expect, named, test } from '../support/fixtures.ts';
import { t } from '../support/texts.ts';
import {
  deviceNumberField,
  goToDeviceStep,
  nextButton,
  openWizard,
  snackbar,
  stepHeading,
  submitDeviceNumber,
} from '../support/wizard.ts';
import { expectAccessible } from './a11y-support.ts';
import { waitForPriming, waitForServiceWorker } from './pwa-support.ts';
import {
  choose,
  chooseExistingDomicile,
  copyOfDevice,
  fillSpecification,
  installedAssets,
  openEquipmentStep,
  textbox,
} from './step-4-support.ts';

/**
 * Nothing lost without signal (docs/decisions/0002-outbox.md): the installer opens the app once, loses the
 * network, completes an installation with a photo, and finds both on the server exactly once when the network
 * returns, however many times it comes and goes. The service worker is allowed: offline, the app's chunks
 * come from it.
 */
test.use({ serviceWorkers: 'allow' });

const TANK = 1;

function photoCount(deviceNumber: string): number {
  return (
    query<{ n: number }>(
      `select count(*) as n from photos p join devices d on d.id_device = p.id_device where d.device_number = ?`,
      deviceNumber,
    )[0]?.n ?? 0
  );
}

/** Steps 1 to 4 online, for a customer, up to a valid tank form; the worker controls the page. */
async function fillTankForCustomer(page: Page, deviceNumber: string): Promise<void> {
  await openEquipmentStep(page, { deviceNumber, idReferential: TANK, clientEmail: 'client@demo.test' });
  await waitForServiceWorker(page);
  await chooseExistingDomicile(page, 'Ferme du Moulin');
  await textbox(page, t('step_4.name')).fill('Cellar tank');
  await choose(page, t('step_4.tank_type'), { label: t('step_4.tank_type_2') });
  await textbox(page, t('step_4.height')).fill('120');
  await textbox(page, t('step_4.length')).fill('250');
  await expect(textbox(page, t('step_4.volume'))).toHaveValue('2827');
  await fillSpecification(page);
  // The phone has primed itself for the day (its lists in pages, then the scanner's code) before the journey
  // cuts the network: what was still on its way would fail offline.
  await waitForPriming(page);
}

/** A tank installation of a fresh copy of 10000001 made without signal: it waits in the outbox. */
async function queueTankInstallation(page: Page, context: BrowserContext): Promise<string> {
  const deviceNumber = copyOfDevice('10000001');
  await fillTankForCustomer(page, deviceNumber);
  await context.setOffline(true);
  await nextButton(page).click();
  await expect(page.getByText(t('outbox.installation_saved'))).toBeVisible();
  return deviceNumber;
}

/** The outbox badge of the app bar: "Not sent yet: N", or absent when everything was sent. */
function outboxBadge(page: Page, count: number) {
  return page.getByRole('button', { name: t('outbox.pending_count', { count }) });
}

/** A small JPEG drawn in the page, as a phone's file picker would hand it over. */
async function smallJpeg(page: Page): Promise<Buffer> {
  const base64 = await page.evaluate(async () => {
    const canvas = document.createElement('canvas');
    canvas.width = 800;
    canvas.height = 600;
    const context = canvas.getContext('2d') as CanvasRenderingContext2D;
    context.fillStyle = '#6fa8dc';
    context.fillRect(0, 0, 800, 600);
    context.fillStyle = '#8a8f94';
    context.fillRect(200, 250, 400, 250);
    const blob = await new Promise<Blob>((resolve) => canvas.toBlob((b) => resolve(b as Blob), 'image/jpeg'));
    let binary = '';
    for (const byte of new Uint8Array(await blob.arrayBuffer())) binary += String.fromCharCode(byte);
    return btoa(binary);
  });
  return Buffer.from(base64, 'base64');
}

async function addPhotoFromPicker(page: Page): Promise<void> {
  const photo = await smallJpeg(page);
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: t('result.add_photo') }).click();
  await (await chooser).setFiles({ name: 'IMG_0001.jpg', mimeType: 'image/jpeg', buffer: photo });
}

/** Three reconnections in a row, each cut short: every one fires `online`, none may duplicate anything. */
async function retryStorm(context: BrowserContext): Promise<void> {
  for (let i = 0; i < 3; i++) {
    await context.setOffline(false);
    await context.setOffline(true);
  }
  await context.setOffline(false);
}

test('an installation, a photo and the invitation made offline land exactly once when the network returns', async ({
  page,
  context,
}) => {
  const deviceNumber = copyOfDevice('10000001');
  // No camera API: the photo comes from the file picker (spec §8 'Camera not supported').
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'mediaDevices', { configurable: true, value: undefined });
  });
  await fillTankForCustomer(page, deviceNumber);

  await context.setOffline(true);
  await nextButton(page).click();
  // The result screen says, and keeps saying, that the installation waits on the phone. Its snackbar
  // ('outbox.installation_queued') is replaced at once by the invitation's, queued on arrival (spec §8: one
  // snackbar, the newer replaces it): on a loaded machine it can come and go between two looks.
  await expect(page).toHaveURL(/\/result$/);
  await expect(page.getByText(t('outbox.installation_saved'))).toBeVisible();
  // The mail to the customer (found with an account at step 1) waits too (spec §5: sent on arrival).
  await expect(page.getByText(t('outbox.notification_waiting', { email: 'client@demo.test' }))).toBeVisible();

  await addPhotoFromPicker(page);
  await expect(snackbar(page, t('outbox.photo_queued'))).toBeVisible();
  await expect(outboxBadge(page, 3)).toBeVisible();

  // The pending list says what waits, and why.
  // Accessibility (docs/RELIABILITY.md): axe on the result screen waiting for its queued installation, and on
  // the pending list.
  await expectAccessible(page, 'result screen, installation queued');
  await outboxBadge(page, 3).click();
  const list = page.getByRole('dialog', { name: t('outbox.title') });
  for (const kind of ['installation', 'invitation', 'photo']) {
    await expect(list.getByText(t(`outbox.kind_${kind}`), { exact: true })).toBeVisible();
  }
  await expectAccessible(page, 'pending list dialog');
  await list.getByRole('button', { name: t('outbox.close'), exact: true }).click();
  expect(installedAssets(deviceNumber)).toHaveLength(0);
  expect(photoCount(deviceNumber)).toBe(0);

  await retryStorm(context);

  await expect(outboxBadge(page, 3)).toBeHidden({ timeout: 30_000 });
  await expect.poll(() => installedAssets(deviceNumber).length).toBe(1);
  await expect.poll(() => photoCount(deviceNumber)).toBe(1);
  // Polling starts once the installation exists (spec §4 waiting state).
  await expect(page.getByText(t('result.success'))).toBeVisible();
  await expect(
    page.getByText(t('result.sensor_added_to_space', { email: 'client@demo.test' })),
  ).toBeVisible();

  // A second storm after everything landed changes nothing.
  await retryStorm(context);
  await page.waitForTimeout(1_000);
  expect(installedAssets(deviceNumber)).toHaveLength(1);
  expect(photoCount(deviceNumber)).toBe(1);
});

test('with the app closed, the service worker sends the queued installation when the network returns (Background Sync)', async ({
  page,
  context,
}) => {
  const deviceNumber = await queueTankInstallation(page, context);
  await expect(outboxBadge(page, 2)).toBeVisible(); // the installation and the invitation
  const origin = new URL(page.url()).origin;

  // The installer pockets the phone: no window of the app is left, only the browser (a blank tab).
  const blank = await context.newPage();
  await page.close();
  const cdp = await context.newCDPSession(blank);
  const registrations: { registrationId: string; scopeURL: string; isDeleted: boolean }[] = [];
  cdp.on('ServiceWorker.workerRegistrationUpdated', (event) => registrations.push(...event.registrations));
  await cdp.send('ServiceWorker.enable');
  await expect.poll(() => registrations.some((each) => each.scopeURL.startsWith(origin))).toBe(true);
  const registration = registrations.find((each) => each.scopeURL.startsWith(origin) && !each.isDeleted);
  expect(installedAssets(deviceNumber)).toHaveLength(0);

  // The signal returns and the browser fires the outbox's sync (as Chromium does when it sees the network).
  await context.setOffline(false);
  await cdp.send('ServiceWorker.dispatchSyncEvent', {
    origin,
    registrationId: registration?.registrationId ?? '',
    tag: 'installer-outbox',
    lastChance: false,
  });
  await expect.poll(() => installedAssets(deviceNumber).length, { timeout: 30_000 }).toBe(1);

  // Opening the app again: nothing is left to send, and nothing is sent twice.
  const reopened = await context.newPage();
  await reopened.goto('/installation');
  await expect(reopened.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(outboxBadge(reopened, 1)).toBeHidden();
  await expect(outboxBadge(reopened, 2)).toBeHidden();
  await reopened.waitForTimeout(1_000);
  expect(installedAssets(deviceNumber)).toHaveLength(1);
});

test('a queued installation the server refuses comes back with everything typed, to correct', async ({
  page,
  context,
}) => {
  const deviceNumber = await queueTankInstallation(page, context);

  // Meanwhile a colleague installs the same device (the same body under another Idempotency-Key): when the
  // phone's installation arrives, the server refuses it (409).
  const { token, body } = await page.evaluate(async () => {
    const session = JSON.parse(localStorage.getItem('installer.session') ?? '{}') as { token: string };
    const items = await new Promise<{ call: { body: unknown } }[]>((resolve, reject) => {
      const open = indexedDB.open('installer-outbox');
      open.onerror = () => reject(open.error);
      open.onsuccess = () => {
        const request = open.result.transaction('items').objectStore('items').getAll();
        request.onsuccess = () => resolve(request.result as { call: { body: unknown } }[]);
        request.onerror = () => reject(request.error);
      };
    });
    return { token: session.token, body: items[0]?.call.body };
  });
  const colleague = await fetch(new URL('/api/v1/installation/device', page.url()), {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(colleague.status).toBe(201);

  await context.setOffline(false);
  const refused = page.getByRole('alert').filter({ hasText: t('outbox.installation_refused') });
  await expect(refused).toBeVisible({ timeout: 30_000 });
  await expectAccessible(page, 'result screen, queued installation refused');
  await refused.getByRole('button', { name: t('outbox.correct') }).click();

  // Back on step 2, the device being what the server refused (docs/decisions/0007), with the reason; another
  // device chosen, step 4 has the form as it was typed.
  await expect(page).toHaveURL(/\/installation/);
  await expect(stepHeading(page, 'device')).toBeVisible();
  await expect(page.getByText(t('wizard.refused_title'))).toBeVisible();
  await expect(deviceNumberField(page)).toHaveValue(deviceNumber);
  await submitDeviceNumber(page, copyOfDevice('10000001'));
  await expect(stepHeading(page, 'asset_type')).toBeVisible();
  await nextButton(page).click();
  await expect(page.getByRole('heading', { level: 1, name: t('wizard.titles.equipment') })).toBeVisible();
  await expect(textbox(page, t('step_4.name'))).toHaveValue('Cellar tank');
  await expect(textbox(page, t('step_4.length'))).toHaveValue('250');
  await expect(page.getByRole('combobox', { name: named(t('step_4.tank_type')) })).toHaveValue('2');
  expect(installedAssets(deviceNumber)).toHaveLength(1);
});

test('an installation left unfinished is offered for resumption when the app opens again', async ({
  page,
  context,
}) => {
  await openWizard(page);
  await goToDeviceStep(page);
  await deviceNumberField(page).fill('10000001');
  // The app opened again: a new tab has no session of its own (the installed app started afresh is the same).
  const reopened = await context.newPage();
  await reopened.goto('/installation');
  const offer = reopened.getByRole('dialog', { name: t('wizard.resume_title') });
  await expect(offer).toContainText(
    t('wizard.resume_text', { device_number: '10000001', step: 2, total: 4 }),
  );
  await expectAccessible(reopened, 'resume offer dialog');
  await offer.getByRole('button', { name: t('wizard.resume') }).click();
  await expect(stepHeading(reopened, 'device')).toBeVisible();
  await expect(deviceNumberField(reopened)).toHaveValue('10000001');
  // A reload of that tab is not an opening: no question.
  await reopened.reload();
  await expect(deviceNumberField(reopened)).toHaveValue('10000001');
  await expect(reopened.getByRole('dialog')).toHaveCount(0);
});

import type { Page } from '@playwright/test';
import { DEMO_INSTALLER, expect, signIn, test } from '../support/fixtures.ts';
import { t } from '../support/texts.ts';
import { nextButton } from '../support/wizard.ts';
import { waitForPriming } from './pwa-support.ts';
import {
  choose,
  chooseExistingDomicile,
  copyOfDevice,
  expectResult,
  fillSpecification,
  installedAssets,
  openEquipmentStep,
  textbox,
} from './step-4-support.ts';

/**
 * A shared phone (docs/decisions/0002-outbox.md): after sign-out nothing of a customer stays in any storage
 * of the browser, for the next installer to find. The journey signs in itself (its sign-out revokes the
 * token, which the other journeys' stored session must keep), with the service worker allowed: its caches
 * are storages too.
 */
test.use({ storageState: { cookies: [], origins: [] }, serviceWorkers: 'allow' });

const CUSTOMER_EMAIL = 'client@demo.test';
/** The customer's domicile "Ferme du Moulin" (DESIGN §4 demo data). */
const CUSTOMER_ADDRESS = 'Chemin du Moulin';
const OTHER_INSTALLER = { email: 'other@demo.test', password: 'demo-installer' };

/**
 * Every storage a page of the app can write, read from the page as text: each IndexedDB database's every
 * store, every Cache Storage entry whose body is text, localStorage and sessionStorage.
 */
function readAllStorages(page: Page): Promise<Record<string, string>> {
  return page.evaluate(async () => {
    const read = <T>(request: IDBRequest<T>) =>
      new Promise<T>((resolve, reject) => {
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error);
      });
    const found: Record<string, string> = {};
    for (const { name } of await indexedDB.databases()) {
      if (!name) continue;
      const db = await read(indexedDB.open(name));
      for (const store of Array.from(db.objectStoreNames)) {
        const transaction = db.transaction(store, 'readonly');
        const [keys, values] = await Promise.all([
          read(transaction.objectStore(store).getAllKeys()),
          read(transaction.objectStore(store).getAll()),
        ]);
        found[`indexedDB ${name}/${store}`] = JSON.stringify({ keys, values });
      }
      db.close();
    }
    for (const cacheName of await caches.keys()) {
      const cache = await caches.open(cacheName);
      const texts: string[] = [];
      for (const request of await cache.keys()) {
        texts.push(request.url);
        const response = await cache.match(request);
        const type = response?.headers.get('content-type') ?? '';
        if (response && /json|text/.test(type)) texts.push(await response.text());
      }
      found[`cache ${cacheName}`] = texts.join('\n');
    }
    found.localStorage = JSON.stringify({ ...localStorage });
    found.sessionStorage = JSON.stringify({ ...sessionStorage });
    return found;
  });
}

/** The storages that name the customer by e-mail or by address. */
async function storagesNamingTheCustomer(page: Page): Promise<string[]> {
  const storages = await readAllStorages(page);
  return Object.entries(storages)
    .filter(([, text]) => text.includes(CUSTOMER_EMAIL) || text.includes(CUSTOMER_ADDRESS))
    .map(([where]) => where)
    .sort();
}

/** Steps 1 to 4 for the customer, up to a valid tank form, the phone primed for offline. */
async function fillTankForCustomer(page: Page, deviceNumber: string): Promise<void> {
  await openEquipmentStep(page, { deviceNumber, idReferential: 1, clientEmail: CUSTOMER_EMAIL });
  await chooseExistingDomicile(page, 'Ferme du Moulin');
  await textbox(page, t('step_4.name')).fill('Cellar tank');
  await choose(page, t('step_4.tank_type'), { label: t('step_4.tank_type_2') });
  await textbox(page, t('step_4.height')).fill('120');
  await textbox(page, t('step_4.length')).fill('250');
  await fillSpecification(page);
  // Primed for offline too (the customers' lists), and the worker's caches filled.
  await waitForPriming(page);
}

test('sign-out on a shared phone leaves no customer e-mail or address in any storage', async ({ page }) => {
  await signIn(page);
  const deviceNumber = copyOfDevice('10000001');
  await fillTankForCustomer(page, deviceNumber);
  await nextButton(page).click();
  await expectResult(page, deviceNumber);

  // What the journey checks is there before the sign-out: the installation's record, the result screen's
  // session and the primed customers.
  const before = await storagesNamingTheCustomer(page);
  expect(before).toContain('indexedDB installer-outbox/items');
  expect(before).toContain('sessionStorage');

  await page.getByRole('button', { name: t('app.sign_out') }).click();
  await expect(page).toHaveURL(/\/login/);
  await expect.poll(() => storagesNamingTheCustomer(page)).toEqual([]);

  // The next installer on the same browser profile finds nothing of them either, and nothing waiting.
  await signIn(page, OTHER_INSTALLER);
  await expect(page.getByRole('button', { name: /^Not sent yet/ })).toHaveCount(0);
  expect(await storagesNamingTheCustomer(page)).toEqual([]);
});

test('what waits at sign-out stays for its installer only: another one on the same browser neither sees nor sends it', async ({
  page,
  context,
}) => {
  // Three sign-ins, two primings and an offline installation: a clean-clone run on a busy two-core machine
  // reached the last send at 60 s, the default's end then; twice the journeys' default now.
  test.setTimeout(360_000);
  await signIn(page);
  const deviceNumber = copyOfDevice('10000001');
  await fillTankForCustomer(page, deviceNumber);
  await context.setOffline(true);
  await nextButton(page).click();
  await expect(page.getByText(t('outbox.installation_saved'))).toBeVisible();

  // Signing out with it unsent asks first; the installer keeps it for themselves.
  await page.getByRole('button', { name: t('app.sign_out') }).click();
  const asked = page.getByRole('dialog', { name: t('outbox.sign_out_title') });
  await asked.getByRole('button', { name: t('outbox.sign_out_keep') }).click();
  await expect(page).toHaveURL(/\/login/);
  await context.setOffline(false);

  // Another installer signs in with signal: their app starts its outbox and primes itself, and neither
  // shows nor sends the first one's installation.
  await signIn(page, OTHER_INSTALLER);
  await waitForPriming(page);
  await expect(page.getByRole('button', { name: /^Not sent yet/ })).toHaveCount(0);
  expect(installedAssets(deviceNumber)).toEqual([]);
  await page.getByRole('button', { name: t('app.sign_out') }).click();
  await expect(page).toHaveURL(/\/login/);

  // Its installer back: it goes.
  await signIn(page, DEMO_INSTALLER);
  await expect.poll(() => installedAssets(deviceNumber).length, { timeout: 30_000 }).toBe(1);
});

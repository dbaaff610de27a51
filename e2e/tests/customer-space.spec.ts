import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { ConsoleWatcher, describeProblem } from '../support/console-watcher.ts';
import { expect, named, test } from '../support/fixtures.ts';
import { RUN_DIR } from '../support/paths.ts';
import { languageName, t } from '../support/texts.ts';
import { chooseClient, nextButton, openWizard, stepHeading, submitDeviceNumber } from '../support/wizard.ts';
import { expectAccessible } from './a11y-support.ts';
import {
  assetTypeLabel,
  choose,
  copyOfDevice,
  expectResult,
  fillSpecification,
  textbox,
} from './step-4-support.ts';

/**
 * spec §6 the customer's personal space, end to end on the run's server: an installer installs a tank for an
 * e-mail step 1 does not find, the registration mail (written as an .eml in the server's outbox folder, no
 * SMTP_URL) carries the welcome link, and the customer, on their own phone set to French, meets the space in
 * French (the installer's app spoke English), chooses a password, sees the installation, its latest
 * measurement once the sensor speaks, and its report.
 */

/** Where the run's server writes its mails (support/server.ts OUTBOX_DIR). */
const OUTBOX_DIR = path.join(RUN_DIR, 'outbox');

/** The readable text of a mail: quoted-printable soft breaks and escapes undone. */
function decodedMail(raw: string): string {
  return raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

/** The welcome link of the registration mail sent to `email`, once the server has written it. */
async function welcomeLinkTo(email: string): Promise<string> {
  let link = '';
  await expect
    .poll(async () => {
      for (const file of (await readdir(OUTBOX_DIR)).filter((name) => name.endsWith('.eml'))) {
        const text = decodedMail(await readFile(path.join(OUTBOX_DIR, file), 'utf8'));
        if (!new RegExp(`^To: ${email.replace(/[.+]/g, '\\$&')}$`, 'm').test(text)) continue;
        link = /https?:\/\/[^\s"<>]+\/space\/welcome#[A-Za-z0-9_-]{43}/.exec(text)?.[0] ?? '';
        if (link) return true;
      }
      return false;
    })
    .toBe(true);
  return link;
}

/** Steps 1 to 4 for the customer, a new address from the place search, then the result. */
async function installTankFor(page: Page, email: string, deviceNumber: string): Promise<void> {
  await openWizard(page);
  await chooseClient(page, email);
  // spec §6 and §8: an e-mail step 1 does not find gets the registration invitation, which makes the customer.
  await expect(page.getByText(t('step_1.status_not_found'), { exact: true })).toBeVisible();
  await nextButton(page).click();
  await expect(stepHeading(page, 'device')).toBeVisible();
  await submitDeviceNumber(page, deviceNumber);
  await expect(stepHeading(page, 'asset_type')).toBeVisible();
  await page.getByRole('radio', { name: assetTypeLabel(1) }).check();
  await nextButton(page).click();
  await expect(stepHeading(page, 'equipment')).toBeVisible();

  await page.getByRole('radio', { name: t('step_4.address_new') }).check();
  const search = page.getByRole('combobox', { name: named(t('step_4.search_address')) });
  await search.pressSequentially('rue de rivoli', { delay: 30 });
  await page.getByRole('option', { name: '10 Rue de Rivoli, 75001 Paris, France' }).click();
  await expect(page.getByTestId('chosen-place')).toContainText('10 Rue de Rivoli');
  await textbox(page, t('step_4.domicile_name')).fill('Appartement');
  await textbox(page, t('step_4.name')).fill('Cuve de la cave');
  await choose(page, t('step_4.tank_type'), { label: t('step_4.tank_type_2') });
  await textbox(page, t('step_4.height')).fill('120');
  await textbox(page, t('step_4.length')).fill('250');
  await fillSpecification(page);
  await nextButton(page).click();
  await expectResult(page, deviceNumber);
}

/** The customer's own phone: a fresh browser, in French, signed in nowhere. */
async function customerPhone(browser: Browser, baseURL: string) {
  return browser.newContext({
    baseURL,
    locale: 'fr-FR',
    viewport: { width: 360, height: 740 },
    isMobile: true,
    hasTouch: true,
    serviceWorkers: 'block',
  });
}

/** A sensor message through the ingest endpoint, as the sensor network sends it (DESIGN §3). */
async function sendEmission(baseURL: string, deviceNumber: string, data: Record<string, unknown>) {
  const response = await fetch(`${baseURL}/api/v1/ingest/emissions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-ingest-key': process.env.E2E_INGEST_KEY ?? '' },
    body: JSON.stringify({ device_number: deviceNumber, message_id: `e2e-space-${deviceNumber}`, data }),
  });
  expect(response.status, await response.clone().text()).toBe(202);
}

/** A space in a French number (Chromium writes a narrow no-break space, older ones a no-break space). */
const SPACE = '[\\u00a0\\u202f ]';

test('a new customer opens their personal space from the registration mail, in French', async ({
  page,
  browser,
  baseURL,
}) => {
  // Two journeys in one, the installer's and then the customer's on a second phone with two accessibility
  // checks: a clean-clone run on a loaded machine took 181 s for it, past the 180 s bound of one journey.
  test.setTimeout(360_000);
  if (!baseURL) throw new Error('no baseURL: run the journeys through playwright test');
  const email = `space-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.test`;
  const deviceNumber = copyOfDevice('10000001');
  await installTankFor(page, email, deviceNumber);
  // The customer has no space yet: the server sent the registration mail (spec §8), and the screen says so,
  // though step 1 found them as a client.
  await expect(page.getByText(t('result.sign_up_mail_sent_to', { email }))).toBeVisible();
  const link = await welcomeLinkTo(email);
  const { pathname, hash } = new URL(link);
  expect(pathname).toBe('/space/welcome');

  const phone = await customerPhone(browser, baseURL);
  // The customer's browser is held to the same rule as the installer's: no unexpected console error or
  // failed request (support/console-watcher.ts).
  const watcher = new ConsoleWatcher(phone);
  const customer = await phone.newPage();
  try {
    await customer.goto(`${pathname}${hash}`);
    // The customer's phone reads French: the space speaks it, though the installer's app spoke English.
    await expect(
      customer.getByRole('heading', { level: 1, name: t('space.welcome_title', {}, 'fr') }),
    ).toBeVisible();
    await expect(customer.getByText(email)).toBeVisible();
    // The token left the address bar as soon as it was read.
    await expect(customer).toHaveURL(/\/space\/welcome$/);
    await expectAccessible(customer, 'personal space: welcome');
    // The language menu stays, for a customer who reads another of the app's languages.
    await expect(
      customer.getByRole('button', { name: `${t('app.choose_language', {}, 'fr')}: ${languageName('fr')}` }),
    ).toBeVisible();
    await customer.getByLabel(named(t('space.new_password', {}, 'fr'))).fill('lilas-en-fleur-42');
    await customer.getByLabel(named(t('space.confirm_password', {}, 'fr'))).fill('lilas-en-fleur-42');
    await customer.getByRole('button', { name: t('space.create_space', {}, 'fr') }).click();
    await expect(customer).toHaveURL(/\/space$/);
    const card = customer.getByRole('listitem', { name: 'Cuve de la cave' });
    await expect(card).toBeVisible();
    await expect(card).toContainText('Appartement');
    await expect(card).toContainText(t('space.no_measurement', {}, 'fr'));
    await expectAccessible(customer, 'personal space: installations');

    // The sensor speaks: the latest measurement shows, written the French way.
    await sendEmission(baseURL, deviceNumber, {
      hauteur_liquide: 1234,
      mesure: 866,
      volume: 2345.5,
      signal_quality: 4,
    });
    await customer.reload();
    await expect(card).toContainText(new RegExp(`1${SPACE}234${SPACE}mm · 2${SPACE}345,5${SPACE}l`));
    await expect(card).toContainText(t('result.signal_good', {}, 'fr'));

    await card.getByRole('link', { name: t('space.see_report', {}, 'fr') }).click();
    await expect(customer).toHaveURL(/\/space\/report\/\d+$/);
    // The report page's own view, in the report's language (the server's choice, the account's), which the
    // reader may change as on the public page: asked again through the space.
    const report = customer.getByRole('article');
    await expect(report).toContainText('Cuve de la cave');
    await report
      .getByRole('combobox', { name: t('report.language') })
      .selectOption({ label: languageName('fr') });
    await expect(customer.getByRole('article', { name: t('report.title', {}, 'fr') })).toBeVisible();
    await expectAccessible(customer, 'personal space: report');
    watcher.stop();
    expect(watcher.unexpected().map(describeProblem)).toEqual([]);
  } finally {
    await phone.close();
  }
});

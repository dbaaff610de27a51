import type { Locator, Page } from '@playwright/test';
import { ConsoleWatcher, describeProblem, statusLine } from '../support/console-watcher.ts';
import { escapeRegExp, named } from '../support/fixtures.ts';
import { t } from '../support/texts.ts';
import { clientOption, clientEmailField, nextButton, openWizard, stepHeading } from '../support/wizard.ts';
import {
  callApi,
  deviceOfItsOwn,
  drawnPhoto,
  expect,
  installClassic,
  query,
  type ResultStack,
  sendEmission,
  test,
} from './result-support.ts';

/** spec §9: the result screen polls every 10 s; Test again polls as it does. */
const POLL_MS = 10_000;

/** The app bar's menu, then My installations, searched for one device: the journey's own row. */
async function openMyInstallations(page: Page, deviceNumber: string): Promise<Locator> {
  await page.getByRole('button', { name: t('app.menu') }).click();
  await page.getByRole('menuitem', { name: t('app.my_installations') }).click();
  await expect(page.getByRole('heading', { level: 1, name: t('installations.title') })).toBeVisible();
  // The worker's other journeys install too: the search keeps this one's row.
  await page.getByRole('searchbox', { name: t('installations.search') }).fill(deviceNumber);
  const row = page.getByTestId('installation-row').filter({ hasText: deviceNumber });
  await expect(row).toHaveCount(1);
  await expect(page.getByTestId('installation-row')).toHaveCount(1);
  return row;
}

/**
 * Lets the page's clock run a poll interval at a time until `shown` is visible: a poll is planned once the
 * screen (or the previous answer) is there, which the journey cannot see, so it is not raced.
 */
async function pollUntil(page: Page, shown: Locator) {
  await expect(async () => {
    await page.clock.fastForward(POLL_MS);
    await expect(shown).toBeVisible({ timeout: 1_000 });
  }).toPass();
}

/** The handover report link of the invitation mail about `deviceNumber` (quoted-printable decoded). */
async function reportLinkOfMail(stack: ResultStack, deviceNumber: string): Promise<string> {
  const decoded = (raw: string) =>
    raw
      .replace(/=\r?\n/g, '')
      .replace(/(?:=[0-9A-F]{2})+/g, (run) => Buffer.from(run.replace(/=/g, ''), 'hex').toString('utf8'));
  await expect
    .poll(() => stack.mails.filter((mail) => decoded(mail.raw).includes(deviceNumber)).length)
    .toBe(1);
  const mail = decoded(stack.mails.find((each) => decoded(each.raw).includes(deviceNumber))?.raw ?? '');
  const link = new RegExp(`${escapeRegExp(stack.baseURL)}/report/[A-Za-z0-9_-]{43}`).exec(mail)?.[0];
  if (!link) throw new Error('the invitation mail carries no report link');
  return link;
}

test.describe('after the visit', () => {
  test.beforeEach(async ({ page }) => {
    // Playwright's clock instead of shortened intervals: the app keeps its 10 s (spec §9).
    await page.clock.install();
  });

  test('My installations shows this morning’s installation waiting, then working after a measurement', async ({
    page,
    stack,
  }) => {
    const number = deviceOfItsOwn(stack, '10000001');
    await installClassic(stack, number, 'cuve');
    await openWizard(page);
    const row = await openMyInstallations(page, number);
    await expect(row.getByText(t('installations.state_waiting'), { exact: true })).toBeVisible();
    await expect(row).toContainText(`Tank of ${number}`);

    await sendEmission(stack, number, { hauteur_liquide: 812, mesure: 1188, signal_quality: 4 });
    await page.getByRole('button', { name: t('installations.refresh') }).click();
    await expect(row.getByText(t('installations.state_working'), { exact: true })).toBeVisible();
    await expect(row).toContainText(t('result.signal_good'));

    // A row opens its result screen: the measurement is there at the first poll.
    await row.getByRole('button').click();
    await expect(page.getByRole('heading', { level: 1, name: t('result.title') })).toBeVisible();
    await pollUntil(page, page.getByText(t('result.perfect')));
  });

  test('Test again shows the reading after the sensor was moved, beside the first one', async ({
    page,
    stack,
  }) => {
    const number = deviceOfItsOwn(stack, '10000001');
    await installClassic(stack, number, 'cuve');
    await sendEmission(stack, number, { hauteur_liquide: 812, mesure: 1188, signal_quality: 2 });
    await openWizard(page);
    const row = await openMyInstallations(page, number);
    await row.getByRole('button').click();
    await pollUntil(page, page.getByText(t('result.perfect')));
    await expect(page.getByRole('region', { name: t('result.network_state') })).toContainText(
      t('result.signal_bad'),
    );

    // The readings held before the test are read first: the sensor sends only once they are.
    const held = page.waitForResponse((response) => new URL(response.url()).pathname.endsWith('/emissions'));
    await page.getByRole('button', { name: t('readings.test_again') }).click();
    await held;
    await expect(page.getByText(t('readings.waiting'))).toBeVisible();
    // The installer moves the sensor; it sends from its new place.
    await sendEmission(stack, number, { hauteur_liquide: 815, mesure: 1185, signal_quality: 5 });
    await pollUntil(page, page.getByText(t('readings.received')));
    const readings = page.getByRole('region', { name: t('readings.title') }).getByTestId('reading');
    await expect(readings).toHaveCount(2);
    await expect(readings.nth(0)).toContainText(t('readings.new'));
    await expect(readings.nth(0)).toContainText(t('result.signal_very_good'));
    await expect(readings.nth(0)).toContainText('815 mm');
    await expect(readings.nth(1)).toContainText(t('result.signal_bad'));
    await expect(readings.nth(1)).toContainText('812 mm');
  });

  test('the customer opens the report from the invitation mail, prints it, and the link stops when revoked', async ({
    page,
    stack,
    browser,
  }) => {
    const number = deviceOfItsOwn(stack, '10000001');
    const device = await installClassic(stack, number, 'cuve');
    await sendEmission(stack, number, { hauteur_liquide: 812, mesure: 1188, signal_quality: 4 });
    await openWizard(page);
    await callApi(stack, 'POST', `/asset/device/${number}/image`, { base64_string: await drawnPhoto(page) });
    // The invitation mail carries the report link (docs/decisions/0008-report-links.md).
    await callApi(stack, 'POST', '/user_client/invitation/inscription', {
      id_professional: device.id_professional,
      email: `report-${number}@demo.test`,
      device_number: number,
    });
    const link = await reportLinkOfMail(stack, number);

    const customer = await browser.newContext({ storageState: { cookies: [], origins: [] } });
    const watcher = new ConsoleWatcher(customer);
    const report = await customer.newPage();
    const requested: string[] = [];
    report.on('request', (request) => requested.push(new URL(request.url()).pathname));
    const leafletAsked = () =>
      requested.some((path) => /^\/assets\/(address-map|leaflet)-[\w-]+\.(js|css)$/.test(path));
    await report.goto(link);
    const article = report.getByRole('article', { name: t('report.title') });
    await expect(article).toBeVisible();
    await expect(article).toContainText(number);
    await expect(article).toContainText(`Tank of ${number}`);
    await expect(article).toContainText('Demo Installations');
    // A fresh browser's first open of the link: the customer's page, outside spec §1's reload of the installer's
    // app, so loaded once and leaving no version behind (docs/decisions/0027-first-screen-sooner.md).
    expect(
      await report.evaluate(() => ({
        navigation: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).type,
        version: window.localStorage.getItem('installer.application_version'),
      })),
    ).toEqual({ navigation: 'navigate', version: null });
    // The map, below the fold on a phone, loads as the reader scrolls to it: not with the page.
    const mapBox = article.getByTestId('report-map');
    const viewport = report.viewportSize()?.height ?? 0;
    expect((await mapBox.boundingBox())?.y ?? 0).toBeGreaterThan(viewport + 200);
    await report.waitForLoadState('networkidle');
    expect(leafletAsked()).toBe(false);
    await mapBox.scrollIntoViewIfNeeded();
    await expect(article.getByRole('region', { name: t('report.map_label') })).toBeVisible();
    expect(leafletAsked()).toBe(true);
    // The photo at the size the page shows (docs/decisions/0015-report-photo-variants.md), the full one a tap
    // away.
    const photo = article.getByRole('img', { name: /^Photo of the installation/ });
    await photo.scrollIntoViewIfNeeded();
    await expect(photo).toBeVisible();
    await expect
      .poll(() => photo.evaluate((image) => (image as HTMLImageElement).currentSrc))
      .toMatch(/\?w=(720|1080)$/);
    const full = await photo.locator('xpath=ancestor::a').getAttribute('href');
    expect(full).toMatch(/^\/api\/v1\/report\/[A-Za-z0-9_-]{43}\/photos\/\d+$/);
    const original = await customer.request.get(new URL(full ?? '', link).href);
    expect(original.headers()['content-type']).toBe('image/jpeg');
    await expect(report.getByRole('button', { name: t('app.sign_out') })).toHaveCount(0);
    // Every image in, so the printed page has them all.
    await expect
      .poll(() =>
        report.evaluate(() =>
          [...document.images].every((image) => image.complete && image.naturalWidth > 0),
        ),
      )
      .toBe(true);
    const pdf = await report.pdf({ format: 'A4', printBackground: true });
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const pages = (pdf.toString('latin1').match(/\/Type\s*\/Page(?!s)/g) ?? []).length;
    expect(pages).toBeGreaterThanOrEqual(1);
    expect(pages).toBeLessThanOrEqual(2);

    // The installer stops sharing from the result screen: the mailed link opens nothing any more.
    const row = await openMyInstallations(page, number);
    await row.getByRole('button').click();
    await page.getByRole('button', { name: t('share.button') }).click();
    const dialog = page.getByRole('dialog', { name: t('share.title') });
    await expect(dialog.getByRole('textbox', { name: t('share.link_label') })).toHaveValue(
      new RegExp(`^${escapeRegExp(stack.baseURL)}/report/`),
    );
    await dialog.getByRole('button', { name: t('share.stop') }).click();
    await expect(dialog.getByText(t('share.revoked'))).toBeVisible();

    watcher.allow({
      kind: 'console',
      // The reader's own language asked (`lang`): the customer's page has no installer session.
      url: /^\/api\/v1\/report\/[A-Za-z0-9_-]{43}(\?lang=[a-z]{2})?$/,
      text: statusLine([404]),
      why: 'docs/decisions/0008-report-links.md: a revoked link answers 404, which the page shows as such',
    });
    await report.reload();
    await expect(report.getByRole('heading', { name: t('report.gone_title') })).toBeVisible();
    watcher.stop();
    expect(watcher.unexpected().map(describeProblem)).toEqual([]);
    await customer.close();
  });

  test('a faulty sensor is swapped: same equipment, the old device released, the new one on the result screen', async ({
    page,
    stack,
  }) => {
    const faulty = deviceOfItsOwn(stack, '10000001');
    const spare = deviceOfItsOwn(stack, '10000001');
    await installClassic(stack, faulty, 'cuve');
    const [before] = query<{ id_installation: number; id_asset: number }>(
      stack,
      'select i.id_installation, i.id_asset from installations i join devices d on d.id_device = i.id_device where d.device_number = ?',
      faulty,
    );
    await openWizard(page);
    const row = await openMyInstallations(page, faulty);
    await row.getByRole('button').click();
    await page.getByRole('button', { name: t('swap.open') }).click();
    await expect(page.getByRole('heading', { level: 1, name: t('swap.title') })).toBeVisible();
    await page.getByLabel(named(t('swap.number_label'))).fill(spare);
    await page.getByRole('button', { name: t('swap.submit') }).click();

    await expect(page.getByRole('heading', { level: 1, name: t('result.title') })).toBeVisible();
    // The screen names the new sensor as the old one's replacement, not as a new installation.
    await expect(
      page.getByRole('alert').filter({
        hasText: t('result.swapped', { device_number: spare, previous: faulty }),
      }),
    ).toBeVisible();
    // The result screen is the new device's (spec §2 /result parameters in the history state).
    expect(
      await page.evaluate(() => (window.history.state as { device_number?: string }).device_number),
    ).toBe(spare);
    const [after] = query<{ device_number: string; id_asset: number }>(
      stack,
      'select d.device_number, i.id_asset from installations i join devices d on d.id_device = i.id_device where i.id_installation = ?',
      before?.id_installation,
    );
    expect(after).toEqual({ device_number: spare, id_asset: before?.id_asset });
    const [released] = query<{ installed_at: string | null }>(
      stack,
      'select installed_at from devices where device_number = ?',
      faulty,
    );
    expect(released?.installed_at).toBeNull();
  });

  test('the next sensor on the same site takes fewer actions than the first', async ({ page, stack }) => {
    const first = deviceOfItsOwn(stack, '10000001');
    const second = deviceOfItsOwn(stack, '10000001');
    const counter = new Actions();
    const tankType = query<{ value: string; description: string }>(
      stack,
      `select x.value, x.description from asset_types t
         join asset_type_texts x on x.id_referential = t.id_referential and x.language = 'en'
        where t.key = 'cuve'`,
    )[0];
    if (!tankType) throw new Error('the demo data has no cuve type');
    const tankRadio = page.getByRole('radio', {
      name: new RegExp(`^${escapeRegExp(tankType.value)}\\s*${escapeRegExp(tankType.description)}$`),
    });

    await openWizard(page);
    const start = counter.count;
    await counter.check(clientOption(page));
    await counter.fill(clientEmailField(page), 'client@demo.test');
    await expect(page.getByText(t('step_1.status_found'), { exact: true })).toBeVisible();
    await counter.click(nextButton(page));
    await counter.fill(page.getByLabel(named(t('step_2.number_label'))), first);
    await counter.press(page.getByLabel(named(t('step_2.number_label'))), 'Enter');
    await expect(stepHeading(page, 'asset_type')).toBeVisible();
    await counter.check(tankRadio);
    await counter.click(nextButton(page));
    await expect(stepHeading(page, 'equipment')).toBeVisible();
    await counter.check(page.getByRole('radio', { name: t('step_4.address_existing') }));
    // The saved addresses are a native select (the phone's own picker): the option is chosen by its label.
    const domicile = page.getByRole('combobox', { name: named(t('step_4.domicile')) });
    const maison = await domicile.getByRole('option', { name: /^Maison/ }).textContent();
    await counter.select(domicile, maison ?? 'Maison');
    await fillTank(page, counter, 'Fuel tank 1');
    await expect(page.getByRole('heading', { level: 1, name: t('result.title') })).toBeVisible();
    const firstActions = counter.count - start;

    await counter.click(page.getByRole('button', { name: t('result.install_another') }));
    const again = counter.count;
    await expect(stepHeading(page, 'device')).toBeVisible();
    await counter.fill(page.getByLabel(named(t('step_2.number_label'))), second);
    await counter.press(page.getByLabel(named(t('step_2.number_label'))), 'Enter');
    await expect(stepHeading(page, 'asset_type')).toBeVisible();
    // The equipment type of the first sensor is already chosen.
    await expect(tankRadio).toBeChecked();
    await counter.click(nextButton(page));
    await expect(stepHeading(page, 'equipment')).toBeVisible();
    // So is its address, among the customer's saved ones.
    await expect(page.getByRole('radio', { name: t('step_4.address_existing') })).toBeChecked();
    await expect(
      page
        .getByRole('combobox', { name: named(t('step_4.domicile')) })
        .getByRole('option', { name: /^Maison/, selected: true }),
    ).toHaveCount(1);
    await fillTank(page, counter, 'Fuel tank 2');
    await expect(page.getByRole('heading', { level: 1, name: t('result.title') })).toBeVisible();
    const secondActions = counter.count - again + 1;

    test.info().annotations.push({
      type: 'actions',
      description: `first installation ${firstActions}, next sensor on the same site ${secondActions}`,
    });
    expect(secondActions).toBeLessThan(firstActions);
    const sites = query<{ device_number: string; id_domicile: number; id_user: number | null }>(
      stack,
      `select d.device_number, i.id_domicile, a.id_user from installations i
         join devices d on d.id_device = i.id_device join assets a on a.id_asset = i.id_asset
        where d.device_number in (?, ?) order by i.id_installation`,
      first,
      second,
    );
    expect(sites).toHaveLength(2);
    expect(sites[1]?.id_domicile).toBe(sites[0]?.id_domicile);
    expect(sites[1]?.id_user).toBe(sites[0]?.id_user);
    expect(sites[0]?.id_user).not.toBeNull();
  });
});

/** Counts what the installer does: each tap, field filled, choice made or key pressed is one action. */
class Actions {
  count = 0;
  async click(target: Locator) {
    this.count += 1;
    await target.click();
  }
  async check(target: Locator) {
    this.count += 1;
    await target.check();
  }
  async fill(target: Locator, value: string) {
    this.count += 1;
    await target.fill(value);
  }
  async press(target: Locator, key: string) {
    this.count += 1;
    await target.press(key);
  }
  async select(target: Locator, label: string) {
    this.count += 1;
    await target.selectOption({ label });
  }
}

/** Step 4's tank: name, type and dimensions, content, place and monitoring, then Next. */
async function fillTank(page: Page, counter: Actions, name: string) {
  await counter.fill(page.getByLabel(named(t('step_4.name'))), name);
  await counter.select(
    page.getByRole('combobox', { name: named(t('step_4.tank_type')) }),
    t('step_4.tank_type_1'),
  );
  await counter.fill(page.getByLabel(named(t('step_4.height'))), '120');
  await counter.fill(page.getByLabel(named(t('step_4.length'))), '200');
  await counter.fill(page.getByLabel(named(t('step_4.width'))), '100');
  await counter.select(page.getByRole('combobox', { name: named(t('step_4.liquid_type')) }), 'Heating Oil');
  await counter.select(page.getByRole('combobox', { name: named(t('step_4.localisation_type')) }), 'Outdoor');
  await counter.select(
    page.getByRole('combobox', { name: named(t('step_4.monitoring_type')) }),
    t('step_4.monitoring_consumption'),
  );
  await counter.click(nextButton(page));
}

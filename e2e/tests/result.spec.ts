import type { Page } from '@playwright/test';
import { escapeRegExp, named } from '../support/fixtures.ts';
import { t } from '../support/texts.ts';
import {
  chooseClient,
  nextButton,
  openWizard,
  recordMessages,
  snackbar,
  stepHeading,
  submitDeviceNumber,
} from '../support/wizard.ts';
import { expectAccessible } from './a11y-support.ts';
import {
  deviceOfItsOwn,
  expect,
  installClassic,
  installModule,
  openResult,
  query,
  type ResultStack,
  sendEmission,
  test,
} from './result-support.ts';

/** spec §9: the first emission is polled every 10 s; more than 5 misses stop the polling. */
const POLL_MS = 10_000;
const MAX_MISSES = 5;
/** The demo module of tanks (GNC_TANK) and its metrics (DESIGN §4 demo data). */
const GNC_TANK_MODULE = 19;

/** The measures list of the emitted state: each label with its value, as the installer reads them. */
async function measures(page: Page): Promise<string[]> {
  const list = page.getByRole('region', { name: t('result.measures') });
  // The list comes a moment after "Perfect!", with its own chunk (apps/web first-measure.tsx).
  await expect(list).toBeVisible();
  const terms = await list.getByRole('term').allTextContents();
  const values = await list.getByRole('definition').allTextContents();
  return terms.map((term, index) => `${term} = ${values[index]}`);
}

/** Lets the page's clock reach the next poll and waits for its answer. */
async function nextPoll(page: Page) {
  const answered = page.waitForResponse((response) => /\/first_emission$/.test(response.url()));
  await page.clock.fastForward(POLL_MS);
  return answered;
}

/** The invitations about `deviceNumber` that reached the SMTP receiver for `email`. */
const mailsAbout = (stack: ResultStack, email: string, deviceNumber: string) =>
  stack.mails.filter((mail) => mail.to.includes(email) && mail.raw.includes(deviceNumber));

/** The one invitation about `deviceNumber` for `email`, once it is there. */
async function mailTo(stack: ResultStack, email: string, deviceNumber: string) {
  await expect.poll(() => mailsAbout(stack, email, deviceNumber).length).toBe(1);
  return mailsAbout(stack, email, deviceNumber)[0]?.raw ?? '';
}

test.describe('result screen (spec §2 and §4)', () => {
  test.beforeEach(async ({ page }) => {
    // Playwright's clock instead of a shortened interval: the app keeps its 10 s (spec §9).
    await page.clock.install();
  });

  test('a newcomer installs a tank sensor for a client and watches the screen go from waiting to "Perfect!"', async ({
    page,
    stack,
  }) => {
    const number = deviceOfItsOwn(stack, '10000001');
    await openWizard(page);
    await chooseClient(page, 'client@demo.test');
    await expect(page.getByText(t('step_1.status_found'), { exact: true })).toBeVisible();
    await nextButton(page).click();
    await submitDeviceNumber(page, number);
    await expect(stepHeading(page, 'asset_type')).toBeVisible();
    const [tank] = query<{ value: string; description: string }>(
      stack,
      `select x.value, x.description from asset_types t
         join asset_type_texts x on x.id_referential = t.id_referential and x.language = 'en'
        where t.key = 'cuve'`,
    );
    if (!tank) throw new Error('the demo data has no cuve type');
    await page
      .getByRole('radio', {
        name: new RegExp(`^${escapeRegExp(tank.value)}\\s*${escapeRegExp(tank.description)}$`),
      })
      .check();
    await nextButton(page).click();
    await expect(stepHeading(page, 'equipment')).toBeVisible();

    await expect(page.getByRole('radio', { name: t('step_4.address_existing') })).toBeChecked();
    const domicile = page.getByRole('combobox', { name: named(t('step_4.domicile')) });
    const maison = await domicile.getByRole('option', { name: /^Maison/ }).textContent();
    await domicile.selectOption({ label: maison ?? 'Maison' });
    await page.getByLabel(named(t('step_4.name'))).fill('Fuel tank of the farm');
    await page
      .getByRole('combobox', { name: named(t('step_4.tank_type')) })
      .selectOption({ label: t('step_4.tank_type_1') });
    await page.getByLabel(named(t('step_4.height'))).fill('120');
    await page.getByLabel(named(t('step_4.length'))).fill('200');
    await page.getByLabel(named(t('step_4.width'))).fill('100');
    await page
      .getByRole('combobox', { name: named(t('step_4.liquid_type')) })
      .selectOption({ label: 'Heating Oil' });
    await page
      .getByRole('combobox', { name: named(t('step_4.localisation_type')) })
      .selectOption({ label: 'Outdoor' });
    await page
      .getByRole('combobox', { name: named(t('step_4.monitoring_type')) })
      .selectOption({ label: t('step_4.monitoring_consumption') });
    const messages = await recordMessages(page);
    await nextButton(page).click();

    // Before the first emission (spec §2).
    await expect(page).toHaveURL(/\/result$/);
    await expect(page.getByText(t('result.success'))).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: t('result.waiting') })).toBeVisible();
    const installations = query<{ id_installation: number }>(
      stack,
      'select i.id_installation from installations i join devices d on d.id_device = i.id_device where d.device_number = ?',
      number,
    );
    expect(installations).toHaveLength(1);

    // The invitation mail (spec §5: is_send_sign_up_mail defaults to true, and there is an e-mail). The
    // customer has chosen the password of their personal space (the demo data): the mail tells them the
    // sensor was added to it.
    // Shown, even if an empty poll's message replaced it at once (recordMessages).
    await expect.poll(messages).toContainEqual(expect.stringContaining(t('result.customer_notified')));
    await expect(
      page.getByText(t('result.sensor_added_to_space', { email: 'client@demo.test' })),
    ).toBeVisible();
    const mail = await mailTo(stack, 'client@demo.test', number);
    expect(mail).toMatch(/^Subject: .*Demo Installations/m);

    // A reload keeps the screen and sends no second mail.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: t('result.title') })).toBeVisible();
    await expect(
      page.getByText(t('result.sensor_added_to_space', { email: 'client@demo.test' })),
    ).toBeVisible();

    // An empty poll first, then the sensor speaks.
    await nextPoll(page);
    await expect(snackbar(page, t('no_emission_from_sensor'))).toBeVisible();
    await sendEmission(stack, number, { hauteur_liquide: 812, mesure: 1188, signal_quality: 4 });
    await nextPoll(page);

    await expect(page.getByText(t('result.perfect'))).toBeVisible();
    expect(await measures(page)).toEqual([
      `${t('result.liquid_height')} (mm) = 812`,
      `${t('result.raw_measure')} (mm) = 1,188`,
    ]);
    await expect(page.getByRole('region', { name: t('result.network_state') })).toContainText(
      t('result.signal_good'),
    );
    await expect(page.getByRole('button', { name: t('result.see_device_detail') })).toBeVisible();
    await expect(page.getByText(t('result.waiting'))).toBeHidden();
    expect(mailsAbout(stack, 'client@demo.test', number)).toHaveLength(1);
    // With a user there is no reminder to check e-mails (spec §2).
    await expect(page.getByText(t('result.check_emails'))).toBeHidden();
  });

  test('a module-based asset shows the visible metrics of its module', async ({ page, stack }) => {
    const number = deviceOfItsOwn(stack, '10000002');
    const device = await installModule(stack, number, GNC_TANK_MODULE);
    await openResult(page, device, { idModule: GNC_TANK_MODULE });
    await sendEmission(stack, number, {
      signal_quality: 5,
      tanks: { tank_1: { level_mm: 812, volume_l: 1530.5, fill_percent: 61 } },
      device: { battery: { voltage_v: 3.6 } },
    });
    await nextPoll(page);
    await expect(page.getByText(t('result.perfect'))).toBeVisible();
    await expect(
      page
        .getByRole('region', { name: t('result.measures') })
        .getByRole('term')
        .first(),
    ).toBeVisible();
    expect(await measures(page)).toEqual(['Level (mm) = 812', 'Volume (L) = 1,530.5', 'Fill level (%) = 61']);
    await expect(page.getByRole('region', { name: t('result.network_state') })).toContainText(
      t('result.signal_very_good'),
    );
    // Without a user, the professional is reminded to check the e-mails (spec §2, §6).
    await expect(page.getByText(t('result.check_emails'))).toBeVisible();
  });

  test('a scale emission shows the weight in Kg', async ({ page, stack }) => {
    const number = deviceOfItsOwn(stack, '10000230');
    const device = await installClassic(stack, number, 'ruche');
    await openResult(page, device);
    await sendEmission(stack, number, { weight: true, volume: 42.35, signal_quality: 2 });
    await nextPoll(page);
    await expect(page.getByText(t('result.perfect'))).toBeVisible();
    expect(await measures(page)).toEqual([`${t('result.weight')} (Kg) = 42.35`]);
    await expect(page.getByRole('region', { name: t('result.network_state') })).toContainText(
      t('result.signal_bad'),
    );
  });

  test('six empty polls stop the polling with "No measurements reported", and Refresh starts it again', async ({
    page,
    stack,
  }) => {
    const number = deviceOfItsOwn(stack, '10000244');
    const device = await installClassic(stack, number, 'cuve');
    const polls: string[] = [];
    page.on('request', (request) => {
      if (/\/first_emission$/.test(request.url())) polls.push(request.url());
    });
    await openResult(page, device);

    for (let poll = 1; poll <= MAX_MISSES; poll += 1) {
      await nextPoll(page);
      await expect(page.getByRole('status').filter({ hasText: t('result.waiting') })).toBeVisible();
    }
    await nextPoll(page);
    const stopped = page.getByRole('alert').filter({ hasText: t('no_measurements_reported') });
    await expect(stopped).toBeVisible();
    await expect(page.getByText(t('result.waiting'))).toBeHidden();
    // Accessibility (docs/RELIABILITY.md): axe on the "No measurements reported" state.
    await expectAccessible(page, 'result screen, no measurements reported');
    expect(polls).toHaveLength(MAX_MISSES + 1);

    // Stopped means stopped: a minute later, no request went out.
    await page.clock.fastForward(POLL_MS * 6);
    await expect(stopped).toBeVisible();
    expect(polls).toHaveLength(MAX_MISSES + 1);

    await sendEmission(stack, number, { hauteur_liquide: 640, mesure: 1360, signal_quality: 3 });
    const answered = page.waitForResponse((response) => /\/first_emission$/.test(response.url()));
    await stopped.getByRole('button', { name: t('result.refresh') }).click();
    await answered;
    await expect(page.getByText(t('result.perfect'))).toBeVisible();
    expect(await measures(page)).toEqual([
      `${t('result.liquid_height')} (mm) = 640`,
      `${t('result.raw_measure')} (mm) = 1,360`,
    ]);
    await expect(page.getByRole('region', { name: t('result.network_state') })).toContainText(
      t('result.signal_medium'),
    );
  });
});

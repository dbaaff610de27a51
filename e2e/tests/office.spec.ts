import { readFileSync } from 'node:fs';
import { query } from '../support/db.ts';
import { expect, named, test } from '../support/fixtures.ts';
import { t } from '../support/texts.ts';
import { nextButton, stepHeading } from '../support/wizard.ts';
import { expectAccessible } from './a11y-support.ts';
import { COLUMNS, officeDesk, TEMPLATE_COLUMNS, today } from './office-support.ts';
import { choose, copyOfDevice, expectResult, fillSpecification, textbox } from './step-4-support.ts';

/** Two jobs for the demo installer today, one device each (copies of a demo tank sensor: this run's own). */
function twoJobsCsv(devices: [string, string], ref: string): string {
  const row = (job: string, device: string, name: string) =>
    [
      job,
      today(),
      '08:00',
      '12:00',
      'installer@demo.test',
      'client@demo.test',
      'Claire',
      'Client',
      name,
      '"3 Rue du Moulin, 01000 Bourg-en-Bresse"',
      '01000',
      'Bourg-en-Bresse',
      'FR',
      '46.2052',
      '5.2255',
      'cuve',
      device,
      '',
      'Gate code 1234',
    ].join(',');
  return [
    COLUMNS,
    row(`${ref}-A`, devices[0], `${ref} barn`),
    row(`${ref}-B`, devices[1], `${ref} cellar`),
  ].join('\n');
}

test('the office plans by CSV, the installer does one job and finds the other not doable, the office sees both', async ({
  page,
  browser,
}) => {
  // An office and a phone, a CSV, two jobs: 90 s on a slower machine of the CI kind.
  test.setTimeout(360_000);
  const devices: [string, string] = [copyOfDevice('10000001'), copyOfDevice('10000001')];
  const ref = `E2E${Date.now()}`;
  const desk = await officeDesk(browser);

  // The office imports two jobs: all or nothing, and here all.
  await desk.goto('/office/import');
  await expect(desk.getByRole('heading', { level: 1, name: t('office.import_title') })).toBeVisible();
  await expectAccessible(desk, 'the import screen');
  const template = desk.waitForEvent('download');
  await desk.getByRole('button', { name: t('office.template') }).click();
  expect(readFileSync(await (await template).path(), 'utf8').split(/\r?\n/)[0]).toBe(TEMPLATE_COLUMNS);
  await desk.getByLabel(t('office.import_file')).setInputFiles({
    name: 'jobs.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(twoJobsCsv(devices, ref)),
  });
  await desk.getByRole('button', { name: t('office.import_send') }).click();
  await expect(desk.getByRole('status')).toHaveText(t('office.import_done', { jobs: 2, devices: 2 }));
  await desk.goto('/office/jobs');
  await expect(desk.getByTestId('office-job').filter({ hasText: `${ref} barn` })).toBeVisible();
  await expectAccessible(desk, 'the jobs list');

  // The installer opens the first job from My jobs: the wizard is preset (customer, device, type, address).
  await page.goto('/jobs');
  const job = page.getByTestId('my-job').filter({ hasText: devices[0] });
  await expect(job).toBeVisible();
  await expectAccessible(page, 'My jobs');
  await job.getByRole('button', { name: t('jobs.start_device', { device_number: devices[0] }) }).click();
  await expect(stepHeading(page, 'device')).toBeVisible();
  await expect(page.getByRole('textbox', { name: named(t('step_2.number_label')) })).toHaveValue(devices[0]);
  await nextButton(page).click();
  await expect(stepHeading(page, 'asset_type')).toBeVisible();
  await nextButton(page).click();
  await expect(stepHeading(page, 'equipment')).toBeVisible();
  await textbox(page, t('step_4.name')).fill('Barn tank');
  await choose(page, t('step_4.tank_type'), { label: t('step_4.tank_type_2') });
  await textbox(page, t('step_4.height')).fill('120');
  await textbox(page, t('step_4.length')).fill('250');
  await fillSpecification(page);
  await nextButton(page).click();
  await expectResult(page, devices[0]);
  // The installation carries its job (decision 0022: installations.id_job).
  await expect
    .poll(
      () =>
        query<{ id_job: number | null }>(
          `select i.id_job from installations i join devices d on d.id_device = i.id_device
            where d.device_number = ?`,
          devices[0],
        )[0]?.id_job ?? null,
    )
    .not.toBeNull();

  // The board shows it within its poll, and the office verifies it.
  await desk.goto('/office');
  const card = desk.getByTestId('board-installation').filter({ hasText: devices[0] });
  await expect(card).toBeVisible();
  await expectAccessible(desk, 'the board');
  await card.getByRole('button', { name: t('office.verify') }).click();
  await expect(card.getByText(t('office.review_verified'), { exact: true })).toBeVisible();
  // The export of the day: the verified installation, fetched with the token and saved as a file.
  const exported = desk.waitForEvent('download');
  await desk.getByRole('button', { name: t('office.export') }).click();
  const file = await (await exported).path();
  expect(readFileSync(file, 'utf8')).toContain(devices[0]);

  // The second job cannot be done: the installer says why, and the board shows it.
  await page.goto('/jobs');
  const second = page.getByTestId('my-job').filter({ hasText: devices[1] });
  await second.getByRole('button', { name: t('jobs.not_doable') }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('radio', { name: t('jobs.reasons.customer_absent') }).check();
  await expectAccessible(page, 'the not-doable dialog');
  await dialog.getByRole('button', { name: t('jobs.not_doable_send') }).click();
  await expect(dialog).toBeHidden();
  await expect(second.getByText(t('jobs.state_not_doable'), { exact: true })).toBeVisible();
  const secondJob = desk.getByTestId('board-job').filter({ hasText: `${ref} cellar` });
  await expect(secondJob.getByText(t('office.state_not_doable'), { exact: true })).toBeVisible();
  await desk.context().close();
});

test('an installer on an office screen is told it is not for their account', async ({ page }) => {
  await page.goto('/office');
  await expect(
    page.getByRole('heading', { level: 1, name: t('office.not_for_account_title') }),
  ).toBeVisible();
  await expect(page.getByText(t('office.not_for_account'))).toBeVisible();
  await expectAccessible(page, 'the not-for-your-account page');
});

import { expect, type Page } from '@playwright/test';
import Database from 'better-sqlite3';
import { query } from '../support/db.ts';
import { escapeRegExp, named } from '../support/fixtures.ts';
import { t } from '../support/texts.ts';
import {
  chooseClient,
  goToDeviceStep,
  nextButton,
  openWizard,
  stepHeading,
  submitDeviceNumber,
} from '../support/wizard.ts';

/**
 * Helpers of the step 4 and step 5 journeys (spec §2). A device installs once (409 after that) and one
 * database serves every journey of the run: each journey installs its own copy of a demo device (same
 * desk version, referential, professional and texts), so journeys neither depend on their order nor on the
 * other suites that install the demo devices themselves.
 */
export function copyOfDevice(deviceNumber: string): string {
  const file = process.env.E2E_DATABASE_FILE;
  if (!file) throw new Error('E2E_DATABASE_FILE is not set: run the tests through playwright test');
  const copy = String(30_000_000 + Math.floor(Math.random() * 60_000_000));
  const db = new Database(file, { fileMustExist: true });
  try {
    db.pragma('busy_timeout = 5000');
    const inserted = db
      .prepare(
        `insert into devices (device_number, serial_number, id_device_referential, id_professional, desk_version,
                              is_installable, value_type_device, url_device_detail, installed_at, created_at)
         select ?, null, id_device_referential, id_professional, desk_version, is_installable, value_type_device,
                replace(url_device_detail, device_number, ?), null, created_at
           from devices where device_number = ?`,
      )
      .run(copy, copy, deviceNumber);
    if (inserted.changes !== 1) throw new Error(`no demo device ${deviceNumber} to copy`);
  } finally {
    db.close();
  }
  return copy;
}

/** An asset type's radio in step 3: its English name, then its description (spec §3 Asset type). */
export function assetTypeLabel(idReferential: number): RegExp {
  const row = query<{ value: string; description: string | null }>(
    `select value, description from asset_type_texts where id_referential = ? and language = 'en'`,
    idReferential,
  )[0];
  if (!row) throw new Error(`no asset type ${idReferential} in the demo data`);
  // "Tank (level sensor)" and "Tank (module)" both start with "Tank": the whole label tells them apart.
  return new RegExp(`^${escapeRegExp(row.value)}\\s*${escapeRegExp(row.description ?? '')}$`);
}

export function assetTypeIdOfModule(moduleKey: string): number {
  const row = query<{ id_referential: number }>(
    `select t.id_referential from asset_types t join modules m on m.id_module = t.id_module where m.key = ?`,
    moduleKey,
  )[0];
  if (!row) throw new Error(`no asset type for module ${moduleKey}`);
  return row.id_referential;
}

/** Steps 1 to 3: the customer (or the professional account), the device, the type; step 4 shows. */
export async function openEquipmentStep(
  page: Page,
  options: { deviceNumber: string; idReferential: number; clientEmail?: string },
): Promise<void> {
  await openWizard(page);
  if (options.clientEmail) {
    await chooseClient(page, options.clientEmail);
    await expect(page.getByText(t('step_1.status_found'), { exact: true })).toBeVisible();
    await nextButton(page).click();
    await expect(stepHeading(page, 'device')).toBeVisible();
  } else {
    await goToDeviceStep(page);
  }
  await submitDeviceNumber(page, options.deviceNumber);
  await expect(stepHeading(page, 'asset_type')).toBeVisible();
  await page.getByRole('radio', { name: assetTypeLabel(options.idReferential) }).check();
  await nextButton(page).click();
  await expect(stepHeading(page, 'equipment')).toBeVisible();
}

/** A native select of step 4, once its list has loaded. */
export async function choose(
  page: Page,
  label: string,
  option: { label: string } | { index: number },
  scope: Page | ReturnType<Page['locator']> = page,
): Promise<void> {
  const select = scope.getByRole('combobox', { name: named(label) });
  await expect(select).toBeEnabled();
  await select.selectOption(option);
}

export function textbox(page: Page | ReturnType<Page['locator']>, label: string) {
  return page.getByRole('textbox', { name: named(label) });
}

/** Address mode 1: one of the customer's domiciles (a native select), by the start of its label. */
export async function chooseExistingDomicile(page: Page, addressName: string): Promise<void> {
  const existing = page.getByRole('radio', { name: t('step_4.address_existing') });
  await expect(existing).toBeEnabled();
  await existing.check();
  const select = page.getByRole('combobox', { name: named(t('step_4.domicile')) });
  const option = select.getByRole('option', { name: new RegExp(`^${escapeRegExp(addressName)}`) });
  await select.selectOption({ label: (await option.textContent()) ?? addressName });
}

/** The specification block (spec §3): the first liquid or `liquid`, the first localisation, a monitoring type. */
export async function fillSpecification(page: Page, liquid?: string, labelKey = 'step_4.liquid_type') {
  await choose(page, t(labelKey), liquid ? { label: liquid } : { index: 1 });
  await choose(page, t('step_4.localisation_type'), { index: 1 });
  await choose(page, t('step_4.monitoring_type'), { label: t('step_4.monitoring_consumption') });
}

export interface InstalledAsset {
  kind: 'classic' | 'module';
  id_asset: number;
  asset_name: string;
  id_domicile: number;
  id_referential: number;
  id_user: number | null;
  id_client: number | null;
}

/** What the server stored for the device's installation(s). */
export function installedAssets(deviceNumber: string): InstalledAsset[] {
  return query<InstalledAsset>(
    `select i.kind, a.id_asset, a.name as asset_name, i.id_domicile, a.id_referential, a.id_user, a.id_client
       from installations i
       join devices d on d.id_device = i.id_device
       join assets a on a.id_asset = i.id_asset
      where d.device_number = ? order by i.id_installation`,
    deviceNumber,
  );
}

export function domicileName(idDomicile: number): string | undefined {
  return query<{ address_name: string }>(
    'select address_name from domiciles where id_domicile = ?',
    idDomicile,
  )[0]?.address_name;
}

export async function expectResult(page: Page, deviceNumber: string): Promise<void> {
  await expect(page).toHaveURL(/\/result$/);
  await expect(page.getByText(t('result.success'))).toBeVisible();
  await expect.poll(() => installedAssets(deviceNumber).length).toBe(1);
}

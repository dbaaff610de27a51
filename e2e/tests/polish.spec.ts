import { query } from '../support/db.ts';
import { escapeRegExp, expect, named, test } from '../support/fixtures.ts';
import { languageName, t } from '../support/texts.ts';
import { clientOption, openWizard, stepHeading } from '../support/wizard.ts';
import { expectAccessible } from './a11y-support.ts';
import { copyOfDevice, installedAssets } from './step-4-support.ts';

/**
 * The ninth language end to end (ARCHITECTURE.md, Adding a language): an installer switches the app to Polish
 * with the flag menu and installs a tank from step 1 to the result, reading Polish texts from the app
 * (pl.json) and from the server (reference data in Polish for Accept-Language pl-PL), with axe on each step.
 */
const pl = (key: string, values: Record<string, string | number> = {}) => t(key, values, 'pl');
const TANK = 1;

/** A reference text as the server holds it in Polish (the seed's db/demo data). */
function polishText(sql: string, id: number): string {
  const row = query<{ text: string }>(sql, id)[0];
  if (!row) throw new Error(`no Polish text for ${id}`);
  return row.text;
}

test('a tank installed in Polish, from the flag menu to the result', async ({ page }) => {
  const deviceNumber = copyOfDevice('10000001');
  await openWizard(page);
  await page.getByRole('button', { name: t('app.choose_language') }).click();
  await page.getByRole('menuitemradio', { name: languageName('pl'), exact: true }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'pl-PL');
  await expect(stepHeading(page, 'target', 'pl')).toBeVisible();
  await expectAccessible(page, 'step 1 in Polish');

  const next = page.getByRole('button', { name: named(pl('wizard.next')) });
  await clientOption(page, 'pl').check();
  await page.getByLabel(named(pl('step_1.email_label'))).fill('client@demo.test');
  await expect(page.getByText(pl('step_1.status_found'), { exact: true })).toBeVisible();
  await next.click();

  await expect(stepHeading(page, 'device', 'pl')).toBeVisible();
  await expectAccessible(page, 'step 2 in Polish');
  const number = page.getByLabel(named(pl('step_2.number_label')));
  await number.fill(deviceNumber);
  await number.press('Enter');

  // Step 3: the server's asset types in Polish (asset_type_texts, language pl).
  await expect(stepHeading(page, 'asset_type', 'pl')).toBeVisible();
  const tankName = polishText(
    `select value as text from asset_type_texts where id_referential = ? and language = 'pl'`,
    TANK,
  );
  expect(tankName).toBe('Zbiornik (czujnik poziomu)');
  const tank = page.getByRole('radio', { name: new RegExp(`^${escapeRegExp(tankName)}`) });
  await expect(tank).toBeVisible();
  await expectAccessible(page, 'step 3 in Polish');
  await tank.check();
  await next.click();

  // Step 4: the form in Polish, its lists (liquids, localisations) from the server in Polish.
  await expect(stepHeading(page, 'equipment', 'pl')).toBeVisible();
  const existing = page.getByRole('radio', { name: pl('step_4.address_existing') });
  await expect(existing).toBeEnabled();
  await existing.check();
  const domicile = page.getByRole('combobox', { name: named(pl('step_4.domicile')) });
  const farm = domicile.getByRole('option', { name: /^Ferme du Moulin/ });
  await domicile.selectOption({ label: (await farm.textContent()) ?? 'Ferme du Moulin' });
  await page.getByRole('textbox', { name: named(pl('step_4.name')) }).fill('Zbiornik oleju');
  const select = (label: string) => page.getByRole('combobox', { name: named(pl(label)) });
  await expect(select('step_4.tank_type')).toBeEnabled();
  // spec §9: a horizontal cylinder keeps height = width; π × 60² × 250 cm³ → 2827 L, in Polish digits too.
  await select('step_4.tank_type').selectOption({ label: pl('step_4.tank_type_2') });
  await page.getByRole('textbox', { name: named(pl('step_4.height')) }).fill('120');
  await page.getByRole('textbox', { name: named(pl('step_4.length')) }).fill('250');
  await expect(page.getByRole('textbox', { name: named(pl('step_4.volume')) })).toHaveValue('2827');
  await expect(select('step_4.liquid_type')).toBeEnabled();
  await select('step_4.liquid_type').selectOption({ label: 'Olej opałowy' });
  await expect(select('step_4.localisation_type')).toBeEnabled();
  await select('step_4.localisation_type').selectOption({ label: 'Piwnica' });
  await select('step_4.monitoring_type').selectOption({ label: pl('step_4.monitoring_consumption') });
  await expectAccessible(page, 'step 4 in Polish');
  await next.click();

  await expect(page).toHaveURL(/\/result$/);
  await expect(page.getByText(pl('result.success'))).toBeVisible();
  await expect.poll(() => installedAssets(deviceNumber).length).toBe(1);
  expect(installedAssets(deviceNumber)[0]).toMatchObject({
    asset_name: 'Zbiornik oleju',
    id_referential: TANK,
  });
  await expectAccessible(page, 'result in Polish');
});

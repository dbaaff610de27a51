import type { Page } from '@playwright/test';
import { assetTypesOfProfessional } from '../support/db.ts';
import { escapeRegExp, expect, named, test } from '../support/fixtures.ts';
import { t } from '../support/texts.ts';
import {
  goToDeviceStep,
  nextButton,
  openWizard,
  stepHeading,
  submitDeviceNumber,
} from '../support/wizard.ts';

const PROFESSIONAL = 'Demo Installations';

/** A step 3 option's label: the type's name followed by its description (spec §2 Step 3). */
function typeLabel(value: string, description: string | null) {
  return new RegExp(`^${escapeRegExp(value)}${description ? `\\s*${escapeRegExp(description)}` : ''}$`);
}

function typeOption(page: Page, value: string, description: string | null) {
  return page.getByRole('radio', { name: typeLabel(value, description) });
}

// spec §4 Other rules: on desk V2 the cuve type is removed, on V1 GNC_TANK is removed. The expected list is
// the professional's types in the database, so the journey checks the filter, not a copy of the seed.
const desks = [
  { desk: 'V1', deviceNumber: '10000001', removed: 'GNC_TANK' },
  { desk: 'V2', deviceNumber: '10000002', removed: 'cuve' },
] as const;

for (const { desk, deviceNumber, removed } of desks) {
  test(`step 3 on desk ${desk} (${deviceNumber}) lists the types without ${removed}`, async ({ page }) => {
    const all = assetTypesOfProfessional(PROFESSIONAL);
    const shown = all.filter((type) => type.key !== removed);
    const hidden = all.find((type) => type.key === removed);
    if (!hidden) throw new Error(`the demo professional has no ${removed} type to filter out`);
    expect(shown.length).toBeGreaterThan(1);

    await openWizard(page);
    await goToDeviceStep(page);
    await submitDeviceNumber(page, deviceNumber);
    await expect(stepHeading(page, 'asset_type')).toBeVisible();

    // spec §2 Step 3: the professional's name when installing without a user.
    await expect(page.getByText(t('step_3.professional_name', { name: PROFESSIONAL }))).toBeVisible();
    const group = page.getByRole('radiogroup', { name: t('step_3.title') });
    await expect(group.getByRole('radio')).toHaveCount(shown.length);
    for (const type of shown) await expect(typeOption(page, type.value, type.description)).toBeVisible();
    await expect(typeOption(page, hidden.value, hidden.description)).toHaveCount(0);
    // Several types remain, so none is chosen for the installer (single-type preselection, spec §4).
    await expect(group.getByRole('radio', { checked: true })).toHaveCount(0);
  });
}

// spec §2 Step 3: the list in two labelled groups, the common kinds first, and a filter for a long list. The
// names, descriptions and groups come from the database, the texts from the app's locale files.
test('step 3 groups equipment and modules, and the installer chooses through the filter', async ({
  page,
}) => {
  // Desk V2 (10000002): every type but cuve (spec §4).
  const shown = assetTypesOfProfessional(PROFESSIONAL).filter((type) => type.key !== 'cuve');
  const modules = shown.filter((type) => type.id_module !== null);
  const equipment = shown.filter((type) => type.id_module === null);
  const hive = modules.find((type) => type.key === 'GNC_HIVE');
  const tankModule = modules.find((type) => type.key === 'GNC_TANK');
  const silo = equipment.find((type) => type.key === 'silo');
  if (!hive || !tankModule || !silo)
    throw new Error('the demo professional lacks GNC_HIVE, GNC_TANK or silo');

  await openWizard(page);
  await goToDeviceStep(page);
  await submitDeviceNumber(page, '10000002');
  await expect(stepHeading(page, 'asset_type')).toBeVisible();

  const groupHeadings = page.getByRole('heading', { level: 2 });
  await expect(groupHeadings).toHaveText([t('step_3.group_equipment'), t('step_3.group_modules')]);
  const group = (heading: string) =>
    page.getByRole('radiogroup', { name: `${t('step_3.title')} ${heading}`, exact: true });
  const equipmentGroup = group(t('step_3.group_equipment'));
  const modulesGroup = group(t('step_3.group_modules'));
  await expect(equipmentGroup.getByRole('radio')).toHaveCount(equipment.length);
  await expect(modulesGroup.getByRole('radio')).toHaveCount(modules.length);
  // The common kinds first: the silo (no tank on desk V2), and the tank module.
  await expect(equipmentGroup.getByRole('radio').first()).toHaveAccessibleName(
    typeLabel(silo.value, silo.description),
  );
  await expect(modulesGroup.getByRole('radio').first()).toHaveAccessibleName(
    typeLabel(tankModule.value, tankModule.description),
  );

  // One choice across both groups: from the last equipment, the arrow key goes on to the first module.
  await equipmentGroup.getByRole('radio').last().check();
  await page.keyboard.press('ArrowDown');
  await expect(modulesGroup.getByRole('radio').first()).toBeChecked();
  await expect(page.getByRole('radio', { checked: true })).toHaveCount(1);

  // A word of the hive scale's description, in capitals: only the types that say it remain.
  const word = 'HUMIDITY';
  const matching = shown.filter((type) =>
    `${type.value} ${type.description ?? ''}`.toLowerCase().includes(word.toLowerCase()),
  );
  expect(matching.map((type) => type.key)).toContain('GNC_HIVE');
  const filter = page.getByRole('searchbox', { name: named(t('step_3.filter_label')) });
  await filter.fill(word);
  await expect(page.getByRole('status')).toHaveText(
    t('step_3.filter_count', { count: matching.length, total: shown.length }),
  );
  // The tank module stays listed: it is the current choice.
  await expect(page.getByRole('radio')).toHaveCount(matching.length + 1);
  await typeOption(page, hive.value, hive.description).check();

  // Nothing matches: the message says so, and the choice stays, listed and chosen.
  await filter.fill(`${word} zzz`);
  await expect(page.getByRole('status')).toHaveText(t('step_3.no_match', { query: `${word} zzz` }));
  await expect(page.getByRole('radio')).toHaveCount(1);
  await expect(typeOption(page, hive.value, hive.description)).toBeChecked();

  await nextButton(page).click();
  await expect(stepHeading(page, 'equipment')).toBeVisible();
  const stored = await page.evaluate(() => window.localStorage.getItem('installer.wizard'));
  expect(JSON.parse(stored ?? '{}').asset_type?.key).toBe('GNC_HIVE');
});

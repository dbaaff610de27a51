import type { Page } from '@playwright/test';
import { assetTypesOfProfessional } from '../support/db.ts';
import { escapeRegExp, expect, test } from '../support/fixtures.ts';
import { t } from '../support/texts.ts';
import { goToDeviceStep, openWizard, stepHeading, submitDeviceNumber } from '../support/wizard.ts';

const PROFESSIONAL = 'Demo Installations';

/** A step 3 option: its label is the type's name followed by its description (spec §2 Step 3). */
function typeOption(page: Page, value: string, description: string | null) {
  const name = new RegExp(`^${escapeRegExp(value)}${description ? `\\s*${escapeRegExp(description)}` : ''}$`);
  return page.getByRole('radio', { name });
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

import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { sent } from '../../../test/equipment-handlers.ts';
import { GENERIC_TYPE, next, SILO_TYPE, fillRectangularTank } from '../../../test/step-4.ts';
import { renderStep4Form } from '../../../test/render-step-4-form.tsx';
import { startJob } from '../../../wizard-core/job-start.ts';
import { getWizard } from '../../../wizard-core/wizard-store.ts';
import type { LastChoices } from './last-choices.ts';

vi.setConfig({ testTimeout: 90_000 });

const select = (name: RegExp) => screen.getByRole('combobox', { name });
const stored = () => JSON.parse(window.localStorage.getItem('installer.last_choices') ?? 'null') as unknown;

/** What an earlier installation on this phone left, by the demo installer (id 1) unless said. */
function lastChoicesOnThePhone(choices: Partial<LastChoices> = {}) {
  const value: LastChoices = {
    version: 1,
    id_installer: 1,
    liquid: { cuve: '3' },
    localisation: '2',
    monitoring: '1',
    ...choices,
  };
  window.localStorage.setItem('installer.last_choices', JSON.stringify(value));
}

describe("the specification selects start on the installer's last choices on this phone", () => {
  it('remembers what an accepted Next sent, per installer and asset type', async () => {
    const { user } = renderStep4Form();
    await fillRectangularTank(user, {
      liquid: 'Propane',
      localisation: 'Underground',
      monitoring: 'Filling',
    });
    await user.click(next());
    await waitFor(() => expect(sent.installations).toHaveLength(1));
    expect(stored()).toEqual({
      version: 1,
      id_installer: 1,
      liquid: { cuve: '3' },
      localisation: '3',
      monitoring: '1',
    });
  });

  it('a new form shows them once the lists have loaded, each still a choice of the select', async () => {
    lastChoicesOnThePhone();
    renderStep4Form();
    await waitFor(() => expect(select(/liquid type/i)).toHaveValue('3'));
    await waitFor(() => expect(select(/localisation/i)).toHaveValue('2'));
    expect(select(/monitoring type/i)).toHaveValue('1');
    // Shown as the select's chosen option, not kept out of sight.
    expect(screen.getByRole('option', { name: 'Propane', selected: true })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Outdoor', selected: true })).toBeInTheDocument();
  });

  it("gives a silo no tank's liquid: the liquids are per asset type", async () => {
    lastChoicesOnThePhone();
    renderStep4Form({ assetType: SILO_TYPE });
    await waitFor(() => expect(select(/localisation/i)).toHaveValue('2'));
    expect(select(/liquid type/i)).toHaveValue('');
  });

  it('drops a last choice the list no longer offers', async () => {
    lastChoicesOnThePhone({ liquid: { generic: '3' } });
    renderStep4Form({ assetType: GENERIC_TYPE });
    await waitFor(() => expect(select(/localisation/i)).toHaveValue('2'));
    expect(select(/honey type/i)).toHaveValue('');
  });

  it("starts empty for another installer, and forgets the previous installer's choices", async () => {
    lastChoicesOnThePhone({ id_installer: 2 });
    renderStep4Form();
    await waitFor(() => expect(select(/localisation/i)).toBeEnabled());
    expect(select(/liquid type/i)).toHaveValue('');
    expect(select(/localisation/i)).toHaveValue('');
    expect(select(/monitoring type/i)).toHaveValue('');
    expect(stored()).toBeNull();
  });

  it("lets a link's autofill come first (spec §2)", async () => {
    lastChoicesOnThePhone();
    renderStep4Form({ wizard: { autofill: { liquid_name: 'heating oil', monitoring_type: 'consumption' } } });
    await waitFor(() => expect(select(/liquid type/i)).toHaveValue('1'));
    await waitFor(() => expect(select(/localisation/i)).toHaveValue('2'));
    expect(select(/monitoring type/i)).toHaveValue('-1');
  });

  it("lets a job's name, content, localisation and monitoring win over them (decision 0022 Jobs)", async () => {
    lastChoicesOnThePhone();
    startJob({
      id_job: 7,
      customer: null,
      domicile: null,
      type_asset: 'cuve',
      dimensions: {},
      id_brand_reference: null,
      id_model_reference: null,
      name: 'Cellar tank',
      id_liquid_type: 1,
      id_localisation_type: 1,
      monitoring_type: 'consumption',
      device_number: '10000501',
    });
    renderStep4Form({ wizard: { autofill: getWizard().autofill } });
    await waitFor(() => expect(select(/liquid type/i)).toHaveValue('1'));
    await waitFor(() => expect(select(/localisation/i)).toHaveValue('1'));
    expect(select(/monitoring type/i)).toHaveValue('-1');
    expect(screen.getByRole('textbox', { name: /^name/i })).toHaveValue('Cellar tank');
  });

  it("fills from the last choices what a job leaves out, and drops a job's content the type lacks", async () => {
    lastChoicesOnThePhone();
    startJob({
      id_job: 8,
      customer: null,
      domicile: null,
      type_asset: 'cuve',
      dimensions: {},
      id_brand_reference: null,
      id_model_reference: null,
      name: null,
      id_liquid_type: 999,
      id_localisation_type: null,
      monitoring_type: 'filling',
      device_number: '10000501',
    });
    renderStep4Form({ wizard: { autofill: getWizard().autofill } });
    await waitFor(() => expect(select(/localisation/i)).toHaveValue('2'));
    await waitFor(() => expect(select(/liquid type/i)).toHaveValue('3'));
    expect(select(/monitoring type/i)).toHaveValue('1');
  });

  it('a choice the installer cleared stays cleared across a reload', async () => {
    lastChoicesOnThePhone();
    const app = renderStep4Form();
    await waitFor(() => expect(select(/liquid type/i)).toHaveValue('3'));
    await app.user.selectOptions(select(/liquid type/i), '');
    app.reload();
    await waitFor(() => expect(select(/localisation/i)).toHaveValue('2'));
    expect(select(/liquid type/i)).toHaveValue('');
  });
});

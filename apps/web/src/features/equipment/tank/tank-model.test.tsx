import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { sent } from '../../../test/equipment-handlers.ts';
import { choose, chooseExistingDomicile, field, fill, next, SILO_TYPE } from '../../../test/step-4.ts';
import { renderStep4Form } from '../../../test/render-step-4-form.tsx';
import { startJob } from '../../../wizard-core/job-start.ts';
import { getWizard } from '../../../wizard-core/wizard-store.ts';

vi.setConfig({ testTimeout: 90_000 });

const combobox = (name: RegExp) => screen.getByRole('combobox', { name });
const highlighted = (input: HTMLElement) => input.closest('[data-highlighted="true"]') !== null;

describe('step 4: a model of the catalogue fills the form (spec §3 Tank and Silo specification)', () => {
  it('choosing a tank model fills its type, dimensions and volume, highlighted, still editable', async () => {
    const { user } = renderStep4Form();
    await user.click(await screen.findByRole('switch', { name: /i know the brand and model/i }));
    await choose(user, /^brand/i, 'Roth');
    await choose(user, /^model/i, 'DWT plus 1000');

    expect(combobox(/tank type/i)).toHaveValue('1');
    expect(field(/height/i)).toHaveValue('150');
    expect(field(/length/i)).toHaveValue('98.1');
    expect(field(/width/i)).toHaveValue('68');
    expect(field(/volume/i)).toHaveValue('1000');
    expect(highlighted(field(/volume/i))).toBe(true);
    expect(
      screen.getByText('Type and dimensions filled in from the catalogue: check them on site.'),
    ).toBeVisible();

    // Still the installer's: a dimension changed recalculates the volume (spec §9).
    await fill(user, field(/height/i), '100');
    expect(field(/volume/i)).toHaveValue('667');

    // Another model replaces the figures.
    await choose(user, /^model/i, 'DWT plus 1500');
    expect(field(/height/i)).toHaveValue('150');
    expect(field(/length/i)).toHaveValue('147.1');
    expect(field(/volume/i)).toHaveValue('1500');
  });

  it('a model without figures leaves the fields to the installer, without the catalogue hint', async () => {
    const { user } = renderStep4Form();
    await user.click(await screen.findByRole('switch', { name: /i know the brand and model/i }));
    await choose(user, /^brand/i, 'Sotralentz');
    await choose(user, /^model/i, 'Duo 750');
    expect(combobox(/tank type/i)).toHaveValue('');
    expect(field(/volume/i)).toHaveValue('');
    expect(screen.queryByText(/filled in from the catalogue/)).not.toBeInTheDocument();
  });

  it('is all a known tank needs: switch, brand, model, then the installation carries the figures', async () => {
    const { user } = renderStep4Form();
    await chooseExistingDomicile(user);
    await fill(user, field(/name of the equipment/i), 'Garage tank');
    await user.click(screen.getByRole('switch', { name: /i know the brand and model/i }));
    await choose(user, /^brand/i, 'Roth');
    await choose(user, /^model/i, 'DWT plus 1000');
    await choose(user, /liquid type/i, 'Heating Oil');
    await choose(user, /localisation/i, 'Outdoor');
    await choose(user, /monitoring type/i, 'Consumption');
    await user.click(next());
    await waitFor(() => expect(sent.installations).toHaveLength(1));
    expect(sent.installations[0]?.body).toMatchObject({
      asset: {
        tank: {
          know_model_brand_asset: true,
          id_brand_reference: 1,
          id_model_reference: 10,
          tank_type: 1,
          volume: 1000,
          height: 150,
          length: 98.1,
          width: 68,
        },
      },
    });
  });

  it("a link's model fills only what the link's own figures left empty (spec §2 autofill)", async () => {
    renderStep4Form({
      wizard: {
        autofill: { brand_name: 'Roth', model_name: 'DWT plus 1500', volume: '1400', height: '140' },
      },
    });
    await waitFor(() => expect(combobox(/^model/i)).toHaveValue('11'));
    expect(combobox(/tank type/i)).toHaveValue('1');
    expect(field(/volume/i)).toHaveValue('1400');
    expect(field(/height/i)).toHaveValue('140');
    expect(field(/length/i)).toHaveValue('147.1');
    expect(field(/width/i)).toHaveValue('68');
  });

  it("a job's brand and model, by id, are chosen and fill the type and figures (decision 0022 Jobs)", async () => {
    startJob({
      id_job: 7,
      customer: null,
      domicile: null,
      type_asset: 'cuve',
      dimensions: {},
      id_brand_reference: 1,
      id_model_reference: 11,
      name: null,
      id_liquid_type: null,
      id_localisation_type: null,
      monitoring_type: null,
      device_number: '10000501',
    });
    renderStep4Form({ wizard: { autofill: getWizard().autofill } });
    await waitFor(() => expect(combobox(/^model/i)).toHaveValue('11'));
    expect(screen.getByRole('switch', { name: /i know the brand and model/i })).toBeChecked();
    expect(combobox(/^brand/i)).toHaveValue('1');
    expect(combobox(/tank type/i)).toHaveValue('1');
    expect(field(/height/i)).toHaveValue('150');
    expect(field(/length/i)).toHaveValue('147.1');
    expect(field(/volume/i)).toHaveValue('1500');
  });

  it('choosing a silo model fills its type and the dimensions that type needs', async () => {
    const { user } = renderStep4Form({ assetType: SILO_TYPE });
    await user.click(await screen.findByRole('switch', { name: /i know the brand and model/i }));
    await choose(user, /^brand/i, 'Symaga');
    await choose(user, /^model/i, 'Feed silo 12 t');
    expect(combobox(/silo type/i)).toHaveValue('9');
    expect(field(/^volume/i)).toHaveValue('18500');
    expect(field(/total height/i)).toHaveValue('570');
    expect(field(/diameter of the straight part/i)).toHaveValue('230');
    expect(field(/^cone length/i)).toHaveValue('190');
    expect(field(/minimum cone length or diameter/i)).toHaveValue('30');
  });
});

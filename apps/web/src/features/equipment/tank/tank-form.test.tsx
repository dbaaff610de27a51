import { api, CALCULATED_HIGHLIGHT_MS } from '@installer/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { sent } from '../../../test/equipment-handlers.ts';
import { apiUrl, errorResponse } from '../../../test/handlers.ts';
import { server } from '../../../test/server.ts';
import {
  choose,
  chooseExistingDomicile,
  field,
  fill,
  next,
  WITHOUT_CUSTOMER,
  fillRectangularTank,
  fillRectangularTankFields,
} from '../../../test/step-4.ts';
import { renderStep4Form } from '../../../test/render-step-4-form.tsx';
import { getWizard } from '../../../wizard-core/wizard-store.ts';

vi.setConfig({ testTimeout: 90_000 });

describe('step 4, tank form', () => {
  it('shows every spec §5 message and fill_all_fields on Next with an empty form', async () => {
    const { user } = renderStep4Form();
    await user.click(await screen.findByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Fill in all the required fields')).toBeInTheDocument();
    expect(screen.getByText('Enter the name of the equipment')).toBeInTheDocument();
    expect(screen.getByText('Choose the tank type')).toBeInTheDocument();
    for (const message of ['Volume required', 'Height required', 'Length required', 'Width required']) {
      expect(screen.getByText(message)).toBeInTheDocument();
    }
    expect(screen.getByText('Choose the liquid type')).toBeInTheDocument();
    expect(screen.getByText('Choose the localisation')).toBeInTheDocument();
    expect(screen.getByText('Choose the monitoring type')).toBeInTheDocument();
    // Defaults of spec §3: offset 0 and no screw are valid as they are.
    expect(screen.queryByText('Enter the offset (0 if none)')).not.toBeInTheDocument();
    expect(sent.installations).toHaveLength(0);
  });

  it('says fill_all_fields inline at the top of the form, never in a snackbar, and focuses the first invalid field', async () => {
    // Without a customer no saved address is preselected: the address is the first field to fill.
    const { user } = renderStep4Form({ wizard: WITHOUT_CUSTOMER });
    await user.click(await screen.findByRole('button', { name: 'Next' }));
    const form = screen.getByRole('form');
    const summary = await within(form).findByRole('alert');
    expect(summary).toHaveTextContent('Fill in all the required fields');
    // The summary is the form's first child: above the fields, far from Next.
    expect(form.firstElementChild).toBe(summary);
    // The address mode comes first in reading order: its first enabled radio takes the focus.
    const modes = screen.getByRole('radiogroup');
    expect(modes).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(within(modes).getAllByRole('radio')).toContain(document.activeElement));
    expect(document.querySelector('.snackbar')).toBeNull();
  });

  it("with the customer's saved address preselected, focuses the name first", async () => {
    const { user } = renderStep4Form();
    await chooseExistingDomicile(user);
    await user.click(next());
    await waitFor(() => expect(field(/name of the equipment/i)).toHaveFocus());
    expect(within(screen.getByRole('form')).getByRole('alert')).toHaveTextContent(
      'Fill in all the required fields',
    );
  });

  it('says error_domicile inline when the address alone is missing', async () => {
    const { user } = renderStep4Form({ wizard: WITHOUT_CUSTOMER });
    await screen.findByRole('combobox', { name: /tank type/i });
    await fillRectangularTankFields(user);
    await user.click(next());
    expect(await within(screen.getByRole('form')).findByRole('alert')).toHaveTextContent(
      'Choose or enter an address',
    );
    expect(sent.installations).toHaveLength(0);
  });

  it('asks brand and model only when known, the model list enabled by the brand', async () => {
    const { user } = renderStep4Form();
    expect(await screen.findByRole('combobox', { name: /tank type/i })).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: /^brand/i })).not.toBeInTheDocument();
    await user.click(screen.getByRole('switch', { name: /i know the brand and model/i }));
    const model = screen.getByRole('combobox', { name: /^model/i });
    expect(model).toBeDisabled();
    expect(screen.getByText('Choose the brand first')).toBeInTheDocument();
    await choose(user, /^brand/i, 'Roth');
    await waitFor(() => expect(model).toBeEnabled());
    await user.selectOptions(model, 'DWT plus 1500');
    // Another brand: the previous brand's model is no longer chosen.
    await choose(user, /^brand/i, 'Sotralentz');
    await waitFor(() => expect(within(model).getByRole('option', { name: 'Duo 750' })).toBeInTheDocument());
    expect(model).toHaveValue('');
    await user.click(next());
    expect(await screen.findByText('Model required')).toBeInTheDocument();
  });

  it('derives linked dimensions and the volume (spec §9) and highlights them for 1 s', async () => {
    const { user } = renderStep4Form();
    await choose(user, /tank type/i, 'Horizontal cylinder');
    await fill(user, field(/height/i), '100');
    // A horizontal cylinder keeps height = width.
    expect(field(/width/i)).toHaveValue('100');
    const width = field(/width/i).closest('[data-highlighted]');
    expect(width).not.toBeNull();
    // The highlight starts after `typed` and lasts 1 s (spec §9): it cannot be gone sooner than that.
    const typed = Date.now();
    await fill(user, field(/length/i), '200');
    // π × 50² × 200 cm³ = 1 570 796 cm³ → 1570 L, floor-rounded.
    expect(field(/volume/i)).toHaveValue('1570');
    expect(field(/volume/i).closest('[data-highlighted="true"]')).not.toBeNull();
    await waitFor(() => expect(field(/volume/i).closest('[data-highlighted="true"]')).toBeNull(), {
      timeout: 5000,
    });
    expect(Date.now() - typed).toBeGreaterThanOrEqual(CALCULATED_HIGHLIGHT_MS);
  });

  it('derives every dimension from one for a sphere and an IBC', async () => {
    const { user } = renderStep4Form();
    await choose(user, /tank type/i, 'Spherical');
    await fill(user, field(/length/i), '120');
    expect(field(/height/i)).toHaveValue('120');
    expect(field(/width/i)).toHaveValue('120');
    // 4/3 π × 60³ = 904 778 cm³ → 904 L.
    expect(field(/volume/i)).toHaveValue('904');
    await choose(user, /tank type/i, 'IBC');
    // An IBC is a cube: 120³ cm³ = 1728 L.
    expect(field(/volume/i)).toHaveValue('1728');
  });

  it('keeps width = length for a vertical cylinder', async () => {
    const { user } = renderStep4Form();
    await choose(user, /tank type/i, 'Vertical cylinder');
    await fill(user, field(/width/i), '80');
    expect(field(/length/i)).toHaveValue('80');
    expect(field(/height/i)).toHaveValue('');
    expect(field(/volume/i)).toHaveValue('');
  });

  it('creates the installation with the classic payload and an Idempotency-Key, then opens /result', async () => {
    const { user, router } = renderStep4Form();
    await fillRectangularTank(user);
    expect(field(/volume/i)).toHaveValue('1000');
    await user.click(next());
    await waitFor(() => expect(router.state.location.pathname).toBe('/result'));
    expect(sent.installations).toHaveLength(1);
    const [call] = sent.installations;
    expect(call?.key).toMatch(/^[0-9a-f-]{36}$/);
    expect(call?.body).toEqual({
      device_number: '10000001',
      id_professional: 1,
      id_referential: 11,
      id_user: 7,
      asset: {
        name: 'Garage tank',
        description: '',
        specification: {
          offset: 0,
          id_liquid_type: 1,
          id_localisation_type: 2,
          index_monitoring_type: -1,
          index_screw_number: 0,
        },
        tank: {
          know_model_brand_asset: false,
          id_brand_reference: null,
          id_model_reference: null,
          tank_type: 1,
          is_mobile: false,
          volume: 1000,
          height: 100,
          length: 200,
          width: 50,
        },
        domicile: { mode: 'existing', id_domicile: 31 },
      },
    });
    // spec §4 route parameters of the result screen.
    expect(router.state.location.state).toEqual({
      id_device: 1,
      device_number: '10000001',
      url_device_detail: 'https://platform.example.test/devices/10000001',
      value_type_device: 'tank',
      id_professional: 1,
      id_module: null,
      url_platform: 'https://platform.example.test',
      installation: { notice: null, description: 'Screw the sensor on the tank.', introduction: null },
      email: 'client@demo.test',
      arrival: expect.any(String),
    });
  });

  it('accepts an offset of 0 typed by the installer, and rejects text', async () => {
    const { user } = renderStep4Form();
    const offset = await screen.findByRole('textbox', { name: /offset/i });
    expect(offset).toHaveValue('0');
    await user.clear(offset);
    await user.click(next());
    expect(await screen.findByText('Enter the offset (0 if none)')).toBeInTheDocument();
    await user.type(offset, 'abc');
    expect(await screen.findByText('Enter a valid number')).toBeInTheDocument();
    await user.clear(offset);
    await user.type(offset, '0');
    await waitFor(() => expect(screen.queryByText('Enter a valid number')).not.toBeInTheDocument());
  });

  it('keeps everything after a failed installation, and retries with the same Idempotency-Key', async () => {
    let failures = 1;
    const { user, router } = renderStep4Form();
    await fillRectangularTank(user);
    server.use(
      http.post(apiUrl(api.createInstallation), ({ request }) => {
        if (failures-- > 0) {
          sent.installations.push({ body: null, key: request.headers.get('Idempotency-Key') });
          return errorResponse(500, 'internal');
        }
        return undefined;
      }),
    );
    await user.click(next());
    expect(await screen.findByText('The installation failed')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/installation');
    expect(field(/name of the equipment/i)).toHaveValue('Garage tank');
    expect(field(/volume/i)).toHaveValue('1000');
    await user.click(next());
    await waitFor(() => expect(router.state.location.pathname).toBe('/result'));
    const keys = sent.installations.map((call) => call.key);
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
  });

  it('keeps what was typed across a reload', async () => {
    const app = renderStep4Form();
    const { user } = app;
    await user.type(await screen.findByRole('textbox', { name: /name of the equipment/i }), 'Cellar');
    await choose(user, /tank type/i, 'IBC');
    await fill(user, field(/height/i), '100');
    app.reload();
    expect(await screen.findByRole('textbox', { name: /name of the equipment/i })).toHaveValue('Cellar');
    expect(screen.getByRole('combobox', { name: /tank type/i })).toHaveValue('5');
    expect(field(/width/i)).toHaveValue('100');
    expect(field(/volume/i)).toHaveValue('1000');
    expect(getWizard().step).toBe('equipment');
  });

  it('pre-fills every step 4 autofill parameter of spec §2', async () => {
    renderStep4Form({
      wizard: {
        autofill: {
          asset_name: 'Fuel tank',
          asset_description: 'Behind the barn',
          offset: '12',
          know_model_brand_asset: 'true',
          brand_name: 'roth',
          model_name: 'DWT plus 1500',
          volume: '1500',
          height: '150',
          length: '180',
          width: '72',
          liquid_name: 'propane',
          localisation_type: 'Underground',
          monitoring_type: 'filling',
        },
      },
    });
    expect(await screen.findByRole('textbox', { name: /name of the equipment/i })).toHaveValue('Fuel tank');
    expect(field(/description/i)).toHaveValue('Behind the barn');
    expect(field(/offset/i)).toHaveValue('12');
    expect(field(/volume/i)).toHaveValue('1500');
    expect(field(/height/i)).toHaveValue('150');
    expect(field(/length/i)).toHaveValue('180');
    expect(field(/width/i)).toHaveValue('72');
    await waitFor(() => expect(screen.getByRole('combobox', { name: /^brand/i })).toHaveValue('1'));
    await waitFor(() => expect(screen.getByRole('combobox', { name: /^model/i })).toHaveValue('11'));
    await waitFor(() => expect(screen.getByRole('combobox', { name: /liquid type/i })).toHaveValue('3'));
    await waitFor(() => expect(screen.getByRole('combobox', { name: /localisation/i })).toHaveValue('3'));
    expect(screen.getByRole('combobox', { name: /monitoring type/i })).toHaveValue('1');
  });
});

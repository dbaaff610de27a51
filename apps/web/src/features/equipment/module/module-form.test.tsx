import type { AssetType } from '@installer/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { sent } from '../../../test/equipment-handlers.ts';
import { geoHandlers, RIVOLI } from '../../../test/geo-handlers.ts';
import { server } from '../../../test/server.ts';
import { choose, field, fill, next, renderStep4, TANK_DEVICE } from '../../../test/step-4.ts';

vi.setConfig({ testTimeout: 90_000 });

const moduleType = (id_module: number, value: string): AssetType => ({
  id_referential: 100 + id_module,
  key: id_module === 19 ? 'GNC_TANK' : 'GNC_8SNSR',
  value,
  description: null,
  id_module,
  id_asset_generic_module: null,
});
const SINGLE = moduleType(19, 'Tanks (module)');
const TWO = moduleType(2, '8-tank controller');

type User = ReturnType<typeof renderStep4>['user'];
const card = (name: string) => screen.getByRole('region', { name });

async function chooseClientDomicile(user: User) {
  await choose(user, /^customer/i, 'Dupont Fuels');
  const existing = screen.getByRole('radio', { name: /an existing address/i });
  await waitFor(() => expect(existing).toBeEnabled());
  await user.click(existing);
  await user.click(await screen.findByRole('combobox', { name: /address of the client/i }));
  await user.click(await screen.findByRole('option', { name: /Depot/ }));
}

async function fillTank(user: User, region: HTMLElement) {
  const inside = within(region);
  await user.selectOptions(inside.getByRole('combobox', { name: /content/i }), 'Diesel');
  await fill(user, inside.getByRole('textbox', { name: /sensor input number/i }), '2');
  await user.selectOptions(inside.getByRole('combobox', { name: /material/i }), 'Steel');
  await user.selectOptions(inside.getByRole('combobox', { name: /wall type/i }), 'Double wall');
  await fill(user, inside.getByRole('textbox', { name: /capacity \(L\)/i }), '1500');
  await fill(user, inside.getByRole('textbox', { name: /height \(cm\)/i }), '120');
}

describe('step 4, module-based form', () => {
  it('forces a single model active and shows every required field of spec §5', async () => {
    const { user } = renderStep4({ assetType: SINGLE });
    const tank = await screen.findByRole('region', { name: 'Tank' });
    const active = within(tank).getByRole('switch', { name: 'Active' });
    expect(active).toBeChecked();
    expect(active).toBeDisabled();
    expect(
      within(tank).getByText('This module has a single model: it is always active.'),
    ).toBeInTheDocument();
    await user.click(next());
    expect(await screen.findByText('Fill in all the required fields')).toBeInTheDocument();
    expect(screen.getByText('Choose the customer')).toBeInTheDocument();
    expect(screen.getByText('Enter the name of the equipment')).toBeInTheDocument();
    expect(within(tank).getByText('Choose the content')).toBeInTheDocument();
    // Sensor input, material, capacity and height are required; the label, wall type and offset are not.
    expect(within(tank).getAllByText('Required field')).toHaveLength(4);
    // Inline at the top of the form, and the first invalid field (the customer) has the focus.
    expect(within(screen.getByRole('form')).getByRole('alert')).toHaveTextContent(
      'Fill in all the required fields',
    );
    await waitFor(() => expect(screen.getByRole('combobox', { name: /^customer/i })).toHaveFocus());
  });

  it('toggles several models, the first active by default and one always on', async () => {
    const { user } = renderStep4({ assetType: TWO });
    const first = await screen.findByRole('region', { name: 'Tank 1' });
    const second = card('Tank 2');
    expect(within(first).getByRole('switch', { name: 'Active' })).toBeChecked();
    expect(within(second).getByRole('switch', { name: 'Active' })).not.toBeChecked();
    expect(within(second).queryByRole('combobox', { name: /content/i })).not.toBeInTheDocument();
    // The only active model cannot be turned off.
    expect(within(first).getByRole('switch', { name: 'Active' })).toBeDisabled();
    await user.click(within(second).getByRole('switch', { name: 'Active' }));
    expect(within(second).getByRole('combobox', { name: /content/i })).toBeInTheDocument();
    await user.click(within(first).getByRole('switch', { name: 'Active' }));
    expect(within(first).getByRole('switch', { name: 'Active' })).not.toBeChecked();
    expect(within(second).getByRole('switch', { name: 'Active' })).toBeDisabled();
  });

  it('offers the child_enum choices of the parent enum value, and resets them when it changes', async () => {
    const { user } = renderStep4({ assetType: SINGLE });
    const tank = await screen.findByRole('region', { name: 'Tank' });
    const wall = within(tank).getByRole('combobox', { name: /wall type/i });
    expect(wall).toBeDisabled();
    expect(within(tank).getByText('Choose the Material first')).toBeInTheDocument();
    await user.selectOptions(within(tank).getByRole('combobox', { name: /material/i }), 'Concrete');
    expect(
      within(wall)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Choose…', 'Lined', 'Unlined']);
    await user.selectOptions(wall, 'Lined');
    await user.selectOptions(within(tank).getByRole('combobox', { name: /material/i }), 'Steel');
    expect(wall).toHaveValue('');
    expect(within(wall).getByRole('option', { name: 'Double wall' })).toBeInTheDocument();
  });

  it('adds a client in the dialog (company name required) and chooses it', async () => {
    const { user } = renderStep4({ assetType: SINGLE });
    await user.click(await screen.findByRole('button', { name: 'Add a client' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a client' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Enter the company name')).toBeInTheDocument();
    expect(sent.clients).toHaveLength(0);
    await fill(user, within(dialog).getByRole('textbox', { name: /company name/i }), 'Garage Leroy');
    await fill(user, within(dialog).getByRole('textbox', { name: /siret/i }), '73282932000074');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The client has been added')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sent.clients).toEqual([{ nom_entreprise: 'Garage Leroy', siret: '73282932000074' }]);
    expect(screen.getByRole('combobox', { name: /^customer/i })).toHaveValue('99');
    // The dialog's own submit did not submit the equipment form.
    expect(screen.queryByText('Fill in all the required fields')).not.toBeInTheDocument();
  });

  it('Enter in the add-client dialog saves the client, and does not move through step 4', async () => {
    const { user } = renderStep4({ assetType: SINGLE });
    await user.click(await screen.findByRole('button', { name: 'Add a client' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a client' });
    const company = within(dialog).getByRole('textbox', { name: /company name/i });
    await waitFor(() => expect(company).toHaveFocus());
    await user.paste('Garage Leroy');
    await user.keyboard('{Enter}');
    expect(await screen.findByText('The client has been added')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sent.clients).toEqual([{ nom_entreprise: 'Garage Leroy' }]);
    expect(screen.getByRole('combobox', { name: /^customer/i })).toHaveValue('99');
    expect(screen.queryByText('Fill in all the required fields')).not.toBeInTheDocument();
  });

  it('sends the module payload: active models, multiplied values, customer and domicile', async () => {
    const { user, router } = renderStep4({ assetType: TWO });
    await screen.findByRole('region', { name: 'Tank 1' });
    await chooseClientDomicile(user);
    await fill(user, field(/name of the equipment/i), 'Yard tanks');
    await user.click(within(card('Tank 2')).getByRole('switch', { name: 'Active' }));
    await fillTank(user, card('Tank 1'));
    await fillTank(user, card('Tank 2'));
    await user.click(next());
    await waitFor(() => expect(router.state.location.pathname).toBe('/result'));
    const configuration = {
      tank_label: null,
      sensor_input: 2,
      material: 'steel',
      wall_type: 'double',
      // spec §9: litres × 1e6 = cubic millimetres; centimetres × 10 = millimetres.
      capacity: 1_500_000_000,
      height: 1200,
      is_buried: false,
    };
    expect(sent.installations[0]?.body).toEqual({
      id_module: 2,
      id_device: 1,
      asset_name: 'Yard tanks',
      asset_code: null,
      asset_models: [
        { is_required: true, id_asset_model: 201, id_asset_liquid: 2, configuration },
        { is_required: true, id_asset_model: 202, id_asset_liquid: 2, configuration },
      ],
      client: { id_client: 71 },
      domicile_name: '',
      domicile: { id_domicile: 41 },
    });
    expect(sent.installations[0]?.key).toMatch(/^[0-9a-f-]{36}$/);
    expect(router.state.location.state).toMatchObject({ id_module: 2, device_number: '10000001' });
  });

  it('asks no customer without user, and sends a new domicile', async () => {
    const draftKey = `${TANK_DEVICE.device_number}:${SINGLE.id_referential}`;
    const { user, router } = renderStep4({
      assetType: SINGLE,
      wizard: {
        without_user: true,
        lookup: null,
        client_email: '',
        // As a reload finds it: a place already chosen in the address block (mode 2).
        equipment: {
          draft: {
            key: draftKey,
            values: {
              address: {
                mode: 'new',
                id_domicile: null,
                domicile_name: 'Workshop',
                place: RIVOLI,
                show_map: false,
              },
            },
            applied: [],
          },
          submission: null,
        },
      },
    });
    // The address block's search field offers the chosen place again (its suggestions come from our server).
    server.use(...geoHandlers());
    const tank = await screen.findByRole('region', { name: 'Tank' });
    expect(screen.queryByRole('combobox', { name: /^customer/i })).not.toBeInTheDocument();
    await fill(user, field(/name of the equipment/i), 'Workshop tank');
    await fillTank(user, tank);
    await user.click(next());
    await waitFor(() => expect(router.state.location.pathname).toBe('/result'));
    const body = sent.installations[0]?.body as Record<string, unknown>;
    expect(body.client).toBeNull();
    expect(body.domicile_name).toBe('Workshop');
    expect(body.domicile).toMatchObject({
      address: RIVOLI.formatted_address,
      postal_code: '75001',
      route: 'Rue de Rivoli',
    });
  });
});

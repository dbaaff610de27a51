import { type AssetType, api, type DeviceCheck } from '@installer/contracts';
import { screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { demoAssetTypes, demoDevices } from '../../../test/demo-data.ts';
import { apiUrl, errorResponse } from '../../../test/handlers.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { server } from '../../../test/server.ts';
import { getWizard, type WizardState } from '../../../wizard-core/wizard-store.ts';

function atStep3(device: DeviceCheck | undefined, wizard: Partial<WizardState> = {}) {
  return renderApp('/installation', {
    wizard: {
      step: 'asset_type',
      device: device ?? null,
      device_number: device?.device_number ?? '',
      ...wizard,
    },
  });
}

const TITLE = 'Choose the equipment type';
const labelOf = (radio: HTMLElement) => radio.closest('label')?.textContent;
const group = (name: 'Equipment' | 'Modules') =>
  screen.findByRole('radiogroup', { name: `${TITLE} ${name}` });
const labelsIn = async (name: 'Equipment' | 'Modules') =>
  within(await group(name))
    .getAllByRole('radio')
    .map(labelOf);

let nextId = 500;
const type = (
  key: string,
  value: string,
  description: string,
  idModule: number | null = null,
): AssetType => ({
  id_referential: nextId++,
  key,
  value,
  description,
  id_module: idModule,
  id_asset_generic_module: key === 'generic' ? 1 : null,
});

/** A long catalogue like the demo professional's (apps/api/src/db/demo), in the server's order. */
const CATALOGUE: AssetType[] = [
  type('cuve', 'Tank (level sensor)', 'Heating oil, diesel or water tank measured by a level sensor.'),
  type('silo', 'Silo (level sensor)', 'Grain, animal feed or pellet silo.'),
  type('generic', 'Generic equipment', 'Any other equipment: boiler, cable reel…'),
  type('generic', 'Beehive', 'Hive standing on a connected scale.'),
  type('GNC_16SNSR', '16-tank controller', 'One controller measuring up to sixteen tanks.', 1),
  type('GNC_BMTR', 'B-Meters water meter', 'Remote reading of a B-Meters water meter.', 3),
  type('GNC_CNT', 'Pulse counter', 'Reading of a pulse counter (water, gas, fuel).', 7),
  type('GNC_GAS', 'LPG or industrial gas tank', 'LPG or industrial gas tanks: fill level and pressure.', 10),
  type('GNC_H2', 'Hydrogen container', 'Pressure and hydrogen mass of a container.', 12),
  type('GNC_HIVE', 'Beekeeping scale (weight, climate)', 'Weight, temperature and humidity of a hive.', 13),
  type('GNC_NETWORK', 'Network equipment', 'Availability and link quality of a network device.', 14),
  type('GNC_SILO', 'Silo (module)', 'Feed or grain silos followed by module: fill level and mass.', 18),
  type('GNC_TANK', 'Tank (module)', 'Liquid tank followed by module: level, volume and fill level.', 19),
  type('GNC_EMPT', 'Blank module (no preset model)', 'Only the basic details are asked for.', 9),
];
/** On desk V2 (10000002) the cuve type is removed (spec §4): 13 types remain. */
const V2_COUNT = CATALOGUE.length - 1;

function serveCatalogue(types: AssetType[] = CATALOGUE) {
  server.use(http.get(apiUrl(api.assetTypes), () => HttpResponse.json({ data: types })));
}

describe('step 3: the equipment type (spec §2, §4)', () => {
  it('on desk V1 offers every type but GNC_TANK, with their descriptions', async () => {
    atStep3(demoDevices['10000001']);
    expect(await labelsIn('Equipment')).toEqual([
      'Tank (level sensor) Fuel, water or chemical tank',
      'Silo (level sensor) Grain or feed silo',
      'Generic equipment',
    ]);
    // No module is left, so no empty Modules group.
    expect(screen.queryByRole('heading', { level: 2, name: 'Modules' })).not.toBeInTheDocument();
  });

  it('on desk V2 removes the cuve type', async () => {
    atStep3(demoDevices['10000002']);
    expect(await labelsIn('Equipment')).toEqual([
      'Silo (level sensor) Grain or feed silo',
      'Generic equipment',
    ]);
    expect(await labelsIn('Modules')).toEqual(['Tank (module) Liquid tank followed by module']);
  });

  it('groups equipment then modules, each under its heading, the common kinds first', async () => {
    serveCatalogue();
    atStep3(demoDevices['10000002']);
    const headings = await screen.findAllByRole('heading', { level: 2 });
    expect(headings.map((heading) => heading.textContent)).toEqual(['Equipment', 'Modules']);
    const names = async (name: 'Equipment' | 'Modules') =>
      (await labelsIn(name)).map((label) => CATALOGUE.find((t) => label?.startsWith(t.value))?.value);
    // Desk V2: no cuve. Silo, then generic, then the rest (the beehive) by name.
    expect(await names('Equipment')).toEqual(['Silo (level sensor)', 'Generic equipment', 'Beehive']);
    // GNC_TANK, GNC_GAS, GNC_SILO first, then alphabetically, numbers in numeric order.
    expect(await names('Modules')).toEqual([
      'Tank (module)',
      'LPG or industrial gas tank',
      'Silo (module)',
      '16-tank controller',
      'B-Meters water meter',
      'Beekeeping scale (weight, climate)',
      'Blank module (no preset model)',
      'Hydrogen container',
      'Network equipment',
      'Pulse counter',
    ]);
  });

  it('shows no filter for a short list', async () => {
    atStep3(demoDevices['10000002']);
    await group('Equipment');
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
  });

  it('filters a long list by name and description, ignoring case and accents, and counts the matches', async () => {
    serveCatalogue([
      ...CATALOGUE,
      type('GNC_CHMRC', 'Station de retraitement', 'Niveau des produits chimiques.', 6),
    ]);
    const { user } = atStep3(demoDevices['10000002']);
    const filter = await screen.findByRole('searchbox', { name: 'Find a type' });
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('');

    await user.type(filter, 'GAS');
    // By name (the gas tank) and by description (the pulse counter reads water, gas, fuel).
    expect(await labelsIn('Modules')).toEqual([
      expect.stringMatching(/^LPG or industrial gas tank/),
      expect.stringMatching(/^Pulse counter/),
    ]);
    expect(screen.queryByRole('radiogroup', { name: `${TITLE} Equipment` })).not.toBeInTheDocument();
    expect(status).toHaveTextContent(`Matching types: 2 of ${V2_COUNT + 1}`);

    await user.clear(filter);
    await user.type(filter, 'humidITY');
    expect(await labelsIn('Modules')).toEqual([expect.stringMatching(/^Beekeeping scale/)]);

    await user.clear(filter);
    await user.type(filter, 'CHIMIQUE niveau');
    expect(await labelsIn('Modules')).toEqual([expect.stringMatching(/^Station de retraitement/)]);

    await user.clear(filter);
    expect(await labelsIn('Modules')).toHaveLength(11);
    expect(await labelsIn('Equipment')).toHaveLength(3);
    expect(status).toHaveTextContent('');
  });

  it('says when nothing matches, and lists nothing', async () => {
    serveCatalogue();
    const { user } = atStep3(demoDevices['10000002']);
    await user.type(await screen.findByRole('searchbox', { name: 'Find a type' }), 'boat');
    expect(screen.getByRole('status')).toHaveTextContent(
      'No type matches “boat”. Try another word or clear the search.',
    );
    expect(screen.queryAllByRole('radio')).toEqual([]);
    expect(screen.queryByRole('heading', { level: 2 })).not.toBeInTheDocument();
  });

  it('keeps the chosen type listed and chosen while the filter hides its kind', async () => {
    serveCatalogue();
    const { user } = atStep3(demoDevices['10000002']);
    await user.click(await screen.findByRole('radio', { name: /^Silo \(module\)/ }));
    await user.type(screen.getByRole('searchbox', { name: 'Find a type' }), 'hydrogen');
    // In its place of the order: GNC_SILO is one of the common kinds.
    expect(await labelsIn('Modules')).toEqual([
      expect.stringMatching(/^Silo \(module\)/),
      expect.stringMatching(/^Hydrogen container/),
    ]);
    expect(screen.getByRole('radio', { name: /^Silo \(module\)/ })).toBeChecked();
    expect(screen.getByRole('status')).toHaveTextContent(`Matching types: 1 of ${V2_COUNT}`);

    await user.type(screen.getByRole('searchbox'), ' boat');
    expect(screen.getByRole('status')).toHaveTextContent('No type matches “hydrogen boat”.');
    expect(screen.getAllByRole('radio')).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByRole('heading', { level: 1, name: 'Equipment' });
    expect(getWizard().asset_type?.key).toBe('GNC_SILO');
  });

  it('chooses through the filter; Enter in the filter does not leave the step', async () => {
    serveCatalogue();
    const { user } = atStep3(demoDevices['10000002']);
    const filter = await screen.findByRole('searchbox', { name: 'Find a type' });
    await user.type(filter, 'network{Enter}');
    expect(screen.getByRole('heading', { level: 1, name: 'Equipment type' })).toBeInTheDocument();
    expect(filter).not.toHaveFocus();
    expect(screen.queryByText('Choose an equipment type')).not.toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: /^Network equipment/ }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByRole('heading', { level: 1, name: 'Equipment' });
    expect(getWizard().asset_type?.key).toBe('GNC_NETWORK');
  });

  it('one choice across both groups: the radios share one name (one tab stop, arrows go through both)', async () => {
    serveCatalogue();
    atStep3(demoDevices['10000002']);
    await group('Modules');
    const names = new Set(screen.getAllByRole('radio').map((radio) => radio.getAttribute('name')));
    expect(names.size).toBe(1);
  });

  it('preselects the single remaining type', async () => {
    server.use(
      http.get(apiUrl(api.assetTypes), () =>
        HttpResponse.json({
          data: demoAssetTypes.filter((type) => type.key === 'cuve' || type.key === 'GNC_TANK'),
        }),
      ),
    );
    const { user } = atStep3(demoDevices['10000001']);
    const [only] = within(await group('Equipment')).getAllByRole('radio');
    expect(only).toBeChecked();
    expect(getWizard().asset_type?.key).toBe('cuve');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByRole('heading', { level: 1, name: 'Equipment' });
  });

  it('requires a type before Next', async () => {
    const { user } = atStep3(demoDevices['10000001']);
    await group('Equipment');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('Choose an equipment type')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: /Silo/ }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByRole('heading', { level: 1, name: 'Equipment' });
    expect(getWizard().asset_type?.key).toBe('silo');
  });

  it("shows the professional's name when installing without a user", async () => {
    atStep3(demoDevices['10000001'], { without_user: true });
    expect(
      await screen.findByText('Installing on the professional account of Demo Installations'),
    ).toBeInTheDocument();
  });

  it("does not show it for a client's installation", async () => {
    atStep3(demoDevices['10000001'], { without_user: false });
    await group('Equipment');
    expect(screen.queryByText(/professional account of/)).not.toBeInTheDocument();
  });

  it('shows error_get_asset_types when the list cannot be loaded', async () => {
    server.use(http.get(apiUrl(api.assetTypes), () => errorResponse(500, 'internal')));
    atStep3(demoDevices['10000001']);
    expect(await screen.findByRole('alert')).toHaveTextContent('The equipment types could not be loaded');
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('without a checked device, goes back to step 2', async () => {
    atStep3(undefined);
    expect(await screen.findByRole('heading', { level: 1, name: 'Device number' })).toBeInTheDocument();
  });
});

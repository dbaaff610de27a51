import type { AssetType, DeviceCheck, DisplayOptions, Session } from '@installer/contracts';

/** The demo data of DESIGN §4, as the server seeds it, for the MSW handlers of component tests. */
export const DEMO_TOKEN = 'demo-token';
export const DEMO_EMAIL = 'installer@demo.test';
export const DEMO_PASSWORD = 'demo-installer';

export const demoSession: Session = {
  token: DEMO_TOKEN,
  expires_at: '2999-01-01T00:00:00.000Z',
  installer: {
    id_installer: 1,
    email: DEMO_EMAIL,
    name: 'Demo Installer',
    id_professional: 1,
    uid_professional: 'demo-pro',
    name_professional: 'Demo Installations',
    role: 'installer',
  },
};

export const defaultDisplayOptions: DisplayOptions = {
  src_logo: '/logo-demo.svg',
  url_platform: 'https://platform.example.test',
  tunnel_installation_url: null,
  primary: '#00695c',
  src_favicon: '/favicon-demo.svg',
};

const installation = { notice: null, description: 'Screw the sensor on the tank.', introduction: null };

function device(
  number: string,
  overrides: Partial<DeviceCheck> & Pick<DeviceCheck, 'id_device' | 'authorized_desk_version'>,
): DeviceCheck {
  return {
    is_installable: true,
    id_professional: 1,
    uid_professional: 'demo-pro',
    name_professional: 'Demo Installations',
    id_device_referentiel: 100,
    id_device_referential: 100,
    device_number: number,
    value_type_device: 'tank',
    url_device_detail: `https://platform.example.test/devices/${number}`,
    installation,
    ...overrides,
  };
}

export const demoDevices: Record<string, DeviceCheck> = {
  '10000001': device('10000001', { id_device: 1, authorized_desk_version: 'V1' }),
  '10000002': device('10000002', { id_device: 2, authorized_desk_version: 'V2' }),
  '10000244': device('10000244', {
    id_device: 3,
    authorized_desk_version: 'V2',
    id_device_referentiel: 244,
    id_device_referential: 244,
  }),
  '10000230': device('10000230', {
    id_device: 4,
    authorized_desk_version: 'V2',
    id_device_referentiel: 230,
    id_device_referential: 230,
    value_type_device: 'weight',
  }),
  '10000404': device('10000404', { id_device: 5, authorized_desk_version: 'V1', is_installable: false }),
};

export const demoSerials: Record<string, string> = { 'SN-BEE-0001': '10000230' };

export const demoAssetTypes: AssetType[] = [
  {
    id_referential: 11,
    key: 'cuve',
    value: 'Tank (level sensor)',
    description: 'Fuel, water or chemical tank',
    id_module: null,
    id_asset_generic_module: null,
  },
  {
    id_referential: 12,
    key: 'silo',
    value: 'Silo (level sensor)',
    description: 'Grain or feed silo',
    id_module: null,
    id_asset_generic_module: null,
  },
  {
    id_referential: 13,
    key: 'generic',
    value: 'Generic equipment',
    description: null,
    id_module: null,
    id_asset_generic_module: 1,
  },
  {
    id_referential: 14,
    key: 'GNC_TANK',
    value: 'Tank (module)',
    description: 'Liquid tank followed by module',
    id_module: 1,
    id_asset_generic_module: null,
  },
];

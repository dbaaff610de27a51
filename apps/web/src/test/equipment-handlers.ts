import {
  api,
  type Brand,
  type BrandType,
  type Domicile,
  type GenericModel,
  type InstallationResult,
  type Liquid,
  type LocalisationType,
  type ModelWithFigures,
  type ModuleDetail,
  type ModuleFormInput,
  type PublicClient,
} from '@installer/contracts';
import { HttpResponse, http } from 'msw';
import { apiUrl, errorResponse } from './handlers.ts';

/** Test data of the step 4 and 5 calls, shaped as the server's demo seed answers them (DESIGN §4). */
const LIQUIDS: Record<string, Liquid[]> = {
  cuve: [
    { id_asset_liquid: 1, name: 'Heating Oil' },
    { id_asset_liquid: 3, name: 'Propane' },
    { id_asset_liquid: 12, name: 'Waste oil' },
  ],
  silo: [
    { id_asset_liquid: 20, name: 'Wheat' },
    { id_asset_liquid: 21, name: 'Maize' },
  ],
  generic: [
    { id_asset_liquid: 40, name: 'Acacia honey' },
    { id_asset_liquid: 41, name: 'Chestnut honey' },
  ],
};
const MODULE_LIQUIDS: Liquid[] = [
  { id_asset_liquid: 1, name: 'Heating Oil' },
  { id_asset_liquid: 2, name: 'Diesel' },
];

const LOCALISATIONS: LocalisationType[] = [
  { id_referential: 1, value: 'Indoor' },
  { id_referential: 2, value: 'Outdoor' },
  { id_referential: 3, value: 'Underground' },
];

const BRANDS: Record<BrandType, Brand[]> = {
  CUVE: [
    { id_brand_reference: 1, name: 'Roth' },
    { id_brand_reference: 2, name: 'Sotralentz' },
  ],
  SILO: [{ id_brand_reference: 5, name: 'Symaga' }],
};
/** Models with the catalogue's figures (volume in litres, dimensions in cm), as the demo seed has them. */
const MODELS: Record<number, ModelWithFigures[]> = {
  1: [
    {
      id_model_reference: 10,
      trade_name: 'DWT plus 1000',
      tank: { tank_type: 1, volume: 1000, height: 150, length: 98.1, width: 68 },
      silo: null,
    },
    {
      id_model_reference: 11,
      trade_name: 'DWT plus 1500',
      tank: { tank_type: 1, volume: 1500, height: 150, length: 147.1, width: 68 },
      silo: null,
    },
  ],
  // A model the catalogue has no figures for: the installer types them.
  2: [{ id_model_reference: 20, trade_name: 'Duo 750', tank: null, silo: null }],
  5: [
    {
      id_model_reference: 50,
      trade_name: 'Feed silo 12 t',
      tank: null,
      silo: {
        silo_type: 9,
        volume: 18500,
        height: 570,
        diameter_right_side: 230,
        length_right_side: null,
        width_right_side: null,
        cone_height: 190,
        width_min_cone: null,
        length_diameter_min_cone: 30,
      },
    },
  ],
};

const GENERIC_MODELS: Record<number, GenericModel> = {
  1: {
    id_asset_generic_module: 1,
    name: 'Water meter pit',
    form_inputs: [
      { name: 'reference', label: 'Reference', type: 'string', required: true },
      { name: 'capacity', label: 'Capacity', type: 'int', required: false },
      { name: 'outdoor', label: 'Outdoor', type: 'boolean', required: false },
      { name: 'commissioned_at', label: 'Commissioned at', type: 'datetime', required: true },
    ],
  },
  5: {
    id_asset_generic_module: 5,
    name: 'Hive',
    form_inputs: [
      { name: 'hive_name', label: 'Hive name', type: 'string', required: true },
      { name: 'frame_count', label: 'Number of frames', type: 'int', required: true },
      { name: 'queen_marked', label: 'Queen marked', type: 'boolean', required: false },
    ],
  },
};

const input = (partial: Partial<ModuleFormInput> & Pick<ModuleFormInput, 'name' | 'label' | 'type'>) => ({
  required: false,
  multiplier: null,
  enum: null,
  parent_enum: null,
  child_enum: null,
  unit: null,
  ...partial,
});

const wall = [
  { value: 'single', label: 'Single wall' },
  { value: 'double', label: 'Double wall' },
];
const tankInputs: ModuleFormInput[] = [
  input({ name: 'tank_label', label: 'Tank label', type: 'string' }),
  input({ name: 'sensor_input', label: 'Sensor input number', type: 'int', required: true }),
  input({
    name: 'material',
    label: 'Material',
    type: 'enum',
    required: true,
    enum: [
      { value: 'steel', label: 'Steel' },
      { value: 'concrete', label: 'Concrete' },
    ],
  }),
  input({
    name: 'wall_type',
    label: 'Wall type',
    type: 'child_enum',
    parent_enum: 'material',
    child_enum: {
      steel: wall,
      concrete: [
        { value: 'lined', label: 'Lined' },
        { value: 'unlined', label: 'Unlined' },
      ],
    },
  }),
  input({
    name: 'capacity',
    label: 'Capacity',
    type: 'float',
    required: true,
    multiplier: 1_000_000,
    unit: 'L',
  }),
  input({ name: 'height', label: 'Height', type: 'float', required: true, multiplier: 10, unit: 'cm' }),
  input({ name: 'is_buried', label: 'Buried tank', type: 'boolean' }),
];

const metrics = { metrics: [] };
export const MODULES: Record<number, ModuleDetail> = {
  /** One model: forced active (spec §4). */
  19: {
    id_module: 19,
    key: 'GNC_TANK',
    name: 'Tanks',
    total_models: 1,
    asset_models: [
      {
        id_asset_model: 1901,
        name: 'Tank',
        path_model: 'tanks.tank_1',
        form_inputs: tankInputs,
        config: { tank_type: null },
      },
    ],
    default_metrics_configuration: metrics,
  },
  /** Two models: toggled, the first active by default (spec §4). */
  2: {
    id_module: 2,
    key: 'GNC_8SNSR',
    name: '8-tank controller',
    total_models: 2,
    asset_models: [
      {
        id_asset_model: 201,
        name: 'Tank 1',
        path_model: 'tanks.tank_1',
        form_inputs: tankInputs,
        config: { tank_type: null },
      },
      {
        id_asset_model: 202,
        name: 'Tank 2',
        path_model: 'tanks.tank_2',
        form_inputs: tankInputs,
        config: { tank_type: null },
      },
    ],
    default_metrics_configuration: metrics,
  },
};

export const USER_DOMICILES: Domicile[] = [
  { id_domicile: 31, address_name: 'Home', address: '12 Rue des Lilas', city: 'Lyon', postal_code: '69003' },
  { id_domicile: 32, address_name: 'Farm', address: 'La Ferme Haute', city: 'Bourg', postal_code: '01000' },
];
const CLIENTS: PublicClient[] = [
  { id_client: 71, uid: 'client-dupont', client_space_name: 'Dupont Fuels' },
  { id_client: 72, uid: 'client-martin', client_space_name: 'Martin Farm' },
];
const CLIENT_DOMICILES: Record<string, Domicile[]> = {
  'client-dupont': [
    {
      id_domicile: 41,
      address_name: 'Depot',
      address: '5 Rue du Port',
      city: 'Nantes',
      postal_code: '44000',
    },
  ],
  'client-martin': [],
};

/** What the app sent to the calls that write, for assertions. */
export const sent = {
  installations: [] as { body: unknown; key: string | null }[],
  /** PUT /installation/{id}: the edits of an installation already created. */
  updates: [] as { id: number; body: unknown; key: string | null }[],
  externalConfigs: [] as { idDevice: string; body: unknown }[],
  clients: [] as unknown[],
};

let nextId = 500;
function installationAnswer(idDevice: number, deviceNumber: string): InstallationResult {
  nextId += 1;
  return {
    id_installation: nextId,
    id_asset: nextId,
    id_device: idDevice,
    device_number: deviceNumber,
    id_domicile: 31,
    created_at: '2026-11-22T10:00:00.000Z',
  };
}

/** The handlers of step 4's and step 5's calls; installation creation answers like the server (idempotent). */
export function equipmentHandlers() {
  sent.installations.length = 0;
  sent.updates.length = 0;
  sent.externalConfigs.length = 0;
  sent.clients.length = 0;
  const byKey = new Map<string, InstallationResult>();
  return [
    http.get(apiUrl(api.liquidsByType), ({ params }) =>
      HttpResponse.json({ data: LIQUIDS[String(params.type_key)] ?? [] }),
    ),
    http.get(apiUrl(api.moduleLiquids), () => HttpResponse.json({ data: MODULE_LIQUIDS })),
    http.get(apiUrl(api.localisationTypes), () => HttpResponse.json({ data: LOCALISATIONS })),
    http.get(apiUrl(api.brands), ({ request }) => {
      const type = new URL(request.url).searchParams.get('type') === 'SILO' ? 'SILO' : 'CUVE';
      return HttpResponse.json({ data: BRANDS[type] });
    }),
    http.get(apiUrl(api.models), ({ params }) =>
      HttpResponse.json({ data: MODELS[Number(params.id_brand_reference)] ?? [] }),
    ),
    http.get(apiUrl(api.genericModule), ({ params }) => {
      const model = GENERIC_MODELS[Number(params.id)];
      return model ? HttpResponse.json({ data: model }) : errorResponse(404, 'not_found');
    }),
    http.get(apiUrl(api.moduleById), ({ params }) => {
      const module = MODULES[Number(params.id_module)];
      return module ? HttpResponse.json({ data: module }) : errorResponse(404, 'not_found');
    }),
    http.get(apiUrl(api.userClientDomiciles), () => HttpResponse.json({ data: USER_DOMICILES })),
    http.get(apiUrl(api.professionalPublicClients), () => HttpResponse.json({ data: CLIENTS })),
    http.get(apiUrl(api.clientPublicDomiciles), ({ params }) =>
      HttpResponse.json({ data: CLIENT_DOMICILES[String(params.uid)] ?? [] }),
    ),
    http.post(apiUrl(api.createClient), async ({ request }) => {
      const body = (await request.json()) as { nom_entreprise: string; client_space_name?: string };
      sent.clients.push(body);
      const client = {
        id_client: 99,
        uid: 'client-new',
        client_space_name: body.client_space_name || body.nom_entreprise,
      };
      return HttpResponse.json({ data: client }, { status: 201 });
    }),
    http.post(apiUrl(api.createInstallation), async ({ request }) => {
      const body = (await request.json()) as { device_number?: string; id_device?: number };
      const key = request.headers.get('Idempotency-Key');
      sent.installations.push({ body, key });
      const known = key ? byKey.get(key) : undefined;
      const answer = known ?? installationAnswer(body.id_device ?? 1, body.device_number ?? '10000001');
      if (key) byKey.set(key, answer);
      return HttpResponse.json({ data: answer }, { status: 201 });
    }),
    http.put(apiUrl(api.updateInstallation), async ({ request, params }) => {
      const body = (await request.json()) as { device_number?: string; id_device?: number };
      const id = Number(params.id_installation);
      sent.updates.push({ id, body, key: request.headers.get('Idempotency-Key') });
      const answer = {
        ...installationAnswer(body.id_device ?? 1, body.device_number ?? '10000001'),
        id_installation: id,
        updated_at: '2026-11-22T10:05:00.000Z',
      };
      return HttpResponse.json({ data: answer });
    }),
    http.get(apiUrl(api.deviceReferentialName), () =>
      HttpResponse.json({ data: 'Otodata propane tank monitor' }),
    ),
    http.get(apiUrl(api.liquidName), ({ params }) => {
      const liquid = Object.values(LIQUIDS)
        .flat()
        .find((l) => l.id_asset_liquid === Number(params.id));
      return liquid ? HttpResponse.json({ data: liquid.name }) : errorResponse(404, 'not_found');
    }),
    http.get(apiUrl(api.assetModelReference), ({ params }) => {
      const model = Object.values(MODELS)
        .flat()
        .find((m) => m.id_model_reference === Number(params.id));
      return model ? HttpResponse.json({ data: model }) : errorResponse(404, 'not_found');
    }),
    http.post(apiUrl(api.externalConfig), async ({ request, params }) => {
      const body = await request.json();
      sent.externalConfigs.push({ idDevice: String(params.id_device), body });
      return HttpResponse.json({ data: { id_configuration: 1, product: 'Propane', forwarded: false } });
    }),
  ];
}

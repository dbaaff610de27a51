import {
  API_PREFIX,
  type AssetType,
  type ClassicInstallationBody,
  type DeviceCheck,
  type IngestBody,
  type Liquid,
  type LocalisationType,
  type Session,
} from '@installer/contracts';
import { BENCH_INGEST_KEY } from './servers.ts';

/** DESIGN §4 demo accounts. */
export const DEMO_INSTALLER = 'installer@demo.test';
export const DEMO_PASSWORD = 'demo-installer';

export interface ApiAnswer<T> {
  status: number;
  data: T;
}

/** One API call over HTTP; answers the status and the envelope's data (or the whole body on an error). */
export async function call<T>(
  baseUrl: string,
  method: 'GET' | 'POST',
  urlPath: string,
  options: { token?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<ApiAnswer<T>> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`${baseUrl}${API_PREFIX}${urlPath}`, {
    method,
    headers,
    ...(options.body !== undefined ? { body: JSON.stringify(options.body) } : {}),
  });
  const text = await response.text();
  const parsed = text ? (JSON.parse(text) as { data?: T }) : {};
  return { status: response.status, data: (parsed.data ?? parsed) as T };
}

async function ok<T>(answer: Promise<ApiAnswer<T>>, what: string): Promise<T> {
  const { status, data } = await answer;
  if (status >= 300) throw new Error(`${what}: ${status} ${JSON.stringify(data)}`);
  return data;
}

export async function signIn(baseUrl: string, email = DEMO_INSTALLER): Promise<Session> {
  return ok(
    call<Session>(baseUrl, 'POST', '/auth/login', { body: { email, password: DEMO_PASSWORD } }),
    `sign-in of ${email}`,
  );
}

export function checkDevice(baseUrl: string, token: string, deviceNumber: string): Promise<DeviceCheck> {
  return ok(
    call<DeviceCheck>(baseUrl, 'GET', `/device/${deviceNumber}/is_installable`, { token }),
    `is_installable ${deviceNumber}`,
  );
}

/** The reference ids a tank installation needs, read through the API as the app reads them. */
export interface TankReferences {
  id_professional: number;
  id_referential: number;
  id_liquid_type: number;
  id_localisation_type: number;
}

export async function tankReferences(baseUrl: string, session: Session): Promise<TankReferences> {
  const token = session.token;
  const id = session.installer.id_professional;
  const types = await ok(
    call<AssetType[]>(baseUrl, 'GET', `/professional/${id}/asset_types`, { token }),
    'types',
  );
  const tank = types.find((type) => type.key === 'cuve');
  if (!tank) throw new Error(`no cuve asset type among ${types.map((type) => type.key).join(', ')}`);
  const liquids = await ok(
    call<Liquid[]>(baseUrl, 'GET', `/professional/${id}/asset_liquids/type/${tank.key}`, { token }),
    'liquids',
  );
  const places = await ok(
    call<LocalisationType[]>(baseUrl, 'GET', '/referential/localisation_types/en', { token }),
    'localisation types',
  );
  const liquid = liquids[0];
  const place = places[0];
  if (!liquid || !place) throw new Error('the demo data has no liquid or no localisation type');
  return {
    id_professional: id,
    id_referential: tank.id_referential,
    id_liquid_type: liquid.id_asset_liquid,
    id_localisation_type: place.id_referential,
  };
}

/** spec §7 classic installation payload of a rectangular fuel tank at a new address. */
export function tankInstallation(
  deviceNumber: string,
  refs: TankReferences,
  seq = 0,
): ClassicInstallationBody {
  return {
    device_number: deviceNumber,
    id_professional: refs.id_professional,
    id_referential: refs.id_referential,
    id_user: null,
    asset: {
      name: `Fuel tank ${deviceNumber}`,
      description: 'Garage, left of the door',
      specification: {
        offset: 0,
        id_liquid_type: refs.id_liquid_type,
        id_localisation_type: refs.id_localisation_type,
        index_monitoring_type: 1,
        index_screw_number: 0,
      },
      tank: {
        know_model_brand_asset: false,
        tank_type: 1,
        is_mobile: false,
        volume: 1200,
        height: 100,
        length: 120,
        width: 100,
      },
      domicile: {
        mode: 'new',
        domicile_name: `Site ${seq}`,
        new_domicile: {
          address: `${10 + (seq % 80)} Rue de la Paix, 75002 Paris, France`,
          street_number: String(10 + (seq % 80)),
          route: 'Rue de la Paix',
          locality: 'Paris',
          postal_code: '75002',
          country: 'France',
          country_code: 'FR',
          latitude: 48.8686,
          longitude: 2.3319,
        },
      },
    },
  };
}

export function ingest(baseUrl: string, body: IngestBody): Promise<unknown> {
  return ok(
    call(baseUrl, 'POST', '/ingest/emissions', { body, headers: { 'x-ingest-key': BENCH_INGEST_KEY } }),
    'ingest',
  );
}

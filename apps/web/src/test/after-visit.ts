import {
  api,
  type HandoverReport,
  type InstallationListItem,
  type InstallationPage,
  type Reading,
} from '@installer/contracts';
import { HttpResponse, http } from 'msw';
import { demoDevices } from './demo-data.ts';
import { apiUrl } from './handlers.ts';
import { server } from './server.ts';

/** Test data and handlers of the after-visit calls: My installations, readings, report, swap. */

const tank = demoDevices['10000001'];

/** A row of GET /installations as the server answers it: demo device 10000001 on client@demo.test's farm. */
export function installationItem(overrides: Partial<InstallationListItem> = {}): InstallationListItem {
  return {
    id_installation: 41,
    created_at: '2026-11-24T08:00:00.000Z',
    kind: 'classic',
    state: 'waiting',
    last_emission_at: null,
    signal_quality: null,
    device: {
      id_device: 1,
      device_number: '10000001',
      id_professional: 1,
      id_device_referential: 100,
      referential_name: 'Level sensor',
      value_type_device: 'tank',
      url_device_detail: tank?.url_device_detail ?? 'https://platform.example.test/devices/10000001',
      installation: { notice: null, description: 'Screw the sensor on the tank.', introduction: null },
      installed_at: '2026-11-24T08:00:00.000Z',
    },
    id_module: null,
    customer: { id_user: 7, id_client: null, email: 'client@demo.test', name: null },
    address: {
      id_domicile: 32,
      address_name: 'Farm',
      address: 'La Ferme Haute',
      city: 'Bourg',
      postal_code: '01000',
      geocoding: null,
    },
    equipment: { id_asset: 61, type_key: 'cuve', type_name: 'Tank (level sensor)', name: 'Fuel tank' },
    review: null,
    ...overrides,
  };
}

export function installationPage(
  items: InstallationListItem[],
  overrides: Partial<InstallationPage> = {},
): InstallationPage {
  return {
    items,
    next_cursor: null,
    silent_after_hours: 48,
    as_of: '2026-11-24T10:00:00.000Z',
    ...overrides,
  };
}

/**
 * Answers GET /installations with `answer(query)` (a page, or a Response such as a network error) and
 * records each query string's parameters.
 */
export function serveInstallations(answer: (query: URLSearchParams) => InstallationPage | Response) {
  const queries: URLSearchParams[] = [];
  server.use(
    http.get(apiUrl(api.myInstallations), ({ request }) => {
      const query = new URL(request.url).searchParams;
      queries.push(query);
      const page = answer(query);
      return page instanceof Response ? page : HttpResponse.json({ data: page });
    }),
  );
  return queries;
}

export function reading(overrides: Partial<Reading> = {}): Reading {
  return {
    mesure: 1188,
    hauteur_liquide: 812,
    signal_quality: 2,
    volume: null,
    weight: null,
    message_id: 'm1',
    emitted_at: '2026-11-24T08:05:00.000Z',
    received_at: '2026-11-24T08:05:01.000Z',
    ...overrides,
  };
}

/** A report token: 43 characters of base64url, as the server makes them. */
export const REPORT_TOKEN = 'AbCdEfGhIjKlMnOpQrStUvWxYz0123456789-_AbCdE';

export function handoverReport(overrides: Partial<HandoverReport> = {}): HandoverReport {
  return {
    language: 'fr',
    expires_at: '2026-12-24T08:00:00.000Z',
    installed_at: '2026-11-24T08:00:00.000Z',
    professional: {
      name: 'Demo Installations',
      display: {
        src_logo: '/logo-demo.svg',
        url_platform: null,
        tunnel_installation_url: null,
        primary: '#00695c',
        src_favicon: null,
      },
    },
    installer: { name: 'Demo Installer' },
    device: {
      device_number: '10000001',
      referential_name: 'Level sensor',
      value_type_device: 'tank',
      installed_at: '2026-11-24T08:00:00.000Z',
    },
    previous_devices: [],
    equipment: {
      type_key: 'cuve',
      type_name: 'Cuve (capteur de niveau)',
      name: 'Cuve fioul',
      description: 'Derrière la grange',
      liquid: 'Fioul domestique',
      specification: {
        kind: 'tank',
        tank_type: 1,
        is_mobile: false,
        volume: 2000,
        height: 100,
        length: 200,
        width: 100,
        brand: null,
        model: null,
      },
    },
    address: {
      address_name: 'Ferme',
      address: 'La Ferme Haute',
      city: 'Bourg',
      postal_code: '01000',
      country: 'France',
      latitude: 46.2,
      longitude: 5.22,
    },
    photos: [
      {
        id_photo: 5,
        url: `/api/v1/report/${REPORT_TOKEN}/photos/5`,
        variants: [720, 1080].map((width) => ({
          width,
          url: `/api/v1/report/${REPORT_TOKEN}/photos/5?w=${width}`,
        })),
        content_type: 'image/jpeg',
        created_at: '2026-11-24T08:10:00.000Z',
      },
    ],
    first_measurement: {
      mesure: 1188,
      hauteur_liquide: 812,
      signal_quality: 4,
      volume: null,
      weight: null,
      emitted_at: '2026-11-24T08:05:00.000Z',
      received_at: '2026-11-24T08:05:01.000Z',
    },
    metrics: null,
    ...overrides,
  };
}

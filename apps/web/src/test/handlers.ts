import { API_PREFIX, api, type EndpointDef, type ErrorCode } from '@installer/contracts';
import { HttpResponse, http } from 'msw';
import {
  DEMO_EMAIL,
  DEMO_PASSWORD,
  DEMO_TOKEN,
  defaultDisplayOptions,
  demoAssetTypes,
  demoDevices,
  demoSerials,
  demoSession,
} from './demo-data.ts';

/** The MSW path of an endpoint, on any origin (jsdom's, or bee.localhost in beehive tests). */
export function apiUrl(endpoint: EndpointDef): string {
  return `*${API_PREFIX}${endpoint.path}`;
}

export function errorResponse(status: number, code: ErrorCode | string, message = code) {
  return HttpResponse.json({ error: { code, message } }, { status });
}

/** Every error-log post the app made during the test, for assertions (spec §7). */
export const errorLogs: { error: string; message: string }[] = [];

/** Like the server, signed-in calls without the demo token answer 401. */
function signedIn(request: Request): boolean {
  return request.headers.get('Authorization') === `Bearer ${DEMO_TOKEN}`;
}

const unauthorized = () => errorResponse(401, 'unauthorized', 'sign in');

export const handlers = [
  http.post(apiUrl(api.login), async ({ request }) => {
    const body = (await request.json()) as { email?: string; password?: string };
    if (body.email === DEMO_EMAIL && body.password === DEMO_PASSWORD) {
      return HttpResponse.json({ data: demoSession });
    }
    return errorResponse(401, 'invalid_credentials');
  }),
  http.post(apiUrl(api.logout), () => HttpResponse.json({ data: { revoked: true } })),
  http.post(apiUrl(api.errorLog), async ({ request }) => {
    errorLogs.push((await request.json()) as { error: string; message: string });
    return HttpResponse.json({ data: { logged: true } }, { status: 202 });
  }),
  // The server's defaults (DESIGN §4): bee.localhost is the beehive host; no map tiles are asked in tests.
  http.get(apiUrl(api.getAppConfig), () =>
    HttpResponse.json({
      data: {
        beehive_hosts: ['bee.localhost'],
        tile_url: 'http://tiles.test/{z}/{x}/{y}.png',
        tile_attribution: '',
      },
    }),
  ),
  http.get(apiUrl(api.displayOptionByDevice), () => HttpResponse.json({ data: defaultDisplayOptions })),
  http.get(apiUrl(api.displayOptionByParam), () => HttpResponse.json({ data: defaultDisplayOptions })),
  // DESIGN §4 clients: client@ 200, incomplete@ 206, taken@ 410, anyone else 404.
  http.get(apiUrl(api.findUserClient), ({ request }) => {
    if (!signedIn(request)) return unauthorized();
    const email = new URL(request.url).searchParams.get('email') ?? '';
    if (email === 'client@demo.test') return HttpResponse.json({ data: { id_user: 7, email } });
    if (email === 'incomplete@demo.test') {
      return HttpResponse.json({ data: { id_user: 8, email } }, { status: 206 });
    }
    if (email === 'taken@demo.test') return errorResponse(410, 'email_taken');
    return errorResponse(404, 'client_not_found');
  }),
  http.get(apiUrl(api.isInstallable), ({ request, params }) => {
    if (!signedIn(request)) return unauthorized();
    const device = demoDevices[String(params.device_number)];
    return device ? HttpResponse.json({ data: device }) : errorResponse(404, 'device_not_found');
  }),
  http.get(apiUrl(api.sigfoxBySerial), ({ request, params }) => {
    if (!signedIn(request)) return unauthorized();
    const number = demoSerials[String(params.serial)];
    return number
      ? HttpResponse.json({ data: { sigfox_number: number } })
      : errorResponse(404, 'device_series_number_not_found');
  }),
  http.get(apiUrl(api.assetTypes), ({ request }) => {
    if (!signedIn(request)) return unauthorized();
    return HttpResponse.json({ data: demoAssetTypes });
  }),
  // The result screen's arrival calls: a test that ends on the installation must not leave them unanswered
  // for the next test (its screen can still be arriving at /result while the next test starts).
  http.get(apiUrl(api.getFirstEmission), () => HttpResponse.json({ data: null })),
  // The demo customer with an account has their personal space open: the server tells them of the sensor.
  http.post(apiUrl(api.sendInvitation), async ({ request }) => {
    const { email } = (await request.json()) as { email?: string };
    const mail = email === 'client@demo.test' ? 'sensor_added' : 'registration';
    return HttpResponse.json({ data: { sent: true, mail } });
  }),
  // decision 0022 My jobs: none planned for any account, unless a test serves some.
  http.get(apiUrl(api.myJobs), () =>
    HttpResponse.json({ data: { items: [], as_of: new Date().toISOString(), silent_after_hours: 48 } }),
  ),
];

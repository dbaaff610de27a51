import { API_PREFIX } from '@installer/contracts';
import autocannon from 'autocannon';
import { insertTokens, withDatabase } from './database.ts';
import { checkDevice, DEMO_INSTALLER, signIn } from './demo-api.ts';
import type { ServerProcess } from './processes.ts';
import { BENCH_INGEST_KEY, startApiServer } from './servers.ts';

export interface TrafficFigures {
  dialect: string;
  seconds: number;
  rate: number;
  requests: number;
  rps: number;
  p99: number;
  non2xx: number;
  /** Connection errors and timeouts (10 s), together and the timeouts alone. */
  errors: number;
  timeouts: number;
  statusCodes: Record<string, number>;
  /** RSS in MB: before load, the baseline after warm-up, the end, the peak. */
  rssStart: number;
  rssBaseline: number;
  rssEnd: number;
  rssPeak: number;
  growth: number;
  ok: boolean;
}

/**
 * The calls of an installer's day in proportion: device checks, reference data for the equipment step,
 * client look-ups, result-screen polls, and the sensors' own messages (writes) arriving meanwhile.
 */
function mixedRequests(idDevice: number, professional: number, tokens: string[]) {
  let n = 0;
  const token = () => `Bearer ${tokens[n++ % tokens.length]}`;
  const get = (path: string) => ({
    method: 'GET',
    path: API_PREFIX + path,
    setupRequest: (request: { headers?: Record<string, string> }) => ({
      ...request,
      method: 'GET',
      path: API_PREFIX + path,
      headers: { ...request.headers, authorization: token() },
    }),
  });
  let message = 0;
  return [
    get(`/device/${idDevice}/first_emission`),
    get('/device/10000001/is_installable'),
    get(`/device/${idDevice}/first_emission`),
    get(`/professional/${professional}/asset_types`),
    get('/user_client?email=client%40demo.test'),
    get(`/device/${idDevice}/first_emission`),
    get('/referential/localisation_types/fr'),
    get('/brand_reference?type=CUVE'),
    {
      method: 'POST',
      path: `${API_PREFIX}/ingest/emissions`,
      setupRequest: (request: { headers?: Record<string, string> }) => {
        message += 1;
        return {
          ...request,
          method: 'POST',
          path: `${API_PREFIX}/ingest/emissions`,
          headers: {
            ...request.headers,
            'content-type': 'application/json',
            'x-ingest-key': BENCH_INGEST_KEY,
          },
          body: JSON.stringify({
            device_number: '10000002',
            message_id: `soak-${process.pid}-${message}`,
            data: { mesure: 700 + (message % 100), hauteur_liquide: 600, signal_quality: 3 },
          }),
        };
      },
    },
  ];
}

const mb = (bytes: number) => Math.round((bytes / 1048576) * 10) / 10;
const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / Math.max(1, values.length);

/**
 * Mixed traffic at a fixed rate for minutes (docs/RELIABILITY.md): no error, and the server's RSS at the end
 * within 20% of its RSS once warmed up (the first 10% of the run: JIT, caches and pools fill once, and that
 * is not a leak).
 */
export async function mixedTraffic(options: {
  dialect: string;
  databaseUrl: string;
  dir: string;
  seconds: number;
  rate: number;
}): Promise<TrafficFigures> {
  // One installer per token: rate limits count per installer, as they do for real installers.
  const tokens = await withDatabase(options.databaseUrl, (db) => insertTokens(db, DEMO_INSTALLER, 2_000));
  const server: ServerProcess = await startApiServer({
    databaseUrl: options.databaseUrl,
    dir: options.dir,
    label: `soak-traffic-${options.dialect}`,
  });
  try {
    const session = await signIn(server.url);
    const device = await checkDevice(server.url, session.token, '10000001');
    const rssStart = server.rss();
    const samples: Array<{ at: number; rss: number }> = [];
    const started = Date.now();
    const sampler = setInterval(
      () => samples.push({ at: (Date.now() - started) / 1000, rss: server.rss() }),
      2_000,
    );
    const result = await autocannon({
      url: server.url,
      // Enough connections that slow answers on a busy machine do not hold the rate below its target.
      connections: 50,
      overallRate: options.rate,
      duration: options.seconds,
      timeout: 10,
      requests: mixedRequests(device.id_device, session.installer.id_professional, tokens),
    });
    clearInterval(sampler);
    const window = (from: number, to: number) =>
      samples.filter((s) => s.at >= from * options.seconds && s.at <= to * options.seconds).map((s) => s.rss);
    const rssBaseline = mean(window(0.1, 0.2));
    const rssEnd = mean(window(0.9, 1));
    const growth = rssEnd / rssBaseline - 1;
    const statusCodes = Object.fromEntries(
      Object.entries(result.statusCodeStats).map(([code, { count }]) => [code, count]),
    );
    const errors = result.errors + result.timeouts;
    return {
      dialect: options.dialect,
      seconds: options.seconds,
      rate: options.rate,
      requests: result.requests.total,
      rps: result.requests.average,
      p99: result.latency.p99,
      non2xx: result.non2xx,
      errors,
      timeouts: result.timeouts,
      statusCodes,
      rssStart: mb(rssStart),
      rssBaseline: mb(rssBaseline),
      rssEnd: mb(rssEnd),
      rssPeak: mb(Math.max(...samples.map((s) => s.rss))),
      growth,
      ok: result.non2xx === 0 && errors === 0 && growth < 0.2,
    };
  } finally {
    await server.stop();
  }
}

/**
 * Sends one plausible sensor emission to the ingest endpoint, as a real sensor's network would
 * (DESIGN §4): `npm run simulate -- <device_number> [--weight] [--signal 4] [--module GNC_TANK]
 * [--url http://127.0.0.1:8080] [--key <INGEST_KEY>] [--message-id <id>]`.
 */
import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import { API_PREFIX, metricPath } from '@installer/contracts';
import { ConfigError, loadConfig } from '../src/config.ts';
import { DEMO_MODULES } from '../src/db/demo/modules.ts';
import { type MetricSlot, plausibleEmission } from '../src/services/plausible-emission.ts';

const USAGE = `Usage: npm run simulate -- <device_number> [options]

Options:
  --weight            a scale reading: the weight in Kg (volume) with weight: true
  --signal <1-5>      signal quality (default: random 3 to 5)
  --module <KEY>      only the metrics of this module (default: every seeded module's metrics)
  --url <base URL>    the server (default: http://HOST:PORT from the environment)
  --key <key>         the ingest key (default: INGEST_KEY from the environment)
  --message-id <id>   the message id (default: a new one; send the same one twice to see deduplication)
  --help`;

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

/** The module metric paths of the demo data, so module assets find their values (spec §3 metrics). */
function seededMetricSlots(moduleKey: string | undefined): MetricSlot[] {
  const modules = moduleKey ? DEMO_MODULES.filter((m) => m.key === moduleKey) : DEMO_MODULES;
  if (moduleKey && modules.length === 0) {
    fail(`Unknown module ${moduleKey}; one of: ${DEMO_MODULES.map((m) => m.key).join(', ')}`);
  }
  const slots = new Map<string, MetricSlot>();
  for (const module of modules) {
    for (const metric of module.metrics) {
      const path = metricPath(metric.parameters);
      if (path) slots.set(path.join('.'), { path, unit: metric.unit });
    }
  }
  return [...slots.values()];
}

async function main(): Promise<void> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      weight: { type: 'boolean', default: false },
      signal: { type: 'string' },
      module: { type: 'string' },
      url: { type: 'string' },
      key: { type: 'string' },
      'message-id': { type: 'string' },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help) {
    console.log(USAGE);
    return;
  }
  const deviceNumber = positionals[0];
  if (!deviceNumber || positionals.length > 1) fail(USAGE);

  let signal: number | undefined;
  if (values.signal !== undefined) {
    signal = Number(values.signal);
    if (!Number.isInteger(signal) || signal < 1 || signal > 5)
      fail('--signal must be an integer from 1 to 5');
  }

  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    fail(error instanceof ConfigError ? error.message : String(error));
  }
  const host = config.host === '0.0.0.0' || config.host === '::' ? '127.0.0.1' : config.host;
  const baseUrl = (values.url ?? `http://${host}:${config.port}`).replace(/\/$/, '');
  const message = {
    device_number: deviceNumber,
    message_id: values['message-id'] ?? `sim-${Date.now()}-${randomBytes(3).toString('hex')}`,
    emitted_at: new Date().toISOString(),
    data: plausibleEmission({ weight: values.weight, signal, metrics: seededMetricSlots(values.module) }),
  };

  let response: Response;
  try {
    response = await fetch(`${baseUrl}${API_PREFIX}/ingest/emissions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-ingest-key': values.key ?? config.ingestKey },
      body: JSON.stringify(message),
      signal: AbortSignal.timeout(10_000),
    });
  } catch (error) {
    fail(
      `Cannot reach ${baseUrl} (${error instanceof Error ? error.message : error}). Is the server running (npm start)?`,
    );
  }
  const text = await response.text();
  console.log(`POST ${baseUrl}${API_PREFIX}/ingest/emissions -> ${response.status}`);
  console.log(JSON.stringify(message, null, 2));
  console.log(text);
  if (!response.ok) process.exit(1);
}

await main();

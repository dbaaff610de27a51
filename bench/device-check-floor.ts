/**
 * How far the device check can get towards the bare read (docs/decisions/0020-hot-paths.md, tenth step): our
 * server's check beside its floor, the same work hand-written on `node:http` (bench/reference/device-check-
 * floor.ts), the same as a bare Fastify route's handler (thirteenth step: Fastify's own share), and the
 * `node:http` floor answering the bare read's three fields instead of the answer spec §3 describes,
 * each paired with the bare read as `npm run bench` pairs them (the read just before in even rounds, just
 * after in odd ones), 20,000 installers, sessions cached. Prints each one's req/s as a share of its pair's
 * read, and the server's CPU per request.
 *
 *   node --import tsx bench/device-check-floor.ts --dialect sqlite --rounds 7
 *   node --import tsx bench/device-check-floor.ts --dialect postgres --env REDIS_URL=redis://127.0.0.1:6390
 *
 * Before measuring, the floor's answer is checked against ours (same body, same security headers): a floor
 * that did less than the specification asks would measure nothing.
 */

import { rmSync } from 'node:fs';
import { parseArgs } from 'node:util';
import {
  freshPostgresDatabase,
  insertTokens,
  prepareDemoDatabase,
  sqliteUrl,
  withDatabase,
} from './lib/database.ts';
import { checkDevice, DEMO_INSTALLER, signIn } from './lib/demo-api.ts';
import { FLOOR_DEVICE_NUMBER, sameDeviceCheck } from './lib/floor.ts';
import { load, sendEachTokenOnce } from './lib/load.ts';
import { postgresCluster } from './lib/postgres.ts';
import { environmentOf, type ServerProcess, scratchDir } from './lib/processes.ts';
import { measuredLoad } from './lib/server-cpu.ts';
import { startApiServer, startBareRead, startDeviceCheckFloor } from './lib/servers.ts';
import { median } from './lib/stats.ts';

const { values: flags } = parseArgs({
  options: {
    dialect: { type: 'string', default: 'sqlite' },
    rounds: { type: 'string', default: '7' },
    seconds: { type: 'string', default: '5' },
    installers: { type: 'string', default: '20000' },
    // Extra environment of our server, KEY=VALUE (REDIS_URL=... for the limits and sign-outs in Redis).
    env: { type: 'string', multiple: true, default: [] },
  },
});

const percent = (value: number): string => `${Math.round(value * 100)}%`;

async function main(): Promise<void> {
  const dir = scratchDir('floor');
  const cluster = flags.dialect === 'postgres' ? await postgresCluster() : null;
  const pgDatabase = cluster ? await freshPostgresDatabase(cluster.adminUrl, 'floor') : null;
  const databaseUrl = pgDatabase?.url ?? sqliteUrl(dir, 'floor');
  await prepareDemoDatabase(databaseUrl);
  const tokens = await withDatabase(databaseUrl, (db) =>
    insertTokens(db, DEMO_INSTALLER, Number(flags.installers)),
  );
  const env = environmentOf(flags.env);
  const servers: Record<string, ServerProcess> = {
    ours: await startApiServer({ databaseUrl, dir, label: 'ours', env }),
    floor: await startDeviceCheckFloor(dir, databaseUrl, 'spec'),
    'floor in a bare Fastify route': await startDeviceCheckFloor(dir, databaseUrl, 'spec', 'fastify'),
    'floor, small answer': await startDeviceCheckFloor(dir, databaseUrl, 'small'),
  };
  const read = await startBareRead(dir, databaseUrl);
  const ratios = new Map<string, number[]>();
  const cpu = new Map<string, number[]>();
  const add = (map: Map<string, number[]>, label: string, value: number) =>
    map.set(label, [...(map.get(label) ?? []), value]);
  try {
    const ours = servers.ours?.url ?? '';
    const device = await checkDevice(ours, (await signIn(ours)).token, FLOOR_DEVICE_NUMBER);
    await sameDeviceCheck(ours, servers.floor?.url ?? '', tokens[0] ?? '');
    await sameDeviceCheck(ours, servers['floor in a bare Fastify route']?.url ?? '', tokens[0] ?? '');
    const seconds = Number(flags.seconds);
    const measure = async (label: string, server: ServerProcess, url: string, pool?: string[]) => {
      // Sessions cached, as in a steady load (bench/lib/api-bench.ts does the same).
      if (pool) await sendEachTokenOnce(url, pool, 50);
      const run = await measuredLoad(server.pid, {
        label,
        url,
        connections: 50,
        seconds,
        ...(pool ? { tokens: pool } : {}),
      });
      if (run.non2xx + run.errors > 0) throw new Error(`${label}: ${run.non2xx + run.errors} failed`);
      add(cpu, label, run.cpuPerRequest);
      return run.rps;
    };
    const readRun = () => measure('bare read', read, `${read.url}/bare-read/${device.id_device}`);
    const check = (server: ServerProcess) =>
      `${server.url}/api/v1/device/${FLOOR_DEVICE_NUMBER}/is_installable`;
    // Every session read and every JIT warm before the first pair.
    for (const server of Object.values(servers)) {
      await load({ label: 'warm-up', url: check(server), connections: 50, seconds: 3, tokens });
    }
    await load({
      label: 'warm-up',
      url: `${read.url}/bare-read/${device.id_device}`,
      connections: 50,
      seconds: 2,
    });
    for (let round = 0; round < Number(flags.rounds); round++) {
      const readFirst = round % 2 === 0;
      const entries = Object.entries(servers);
      for (const [label, server] of readFirst ? entries : entries.reverse()) {
        const readBefore = readFirst ? await readRun() : 0;
        const rps = await measure(label, server, check(server), tokens);
        add(ratios, label, rps / (readFirst ? readBefore : await readRun()));
      }
    }
  } finally {
    for (const server of [...Object.values(servers), read]) await server.stop();
    await pgDatabase?.drop();
    await cluster?.stop();
    rmSync(dir, { recursive: true, force: true });
  }
  console.log(`\nThe device check against the bare read [${flags.dialect}], ${flags.rounds} pairs each:`);
  console.log(`- bare read: ${Math.round(median(cpu.get('bare read') ?? []))} us CPU per request`);
  for (const [label, values] of ratios) {
    const each = values.map(percent).join(', ');
    const perRequest = Math.round(median(cpu.get(label) ?? []));
    console.log(
      `- ${label}: ${percent(median(values))} of the read (${each}), ${perRequest} us CPU per request`,
    );
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});

import { randomUUID } from 'node:crypto';
import { setTimeout as delay } from 'node:timers/promises';
import type { Db } from '../../apps/api/src/db/database.ts';
import { withDatabase } from './database.ts';
import { call, signIn, tankInstallation, tankReferences } from './demo-api.ts';
import { startApiServer } from './servers.ts';

export interface CrashFigures {
  dialect: string;
  /** Answers received when the kill was sent. */
  killAfter: number;
  installations: number;
  /** Answered 201 before the kill. */
  acknowledged: number;
  /** Still in flight when the server died (connection reset). */
  cutOff: number;
  /** After the restart, in the database. */
  assets: number;
  links: number;
  installationRows: number;
  assetsWithoutLink: number;
  linksWithoutAsset: number;
  installedWithoutLink: number;
  linkedNotInstalled: number;
  /** Acknowledged before the kill but missing afterwards: a lost write. */
  lostAcknowledged: number;
  /** After the restart, the same calls retried with the same Idempotency-Key. */
  retriedOk: number;
  retryFailures: string[];
  devicesInstalledOnce: boolean;
  ok: boolean;
}

/**
 * Installable devices of the demo professional added through SQL before the server starts, copied from the
 * demo tank sensor 10000001 (DESIGN §4), numbered `<prefix>xxxx` (one prefix per round).
 */
async function addInstallableDevices(db: Db, count: number, prefix: string): Promise<string[]> {
  const template = await db
    .selectFrom('devices')
    .selectAll()
    .where('device_number', '=', '10000001')
    .executeTakeFirstOrThrow();
  const numbers = Array.from({ length: count }, (_, i) => `${prefix}${String(i + 1).padStart(4, '0')}`);
  const { id_device: _id, ...columns } = template;
  await db
    .insertInto('devices')
    .values(
      numbers.map((device_number) => ({
        ...columns,
        device_number,
        serial_number: null,
        is_installable: 1,
        installed_at: null,
      })),
    )
    .execute();
  return numbers;
}

async function integrity(db: Db, numbers: string[], prefix: string) {
  const devices = await db
    .selectFrom('devices')
    .select(['id_device', 'device_number', 'installed_at'])
    .where('device_number', 'in', numbers)
    .execute();
  const ids = devices.map((d) => d.id_device);
  const links = await db
    .selectFrom('asset_devices')
    .select(['id_device', 'id_asset'])
    .where('id_device', 'in', ids)
    .execute();
  const assets = await db
    .selectFrom('assets')
    .select(['id_asset', 'name'])
    .where('name', 'like', `Fuel tank ${prefix}%`)
    .execute();
  const installations = await db
    .selectFrom('installations')
    .select(['id_device', 'id_asset'])
    .where('id_device', 'in', ids)
    .execute();
  const linkedAssets = new Set(links.map((l) => l.id_asset));
  const assetIds = new Set(assets.map((a) => a.id_asset));
  const linkedDevices = new Set(links.map((l) => l.id_device));
  const perDevice = new Map<number, number>();
  for (const row of installations) perDevice.set(row.id_device, (perDevice.get(row.id_device) ?? 0) + 1);
  return {
    byNumber: new Map(devices.map((d) => [d.device_number, d])),
    linkedDevices,
    assets: assets.length,
    links: links.length,
    installationRows: installations.length,
    assetsWithoutLink: assets.filter((a) => !linkedAssets.has(a.id_asset)).length,
    linksWithoutAsset: links.filter((l) => !assetIds.has(l.id_asset)).length,
    installedWithoutLink: devices.filter((d) => d.installed_at !== null && !linkedDevices.has(d.id_device))
      .length,
    linkedNotInstalled: devices.filter((d) => d.installed_at === null && linkedDevices.has(d.id_device))
      .length,
    installedOnce: [...perDevice.values()].every((n) => n === 1),
  };
}

/**
 * Crash safety (docs/RELIABILITY.md): 100 concurrent installations, the server SIGKILLed while they are in
 * flight, then restarted on the same database. Nothing may be half-written (an asset without its device link,
 * or the reverse), nothing acknowledged may be lost, and the app's retry with the same Idempotency-Key must
 * finish each installation exactly once.
 */
export async function crashDuringInstallations(options: {
  dialect: string;
  databaseUrl: string;
  dir: string;
  installations: number;
  /** Kill after this many answers, so the kill lands with calls in flight. */
  killAfter: number;
  /** Device numbers of this round start with it. */
  prefix: string;
}): Promise<CrashFigures> {
  const { prefix } = options;
  const numbers = await withDatabase(options.databaseUrl, (db) =>
    addInstallableDevices(db, options.installations, prefix),
  );
  const label = `soak-crash-${options.dialect}-${prefix}`;
  let server = await startApiServer({ databaseUrl: options.databaseUrl, dir: options.dir, label });
  const session = await signIn(server.url);
  const refs = await tankReferences(server.url, session);
  const calls = numbers.map((number, i) => ({
    number,
    key: randomUUID(),
    body: tankInstallation(number, refs, i),
  }));

  const acknowledged = new Set<string>();
  let answered = 0;
  let killed: Promise<void> | null = null;
  const baseUrl = server.url;
  const inFlight = calls.map(async ({ number, key, body }) => {
    try {
      const answer = await call(baseUrl, 'POST', '/installation/device', {
        token: session.token,
        body,
        headers: { 'idempotency-key': key },
      });
      if (answer.status === 201) acknowledged.add(number);
    } catch {
      // The connection died with the server: this call is what the crash cut off.
    } finally {
      answered += 1;
      if (answered >= options.killAfter && !killed) killed = server.kill();
    }
  });
  // If every call finished before the threshold (a very fast machine), kill anyway and say so in the figures.
  await Promise.all(inFlight);
  if (!killed) killed = server.kill();
  await killed;
  const cutOff = options.installations - acknowledged.size;

  server = await startApiServer({
    databaseUrl: options.databaseUrl,
    dir: options.dir,
    label: `${label}-restarted`,
  });
  try {
    const after = await withDatabase(options.databaseUrl, (db) => integrity(db, numbers, prefix));
    const lostAcknowledged = [...acknowledged].filter((n) => {
      const device = after.byNumber.get(n);
      return !device || !after.linkedDevices.has(device.id_device);
    }).length;

    // The app retries what it did not see answered, with the same key (DESIGN §3 Idempotency-Key).
    const fresh = await signIn(server.url);
    const retryFailures: string[] = [];
    let retriedOk = 0;
    for (const { number, key, body } of calls) {
      const answer = await call(server.url, 'POST', '/installation/device', {
        token: fresh.token,
        body,
        headers: { 'idempotency-key': key },
      });
      if (answer.status === 201) retriedOk += 1;
      else retryFailures.push(`${number}: ${answer.status} ${JSON.stringify(answer.data).slice(0, 160)}`);
    }
    await delay(100);
    const final = await withDatabase(options.databaseUrl, (db) => integrity(db, numbers, prefix));
    const partial =
      after.assetsWithoutLink +
      after.linksWithoutAsset +
      after.installedWithoutLink +
      after.linkedNotInstalled;
    const finalPartial =
      final.assetsWithoutLink +
      final.linksWithoutAsset +
      final.installedWithoutLink +
      final.linkedNotInstalled;
    return {
      dialect: options.dialect,
      killAfter: options.killAfter,
      installations: options.installations,
      acknowledged: acknowledged.size,
      cutOff,
      assets: after.assets,
      links: after.links,
      installationRows: after.installationRows,
      assetsWithoutLink: after.assetsWithoutLink,
      linksWithoutAsset: after.linksWithoutAsset,
      installedWithoutLink: after.installedWithoutLink,
      linkedNotInstalled: after.linkedNotInstalled,
      lostAcknowledged,
      retriedOk,
      retryFailures,
      devicesInstalledOnce: final.installedOnce && final.links === options.installations,
      ok:
        partial === 0 &&
        finalPartial === 0 &&
        lostAcknowledged === 0 &&
        retriedOk === options.installations &&
        final.installedOnce &&
        final.links === options.installations,
    };
  } finally {
    await server.stop();
  }
}

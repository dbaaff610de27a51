import { gzipSync } from 'node:zlib';
import { sql } from 'kysely';
import { hashToken, newToken } from '../../apps/api/src/security/tokens.ts';
import {
  freshPostgresDatabase,
  insertTokens,
  prepareDemoDatabase,
  sqliteUrl,
  withDatabase,
} from './database.ts';
import { addCounts, type ReaderCounts, startHeavyReaders } from './heavy-readers.ts';
import { type LoadFigures, load } from './load.ts';
import type { PostgresCluster } from './postgres.ts';
import { scaleDeviceNumber, seedBigAccount } from './scale-data.ts';
import { startApiServer } from './servers.ts';
import { percentile } from './stats.ts';

/**
 * The scale section (docs/decisions/0018-big-accounts.md): a professional with 100,000 installations (all by
 * its demo installer) and 20,000 customers; My installations' pages and searches, the priming pages, and the
 * poll of the result screen while three heavy readers prime and search at the rates the server allows them.
 */
export interface ScaleOptions {
  dir: string;
  seconds: number;
  installations: number;
  customers: number;
  /** Requests per page or search (after two to warm up): p95 of these. */
  samples: number;
}

interface Latency {
  label: string;
  q: string | null;
  rows: number;
  p50: number;
  p95: number;
  max: number;
}

export interface ScaleFigures {
  dialect: 'sqlite' | 'postgres';
  seedSeconds: number;
  pages: Latency[];
  priming: { list: string; pages: number; bytes: number; gzipBytes: number; longest: number }[];
  /** The runs of median p99 among `POLL_ROUNDS` each, alone and with the readers, taken in turn. */
  pollingAlone: LoadFigures;
  pollingWithReaders: LoadFigures;
  /** Every round's p99, in the order run. */
  pollP99s: { alone: number[]; withReaders: number[] };
  readers: ReaderCounts;
}

const DEMO_INSTALLER = 'installer@demo.test';
const POLL_CONNECTIONS = 10;
const POLLERS = 2000;
/**
 * Rounds of the poll alone and with the readers, in turn: one run of each put the noise of a shared machine
 * into the ratio (docs/PERFORMANCE.md, "The poll beside heavy readers, measured finer").
 */
const POLL_ROUNDS = 3;

/** The run of median p99 among `runs`. */
function medianRun(runs: LoadFigures[]): LoadFigures {
  const sorted = [...runs].sort((a, b) => a.p99 - b.p99);
  const middle = sorted[Math.floor(sorted.length / 2)];
  if (!middle) throw new Error('no run to take the median of');
  return middle;
}

/** A bearer token of the demo installer, written straight into the database (only its hash is stored). */
async function demoInstallerToken(url: string, idInstaller: number): Promise<string> {
  const token = newToken();
  const now = new Date();
  await withDatabase(url, (db) =>
    db
      .insertInto('api_tokens')
      .values({
        id_installer: idInstaller,
        token_hash: hashToken(token),
        created_at: now.toISOString(),
        expires_at: new Date(now.getTime() + 24 * 3_600_000).toISOString(),
        revoked_at: null,
      })
      .execute(),
  );
  return token;
}

async function timed(url: string, token: string) {
  const started = performance.now();
  const answer = await fetch(url, {
    headers: { authorization: `Bearer ${token}`, 'accept-encoding': 'gzip' },
  });
  const text = await answer.text();
  const ms = performance.now() - started;
  if (!answer.ok) throw new Error(`${url}: ${answer.status} ${text.slice(0, 200)}`);
  return { ms, body: JSON.parse(text) as Record<string, unknown>, bytes: Buffer.byteLength(text) };
}

async function latency(label: string, url: string, token: string, samples: number, q: string | null) {
  const times: number[] = [];
  let rows = 0;
  for (let i = 0; i < samples + 2; i++) {
    const { ms, body } = await timed(url, token);
    if (i >= 2) times.push(ms);
    rows = ((body.data as { items?: unknown[] }).items ?? []).length;
  }
  return { label, q, rows, p50: percentile(times, 50), p95: percentile(times, 95), max: Math.max(...times) };
}

/** Every page of a priming list, timed one by one. */
async function primeAll(baseUrl: string, idProfessional: number, list: string, token: string) {
  const times: number[] = [];
  let bytes = 0;
  let gzipBytes = 0;
  let cursor: string | null = null;
  do {
    const url: string = `${baseUrl}/api/v1/professional/${idProfessional}/${list}${cursor ? `?cursor=${cursor}` : ''}`;
    const started = performance.now();
    const answer: Response = await fetch(url, {
      headers: { authorization: `Bearer ${token}`, 'accept-encoding': 'identity' },
    });
    const raw: Buffer = Buffer.from(await answer.arrayBuffer());
    times.push(performance.now() - started);
    if (!answer.ok) throw new Error(`${url}: ${answer.status}`);
    bytes += raw.length;
    // fetch decodes what it receives: the gzipped size is the body's, gzipped as the server would (level 6).
    gzipBytes += gzipSync(raw).length;
    cursor = (JSON.parse(raw.toString()) as { data: { next_cursor: string | null } }).data.next_cursor;
  } while (cursor);
  return { pages: times.length, bytes, gzipBytes, longest: Math.max(...times), times };
}

export async function benchScale(
  dialect: 'sqlite' | 'postgres',
  options: ScaleOptions,
  cluster?: PostgresCluster,
): Promise<ScaleFigures> {
  const pgDatabase =
    dialect === 'postgres' && cluster ? await freshPostgresDatabase(cluster.adminUrl, 'scale') : null;
  const databaseUrl = pgDatabase?.url ?? sqliteUrl(options.dir, `scale-${dialect}`);
  try {
    await prepareDemoDatabase(databaseUrl);
    const seedStarted = Date.now();
    const account = await withDatabase(databaseUrl, async (db) => {
      const seeded = await seedBigAccount(db, {
        installations: options.installations,
        customers: options.customers,
      });
      // As autovacuum would after a load this size: the planner's statistics of the new rows, and the GIN
      // indexes' pending entries merged (until then each trigram search reads them all).
      if (dialect === 'postgres') await sql`vacuum analyze`.execute(db);
      return seeded;
    });
    const seedSeconds = (Date.now() - seedStarted) / 1000;
    const token = await demoInstallerToken(databaseUrl, account.idInstaller);
    const pool = await withDatabase(databaseUrl, (db) => insertTokens(db, DEMO_INSTALLER, POLLERS + 2));
    const readerTokens = [token, pool[POLLERS] as string, pool[POLLERS + 1] as string];
    const pollers = pool.slice(0, POLLERS);
    const idDevice = await withDatabase(databaseUrl, async (db) => {
      const row = await db
        .selectFrom('devices')
        .select('id_device')
        .where('device_number', '=', scaleDeviceNumber(0))
        .executeTakeFirstOrThrow();
      return row.id_device;
    });

    // Latencies, one request at a time, with the per-installer limits lifted (the figures are the server's).
    const unlimited = await startApiServer({
      databaseUrl,
      dir: options.dir,
      label: `scale-${dialect}-latency`,
      env: { RATE_LIMIT_LOOKUP: '100000', RATE_LIMIT_PRIME: '100000' },
    });
    const pages: Latency[] = [];
    const priming: ScaleFigures['priming'] = [];
    try {
      const base = `${unlimited.url}/api/v1/installations`;
      const middle = String(Math.floor(options.installations / 2));
      pages.push(await latency('page 1', base, token, options.samples, null));
      pages.push(
        await latency('page in the middle', `${base}?cursor=${middle}`, token, options.samples, null),
      );
      for (const search of account.searches) {
        const url = `${base}?q=${encodeURIComponent(search.q)}`;
        pages.push(await latency(`search: ${search.label}`, url, token, options.samples, search.q));
      }
      for (const list of ['user_clients', 'devices']) {
        const rounds = [];
        for (let round = 0; round < 3; round++) {
          rounds.push(await primeAll(unlimited.url, account.idProfessional, list, token));
        }
        const worst = rounds.reduce((a, b) => (b.longest > a.longest ? b : a));
        priming.push({
          list,
          pages: worst.pages,
          bytes: worst.bytes,
          gzipBytes: worst.gzipBytes,
          longest: worst.longest,
        });
      }
    } finally {
      await unlimited.stop();
    }

    // The poll under load, then with three heavy readers held to the server's own limits.
    const api = await startApiServer({ databaseUrl, dir: options.dir, label: `scale-${dialect}-polling` });
    try {
      const pollUrl = `${api.url}/api/v1/device/${idDevice}/first_emission`;
      const poll = (label: string) =>
        load({
          label,
          url: pollUrl,
          tokens: pollers,
          connections: POLL_CONNECTIONS,
          seconds: options.seconds,
        });
      await poll('warm-up');
      const alone: LoadFigures[] = [];
      const withReaders: LoadFigures[] = [];
      let counts: ReaderCounts = { requests: 0, failed: 0, limited: 0 };
      for (let round = 0; round < POLL_ROUNDS; round++) {
        alone.push(await poll(`GET first_emission, ${POLLERS} installers, ${POLL_CONNECTIONS} connections`));
        const readers = await startHeavyReaders({
          baseUrl: api.url,
          idProfessional: account.idProfessional,
          searches: account.searches,
          tokens: readerTokens,
          seconds: options.seconds + 2,
        });
        withReaders.push(
          await poll(
            `GET first_emission, ${POLLERS} installers, ${POLL_CONNECTIONS} connections, 3 heavy readers`,
          ),
        );
        counts = addCounts(counts, await readers.done);
      }
      const pollingAlone = medianRun(alone);
      const pollingWithReaders = medianRun(withReaders);
      const pollP99s = { alone: alone.map((r) => r.p99), withReaders: withReaders.map((r) => r.p99) };
      return {
        dialect,
        seedSeconds,
        pages,
        priming,
        pollingAlone,
        pollingWithReaders,
        pollP99s,
        readers: counts,
      };
    } finally {
      await api.stop();
    }
  } finally {
    await pgDatabase?.drop();
  }
}

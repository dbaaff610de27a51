import { randomUUID } from 'node:crypto';
import type { AddressToGeocode } from '@installer/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/database.ts';
import {
  claimDueGeocodings,
  type DomicileGeocodingRow,
  insertDomicileGeocoding,
  postponeGeocoding,
  settleGeocoding,
} from '../repositories/domicile-geocoding.ts';
import {
  addressOfPlace,
  type DomicileOwner,
  insertDomicile,
  updateDomicileAddress,
} from '../repositories/domiciles.ts';
import {
  addressAsGiven,
  domicileOfAnswer,
  geocoderUnavailable,
  lookUp,
  type PendingAddress,
} from './domicile-geocoding.ts';
import type { Geocoder } from './geocoder.ts';

/**
 * Stores the domicile of an address the geocoder could not look up yet, as the installer gave it (the
 * position, or the text as typed), marked `pending`, with the work of completing it: due at once, the next
 * run asks (docs/decisions/0014-address-completed-later.md). In the installation's transaction.
 */
export async function insertPendingDomicile(
  db: Db,
  owner: DomicileOwner,
  name: string,
  pending: PendingAddress,
  now: string,
): Promise<number> {
  const { address } = pending;
  const idDomicile = await insertDomicile(
    db,
    owner,
    name,
    { ...addressAsGiven(address), geocoding: 'pending' },
    now,
  );
  await insertDomicileGeocoding(db, {
    id_domicile: idDomicile,
    mode: address.mode,
    address_text: address.mode === 'typed' ? address.address_text : null,
    latitude: address.mode === 'coordinates' ? address.latitude : null,
    longitude: address.mode === 'coordinates' ? address.longitude : null,
    language: pending.language,
    state: 'pending',
    attempts: 0,
    next_attempt_at: now,
    claim: null,
    claimed_until: null,
    created_at: now,
  });
  return idDomicile;
}

/** What the installer gave, as the look-up reads it. */
function givenAddress(row: DomicileGeocodingRow): AddressToGeocode | null {
  if (row.mode === 'typed')
    return row.address_text ? { mode: 'typed', address_text: row.address_text } : null;
  return row.latitude === null || row.longitude === null
    ? null
    : { mode: 'coordinates', latitude: row.latitude, longitude: row.longitude };
}

export interface CompletionDeps {
  db: Db;
  geocoder: Geocoder;
  log: Pick<FastifyBaseLogger, 'info' | 'warn'>;
}

export interface CompletionOptions {
  /** Wait before the first retry of an address; doubled at each failed attempt, up to MAX_DELAY_MS. */
  retryMs: number;
  /** Addresses one run claims at most. */
  batch?: number;
  now?: () => Date;
}

export interface CompletionRun {
  /** Completed with a place that passes spec §5. */
  completed: number;
  /** The geocoder answered, not precisely enough (or nothing there): shown to the installer to correct. */
  toCorrect: number;
  /** The geocoder still cannot answer: tried again later. */
  postponed: number;
}

/** A claim outlives a run that asks the geocoder for a whole batch, each call bounded by its timeout. */
const CLAIM_MS = 2 * 60_000;
const MAX_DELAY_MS = 60 * 60_000;
const BATCH = 20;

/** The wait after `attempts` failed look-ups: retryMs, then twice as long each time, an hour at most. */
const delayAfter = (attempts: number, retryMs: number): number =>
  Math.min(MAX_DELAY_MS, retryMs * 2 ** Math.max(0, Math.min(attempts - 1, 20)));

/**
 * One run of the address completion (docs/decisions/0014-address-completed-later.md): claims the addresses
 * due, asks the geocoder for each, and stores its answer, all in the database so that several instances
 * share the work without doing any twice. While the geocoder cannot answer, the rest of the batch is given
 * back for later without asking it again. An address the installer corrected meanwhile (its claim gone) is
 * left as corrected.
 */
export async function completeAddresses(
  deps: CompletionDeps,
  options: CompletionOptions,
): Promise<CompletionRun> {
  const now = options.now ?? (() => new Date());
  const started = now();
  const claim = randomUUID();
  const rows = await claimDueGeocodings(deps.db, {
    claim,
    now: started.toISOString(),
    until: new Date(started.getTime() + CLAIM_MS).toISOString(),
    limit: options.batch ?? BATCH,
  });
  const run: CompletionRun = { completed: 0, toCorrect: 0, postponed: 0 };
  // Once the geocoder could not answer: 'down' (the wait grows with each attempt), or 'busy' (its shared
  // allowance spent, refilled within seconds: no attempt is held against the address).
  let unavailable: 'down' | 'busy' | null = null;
  for (const row of rows) {
    const address = givenAddress(row);
    if (!unavailable && address) {
      try {
        const place = await lookUp(deps.geocoder, address, row.language);
        const outcome = await store(deps.db, row, claim, domicileOfAnswer(address, place));
        if (outcome === 'completed') run.completed++;
        if (outcome === 'to_correct') run.toCorrect++;
        continue;
      } catch (error) {
        if (!geocoderUnavailable(error)) throw error;
        unavailable = error.code === 'rate_limited' ? 'busy' : 'down';
      }
    }
    const wait = unavailable === 'busy' ? options.retryMs : delayAfter(row.attempts, options.retryMs);
    const next = new Date(now().getTime() + wait).toISOString();
    if (await postponeGeocoding(deps.db, row.id_domicile, claim, next)) run.postponed++;
  }
  if (rows.length > 0) deps.log.info({ ...run }, 'address completion run');
  return run;
}

/** The geocoder's answer written, if the address is still this run's: completed, or to correct. */
async function store(
  db: Db,
  row: DomicileGeocodingRow,
  claim: string,
  answer: ReturnType<typeof domicileOfAnswer>,
): Promise<'completed' | 'to_correct' | 'lost'> {
  return db.transaction().execute(async (trx) => {
    if (!(await settleGeocoding(trx, row.id_domicile, claim, answer.toCorrect))) return 'lost';
    if (answer.toCorrect === null) {
      await updateDomicileAddress(trx, row.id_domicile, { ...addressOfPlace(answer.place), geocoding: null });
      return 'completed';
    }
    await updateDomicileAddress(trx, row.id_domicile, { ...answer.address, geocoding: answer.toCorrect });
    return 'to_correct';
  });
}

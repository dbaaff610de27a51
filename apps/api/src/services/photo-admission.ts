import { AppError, notFound } from '../answers/app-error.ts';
import type { Db } from '../db/database.ts';
import { findOwnDeviceByNumber } from '../repositories/devices-of-professional.ts';
import { findIdempotencyKey } from '../repositories/idempotency-keys.ts';
import type { PhotoAllowance } from './photo-decoding.ts';
import { overQuota, type PhotoQuotaLimits, quotaRefusal, storedUsage } from './photo-quota.ts';

/**
 * Photo uploads admitted before their body is read (README, Photo uploads): from the headers and the session alone,
 * an upload waits for its turn, then is refused or admitted, so a refusal costs no 13 MB read and memory
 * stays within a known figure per upload in flight.
 */

/** Photos of one installer waiting for a turn on one instance; more are refused at once (429). */
const WAITING_PER_INSTALLER = 8;
/** An upload waits this long at most for its turn, well under the app's 30 s request timeout. */
const MAX_WAIT_MS = 20_000;
/** Retry-After of a refusal for too many uploads at once, in seconds. */
const BUSY_RETRY_AFTER_S = 5;

export interface UploadLimits {
  /** Bodies of one installer read at once on an instance (`PHOTO_UPLOADS_PER_INSTALLER`). */
  perInstaller: number;
  /** Bodies read at once on an instance, all installers together (`PHOTO_UPLOADS_IN_FLIGHT`). */
  inFlight: number;
}

type Entry = 'entered' | 'full' | 'timeout' | 'aborted';

/** Turns: at most `limit` holders at once, the others waiting in order, at most `queue` of them. */
class Gate {
  private active = 0;
  private readonly waiting: Array<() => void> = [];

  constructor(
    private readonly limit: number,
    private readonly queue: number,
  ) {}

  get idle(): boolean {
    return this.active === 0 && this.waiting.length === 0;
  }

  enter(signal: AbortSignal): Promise<Entry> {
    if (signal.aborted) return Promise.resolve('aborted');
    if (this.active < this.limit) {
      this.active += 1;
      return Promise.resolve('entered');
    }
    if (this.waiting.length >= this.queue) return Promise.resolve('full');
    return new Promise((resolve) => {
      const settle = (entry: Entry) => {
        clearTimeout(timer);
        signal.removeEventListener('abort', onAbort);
        const index = this.waiting.indexOf(grant);
        if (index >= 0) this.waiting.splice(index, 1);
        resolve(entry);
      };
      // `leave` counts the turn as taken before calling this.
      const grant = () => settle('entered');
      const onAbort = () => settle('aborted');
      const timer = setTimeout(() => settle('timeout'), MAX_WAIT_MS);
      signal.addEventListener('abort', onAbort, { once: true });
      this.waiting.push(grant);
    });
  }

  leave(): void {
    const next = this.waiting.shift();
    if (next) next();
    else this.active -= 1;
  }
}

const tooManyAtOnce = () =>
  new AppError(
    429,
    'rate_limited',
    'Too many photos at once; send them one after the other',
    { retry_after_seconds: BUSY_RETRY_AFTER_S },
    { headers: { 'retry-after': String(BUSY_RETRY_AFTER_S) } },
  );
const serverBusy = () =>
  new AppError(
    503,
    'service_unavailable',
    'The server is receiving too many photos; try again shortly',
    { retry_after_seconds: BUSY_RETRY_AFTER_S },
    { headers: { 'retry-after': String(BUSY_RETRY_AFTER_S) } },
  );
const gone = () => new AppError(400, 'bad_request', 'The upload was interrupted');

/**
 * The turns of the uploads on this instance: per installer first (one installer's burst waits behind its own
 * uploads, never another's), then for the instance. Always in that order, so no two uploads wait on each
 * other in a circle.
 */
export class PhotoUploadGates {
  private readonly installers = new Map<number, Gate>();
  private readonly instance: Gate;

  constructor(private readonly limits: UploadLimits) {
    // The instance's queue is bounded by the installers' own: at most WAITING_PER_INSTALLER + perInstaller each.
    this.instance = new Gate(limits.inFlight, Number.POSITIVE_INFINITY);
  }

  /** Resolves with the release of both turns once the upload may read its body; throws 429, 503 or 400. */
  async enter(idInstaller: number, signal: AbortSignal): Promise<() => void> {
    let gate = this.installers.get(idInstaller);
    if (!gate) {
      gate = new Gate(this.limits.perInstaller, WAITING_PER_INSTALLER);
      this.installers.set(idInstaller, gate);
    }
    const mine = gate;
    const leaveInstaller = () => {
      mine.leave();
      if (mine.idle && this.installers.get(idInstaller) === mine) this.installers.delete(idInstaller);
    };
    const forInstaller = await mine.enter(signal);
    if (forInstaller !== 'entered') {
      if (mine.idle) this.installers.delete(idInstaller);
      throw forInstaller === 'aborted' ? gone() : tooManyAtOnce();
    }
    const forInstance = await this.instance.enter(signal);
    if (forInstance !== 'entered') {
      leaveInstaller();
      throw forInstance === 'aborted' ? gone() : serverBusy();
    }
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.instance.leave();
      leaveInstaller();
    };
  }
}

/** What the upload is for, and what it may decode before the quota refuses it. */
export interface PhotoAdmission {
  device: { id_device: number; device_number: string };
  /** null: the key is known (a replay, or a copy of an upload in flight): its answer is never refused. */
  allowance: PhotoAllowance | null;
}

/**
 * The checks an upload's body cannot change (DESIGN §3): the device is the installer's (404), it has room for
 * one more photo (409), the installer's hour has room for one more byte (429). A photo whose key is already
 * known is let through to be replayed, as the quota never refuses a replay.
 */
export async function admitPhotoUpload(
  db: Db,
  limits: PhotoQuotaLimits,
  input: { idInstaller: number; idProfessional: number; deviceNumber: string; key: string | null },
  now = Date.now(),
): Promise<PhotoAdmission> {
  const device = await findOwnDeviceByNumber(db, input.deviceNumber, input.idProfessional);
  if (!device) throw notFound('device_not_found', 'No device of yours has this number');
  if (input.key !== null && (await findIdempotencyKey(db, input.idInstaller, input.key))) {
    return { device, allowance: null };
  }
  const stored = await storedUsage(db, { idInstaller: input.idInstaller, idDevice: device.id_device }, now);
  const refusal = quotaRefusal(stored, 1, limits, now);
  if (refusal) throw refusal;
  return {
    device,
    allowance: { bytes: limits.bytesPerHour - stored.bytes, refusal: () => overQuota(stored, now) },
  };
}

import { AppError } from '../answers/app-error.ts';
import type { Db } from '../db/database.ts';
import { devicePhotoCount, installerPhotoBytesSince } from '../repositories/photo-usage.ts';

const HOUR_MS = 3_600_000;

export interface PhotoQuotaLimits {
  bytesPerHour: number;
  maxPerDevice: number;
}

export interface PhotoUsage {
  idInstaller: number;
  idDevice: number;
  bytes: number;
}

/** Checks one photo against the quotas and keeps its turn until the upload ends; throws 429 or 409. */
export type AdmitPhoto = (usage: PhotoUsage) => Promise<void>;

/**
 * Turns, one at a time per key: `take` resolves when every earlier holder of the key has released it, and
 * answers the release. A promise chain per key; the map forgets a key nobody waits for.
 */
class Turns {
  private readonly tails = new Map<number, Promise<void>>();

  async take(key: number): Promise<() => void> {
    const before = this.tails.get(key) ?? Promise.resolve();
    let release: () => void = () => undefined;
    const mine = new Promise<void>((resolve) => {
      release = resolve;
    });
    const tail = before.then(() => mine);
    this.tails.set(key, tail);
    await before;
    return () => {
      release();
      if (this.tails.get(key) === tail) this.tails.delete(key);
    };
  }
}

/**
 * DESIGN §3 photo quotas: bytes per hour per installer (429 rate_limited) and photos per device (409
 * photo_limit_reached), counted from the photos table, so they hold across restarts and across instances
 * sharing one database. On one instance the uploads of an installer, and those to a device, take turns from
 * the check to the recorded row: a check counts every upload before it, and a burst of parallel uploads
 * cannot all pass the same count (counting them in flight beside the table raced with the rows' commits).
 * Instances writing at the very same moment may each let one upload through: the overshoot is bounded by the
 * number of instances, not by time.
 */
export class PhotoQuota {
  private readonly installerTurns = new Turns();
  private readonly deviceTurns = new Turns();

  constructor(
    private readonly db: Db,
    private readonly limits: PhotoQuotaLimits,
    private readonly now: () => number = Date.now,
  ) {}

  /** Runs one upload with an `admit` to call once its size is known; its turns end with the upload. */
  async run<T>(upload: (admit: AdmitPhoto) => Promise<T>): Promise<T> {
    const releases: Array<() => void> = [];
    try {
      return await upload(async (usage) => {
        // Always the installer's turn first, then the device's: no two uploads wait on each other in a circle.
        releases.push(await this.installerTurns.take(usage.idInstaller));
        releases.push(await this.deviceTurns.take(usage.idDevice));
        await this.check(usage);
      });
    } finally {
      for (const release of releases.reverse()) release();
    }
  }

  /** What is stored, plus this photo, against each limit. */
  private async check(usage: PhotoUsage): Promise<void> {
    const now = this.now();
    const refusal = quotaRefusal(await storedUsage(this.db, usage, now), usage.bytes, this.limits, now);
    if (refusal) throw refusal;
  }
}

/** What an installer stored in the last hour and what a device holds: what the quotas are checked against. */
export interface StoredUsage {
  bytes: number;
  /** The oldest photo of the hour's window: when it leaves the window, its bytes are free again. */
  oldest: string | null;
  devicePhotos: number;
}

export async function storedUsage(
  db: Db,
  usage: Pick<PhotoUsage, 'idInstaller' | 'idDevice'>,
  now: number,
): Promise<StoredUsage> {
  const [stored, devicePhotos] = await Promise.all([
    installerPhotoBytesSince(db, usage.idInstaller, new Date(now - HOUR_MS).toISOString()),
    devicePhotoCount(db, usage.idDevice),
  ]);
  return { ...stored, devicePhotos };
}

/** 429 with the time until the hour's window frees bytes again: no retry can succeed before then. */
export function overQuota(stored: Pick<StoredUsage, 'oldest'>, now: number): AppError {
  const frees = stored.oldest ? Date.parse(stored.oldest) + HOUR_MS : now + HOUR_MS;
  return new AppError(429, 'rate_limited', 'Too many photos for now, try again later', {
    retry_after_seconds: Math.max(1, Math.ceil((frees - now) / 1000)),
  });
}

/** The refusal of one more photo of `bytes` against each limit (409 first, then 429), or null. */
export function quotaRefusal(
  stored: StoredUsage,
  bytes: number,
  limits: PhotoQuotaLimits,
  now: number,
): AppError | null {
  if (stored.devicePhotos + 1 > limits.maxPerDevice) {
    return new AppError(409, 'photo_limit_reached', 'This device already has the most photos it can keep', {
      max_photos: limits.maxPerDevice,
    });
  }
  if (stored.bytes + bytes > limits.bytesPerHour) return overQuota(stored, now);
  return null;
}

import type { Db } from '../db/database.ts';
import { AppError } from '../http/app-error.ts';
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

/** Checks one photo against the quotas and holds its share until the upload ends; throws 429 or 409. */
export type AdmitPhoto = (usage: PhotoUsage) => Promise<void>;

const add = (counts: Map<number, number>, key: number, amount: number) => {
  const next = (counts.get(key) ?? 0) + amount;
  if (next === 0) counts.delete(key);
  else counts.set(key, next);
};

/**
 * DESIGN §3 photo quotas: bytes per hour per installer (429 rate_limited) and photos per device (409
 * photo_limit_reached). The counts come from the photos table, so they hold across restarts and across
 * instances sharing one database; photos still being written on this instance are added, so a burst of
 * parallel uploads cannot all pass the same check. Instances writing at the very same moment may each let
 * one burst through: the overshoot is bounded by what is in flight, not by time.
 */
export class PhotoQuota {
  private readonly pendingBytes = new Map<number, number>();
  private readonly pendingPhotos = new Map<number, number>();

  constructor(
    private readonly db: Db,
    private readonly limits: PhotoQuotaLimits,
    private readonly now: () => number = Date.now,
  ) {}

  /** Runs one upload with an `admit` to call once its size is known; its share is released at the end. */
  async run<T>(upload: (admit: AdmitPhoto) => Promise<T>): Promise<T> {
    const held: PhotoUsage[] = [];
    try {
      return await upload(async (usage) => {
        this.hold(usage, 1);
        held.push(usage);
        await this.check(usage);
      });
    } finally {
      for (const usage of held) this.hold(usage, -1);
    }
  }

  private hold(usage: PhotoUsage, sign: 1 | -1): void {
    add(this.pendingBytes, usage.idInstaller, sign * usage.bytes);
    add(this.pendingPhotos, usage.idDevice, sign);
  }

  /** Stored plus in flight (this photo included) against each limit. */
  private async check(usage: PhotoUsage): Promise<void> {
    const now = this.now();
    const [stored, count] = await Promise.all([
      installerPhotoBytesSince(this.db, usage.idInstaller, new Date(now - HOUR_MS).toISOString()),
      devicePhotoCount(this.db, usage.idDevice),
    ]);
    if (count + (this.pendingPhotos.get(usage.idDevice) ?? 0) > this.limits.maxPerDevice) {
      throw new AppError(409, 'photo_limit_reached', 'This device already has the most photos it can keep', {
        max_photos: this.limits.maxPerDevice,
      });
    }
    if (stored.bytes + (this.pendingBytes.get(usage.idInstaller) ?? 0) > this.limits.bytesPerHour) {
      // The oldest photo of the window leaves it first: no retry can succeed before then.
      const frees = stored.oldest ? Date.parse(stored.oldest) + HOUR_MS : now + HOUR_MS;
      throw new AppError(429, 'rate_limited', 'Too many photos for now, try again later', {
        retry_after_seconds: Math.max(1, Math.ceil((frees - now) / 1000)),
      });
    }
  }
}

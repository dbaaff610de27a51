import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

describe('photo quota, upkeep and error log retention configuration', () => {
  it('has defaults a real installer never reaches, and upkeep on', () => {
    const config = loadConfig({});
    expect(config.photoQuota).toEqual({ bytesPerHour: 200 * 1024 * 1024, maxPerDevice: 50 });
    expect(config.maintenanceIntervalMinutes).toBe(60);
    expect(config.photoOrphanGraceSeconds).toBe(3600);
    expect(config.errorLogRetention).toEqual({ days: 30, maxRows: 100_000 });
  });

  it('reads each variable', () => {
    const config = loadConfig({
      PHOTO_QUOTA_MB_PER_HOUR: '50',
      PHOTO_MAX_PER_DEVICE: '12',
      MAINTENANCE_INTERVAL_MINUTES: '0',
      PHOTO_ORPHAN_GRACE_SECONDS: '0',
      ERROR_LOG_RETENTION_DAYS: '7',
      ERROR_LOG_MAX_ROWS: '1000',
    });
    expect(config.photoQuota).toEqual({ bytesPerHour: 50 * 1024 * 1024, maxPerDevice: 12 });
    expect(config.maintenanceIntervalMinutes).toBe(0);
    expect(config.photoOrphanGraceSeconds).toBe(0);
    expect(config.errorLogRetention).toEqual({ days: 7, maxRows: 1000 });
  });

  it.each([
    // Below one photo of the largest size (10 MB), no photo could ever be stored.
    ['PHOTO_QUOTA_MB_PER_HOUR', '9'],
    ['PHOTO_MAX_PER_DEVICE', '0'],
    ['MAINTENANCE_INTERVAL_MINUTES', '-1'],
    ['PHOTO_ORPHAN_GRACE_SECONDS', 'an hour'],
    ['ERROR_LOG_RETENTION_DAYS', '0'],
    ['ERROR_LOG_MAX_ROWS', '1.5'],
  ])('stops on a wrong %s naming it', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrowError(new RegExp(name));
  });
});

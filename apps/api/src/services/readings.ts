import type { EmissionData, Reading } from '@installer/contracts';
import { notFound } from '../answers/app-error.ts';
import type { Db } from '../db/database.ts';
import { findInstalledAt, findReadings } from '../repositories/readings.ts';

/**
 * "Test again" (result screen): the device's readings since its installation, newest first, only those
 * received after `after` when given. Scoped like first_emission (DESIGN §3 Scoping): another professional's
 * device is not found; a device not installed now has no readings to compare.
 */
export async function deviceReadings(
  db: Db,
  idDevice: number,
  idProfessional: number,
  after: string | undefined,
  limit: number,
): Promise<Reading[]> {
  const device = await findInstalledAt(db, idDevice, idProfessional);
  if (!device) throw notFound('device_not_found', 'No device of yours has this id');
  if (device.installed_at === null) return [];
  const afterIso = after === undefined ? null : new Date(after).toISOString();
  const rows = await findReadings(db, idDevice, device.installed_at, afterIso, limit);
  // The stored fields win over keys of the same names a sensor may have sent inside its data.
  return rows.map((row) => ({
    ...(JSON.parse(row.data) as EmissionData),
    message_id: row.message_id,
    emitted_at: row.emitted_at,
    received_at: row.received_at,
  }));
}

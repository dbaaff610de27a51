import type { Db } from '../db/database.ts';

/**
 * A device by its number when it belongs to the professional (DESIGN §3 Scoping: another
 * professional's device is not found). Used by the photo and invitation calls.
 */
export async function findOwnDeviceByNumber(
  db: Db,
  deviceNumber: string,
  idProfessional: number,
): Promise<{ id_device: number; device_number: string } | undefined> {
  return db
    .selectFrom('devices')
    .select(['id_device', 'device_number'])
    .where('device_number', '=', deviceNumber)
    .where('id_professional', '=', idProfessional)
    .executeTakeFirst();
}

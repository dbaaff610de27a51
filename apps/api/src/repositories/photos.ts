import type { Photo } from '@installer/contracts';
import type { Db } from '../db/database.ts';
import type { PhotosTable } from '../db/tables/emissions.table.ts';

const photoColumns = ['id_photo', 'content_type', 'bytes', 'created_at'] as const;

export type NewPhoto = Omit<PhotosTable, 'id_photo'>;

/** Inserts a photo; with an idempotency key already used for the device, inserts nothing (undefined). */
export async function insertPhotoOnce(db: Db, photo: NewPhoto): Promise<Photo | undefined> {
  return db
    .insertInto('photos')
    .values(photo)
    .onConflict((oc) => oc.columns(['id_device', 'idempotency_key']).doNothing())
    .returning(photoColumns)
    .executeTakeFirst();
}

export async function findPhotoByKey(
  db: Db,
  idDevice: number,
  idempotencyKey: string,
): Promise<Photo | undefined> {
  return db
    .selectFrom('photos')
    .select(photoColumns)
    .where('id_device', '=', idDevice)
    .where('idempotency_key', '=', idempotencyKey)
    .executeTakeFirst();
}

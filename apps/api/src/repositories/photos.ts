import type { Photo } from '@installer/contracts';
import type { Insertable } from 'kysely';
import type { Db } from '../db/database.ts';
import type { PhotosTable } from '../db/tables/emissions.table.ts';

const photoColumns = ['id_photo', 'content_type', 'bytes', 'created_at'] as const;

export type NewPhoto = Omit<Insertable<PhotosTable>, 'id_photo'>;

/** Inserts a photo (its Idempotency-Key, if any, was claimed first: services/idempotency.ts). */
export async function insertPhoto(db: Db, photo: NewPhoto): Promise<Photo> {
  return db.insertInto('photos').values(photo).returning(photoColumns).executeTakeFirstOrThrow();
}

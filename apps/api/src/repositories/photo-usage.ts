import type { Db } from '../db/database.ts';

/** Bytes an installer stored since `since` and the oldest of those photos' times (the quota window). */
export async function installerPhotoBytesSince(
  db: Db,
  idInstaller: number,
  since: string,
): Promise<{ bytes: number; oldest: string | null }> {
  const row = await db
    .selectFrom('photos')
    .select((eb) => [
      eb.fn.sum<string | number | null>('bytes').as('bytes'),
      eb.fn.min('created_at').as('oldest'),
    ])
    .where('id_installer', '=', idInstaller)
    .where('created_at', '>=', since)
    .executeTakeFirst();
  return { bytes: Number(row?.bytes ?? 0), oldest: row?.oldest ?? null };
}

export async function devicePhotoCount(db: Db, idDevice: number): Promise<number> {
  const row = await db
    .selectFrom('photos')
    .select((eb) => eb.fn.countAll<string | number>().as('count'))
    .where('id_device', '=', idDevice)
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}

/** Of these files, those that have a photo row (the orphan sweep keeps them). */
export async function recordedPhotoFiles(
  db: Db,
  fileNames: string[],
): Promise<{ id_device: number; file_name: string }[]> {
  if (fileNames.length === 0) return [];
  return db
    .selectFrom('photos')
    .select(['id_device', 'file_name'])
    .where('file_name', 'in', fileNames)
    .execute();
}

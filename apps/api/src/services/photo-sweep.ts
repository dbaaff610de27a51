import type { Db } from '../db/database.ts';
import { recordedPhotoFiles } from '../repositories/photo-usage.ts';
import { type PhotoStore, parsePhotoKey, photoKey, type StoredObject } from '../storage/photo-store.ts';

const BATCH = 500;

export interface SweepResult {
  /** Complete files with no photo row (written, then the process died before the row). */
  orphans: number;
  /** Interrupted writes. */
  incomplete: number;
}

/**
 * Removes photo files older than the grace period that no photo row names (and the copies of such a photo),
 * and interrupted writes. The
 * grace covers an upload between its file and its row: a file with a row is never touched, and a file
 * younger than the grace is never judged. Files whose key the server would not have written are left
 * alone: they are not ours to delete.
 */
export async function sweepOrphanPhotos(
  db: Db,
  store: PhotoStore,
  graceMs: number,
  now: number = Date.now(),
): Promise<SweepResult> {
  const cutoff = new Date(now - graceMs);
  const incomplete = await store.removeIncomplete(cutoff);
  let orphans = 0;
  let batch: StoredObject[] = [];
  const judge = async () => {
    orphans += await removeUnrecorded(db, store, batch);
    batch = [];
  };
  for await (const object of store.list()) {
    if (object.modifiedAt > cutoff || !parsePhotoKey(object.key)) continue;
    batch.push(object);
    if (batch.length >= BATCH) await judge();
  }
  await judge();
  return { orphans, incomplete };
}

async function removeUnrecorded(db: Db, store: PhotoStore, objects: StoredObject[]): Promise<number> {
  const names = [...new Set(objects.flatMap((object) => parsePhotoKey(object.key)?.fileName ?? []))];
  const rows = await recordedPhotoFiles(db, names);
  const recorded = new Set(rows.map((row) => photoKey(row.id_device, row.file_name)));
  let removed = 0;
  for (const object of objects) {
    // A photo's smaller copies (report-photo-variants.ts) go with it.
    const photo = parsePhotoKey(object.key);
    if (photo && recorded.has(photoKey(photo.idDevice, photo.fileName))) continue;
    await store.delete(object.key);
    removed++;
  }
  return removed;
}

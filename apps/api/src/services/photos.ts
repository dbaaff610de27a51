import { randomBytes } from 'node:crypto';
import type { Photo } from '@installer/contracts';
import type { Db } from '../db/database.ts';
import { insertPhoto } from '../repositories/photos.ts';
import { type PhotoStore, photoKey } from '../storage/photo-store.ts';
import { idempotently } from './idempotency.ts';
import type { ReceivedPhoto } from './photo-decoding.ts';
import type { AdmitPhoto } from './photo-quota.ts';

export interface AddPhotoInput {
  /** The installer's device the upload was admitted for (services/photo-admission.ts). */
  device: { id_device: number; device_number: string };
  idInstaller: number;
  photo: ReceivedPhoto;
  /** The offline outbox resends with the same key; the photo is stored once. */
  idempotencyKey: string | null;
}

/** A file we failed to record: if removing it fails too, the orphan sweep takes it later. */
const discard = (store: PhotoStore, key: string) => store.delete(key).catch(() => undefined);

/** spec §2 Result screen "add a photo": several photos per device are kept. */
export async function addPhoto(
  db: Db,
  store: PhotoStore,
  admit: AdmitPhoto,
  { device, idInstaller, photo, idempotencyKey }: AddPhotoInput,
): Promise<Photo> {
  // DESIGN §3 Idempotency-Key: the outbox resends a photo after a lost answer, maybe twice at once; the key
  // is claimed before the file is written, so one photo and one file land, and a replay passes no quota
  // again. The key means this photo for this device (a digest stands for the picture: hashing megabytes of
  // canonical JSON would be waste).
  const request = { device_number: device.device_number, picture: photo.digest };
  const { answer } = await idempotently<Photo>(
    { db, idInstaller, key: idempotencyKey, request },
    async () => {
      await admit({ idInstaller, idDevice: device.id_device, bytes: photo.bytes.length });
      // The name is ours, random, never the client's.
      const fileName = randomBytes(16).toString('hex') + photo.extension;
      const key = photoKey(device.id_device, fileName);
      await store.put(key, photo.bytes, photo.contentType);
      try {
        return await insertPhoto(db, {
          id_device: device.id_device,
          id_installer: idInstaller,
          file_name: fileName,
          content_type: photo.contentType,
          bytes: photo.bytes.length,
          idempotency_key: idempotencyKey,
          created_at: new Date().toISOString(),
        });
      } catch (error) {
        await discard(store, key);
        throw error;
      }
    },
  );
  return answer;
}

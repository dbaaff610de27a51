import { randomBytes } from 'node:crypto';
import type { Photo } from '@installer/contracts';
import type { Db } from '../db/database.ts';
import { notFound } from '../http/app-error.ts';
import { findOwnDeviceByNumber } from '../repositories/devices-of-professional.ts';
import { findPhotoByKey, insertPhotoOnce } from '../repositories/photos.ts';
import { type PhotoStore, photoKey } from '../storage/photo-store.ts';
import { decodePhoto } from './photo-decoding.ts';
import type { AdmitPhoto } from './photo-quota.ts';

export interface AddPhotoInput {
  deviceNumber: string;
  idProfessional: number;
  idInstaller: number;
  base64: string;
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
  input: AddPhotoInput,
): Promise<Photo> {
  const device = await findOwnDeviceByNumber(db, input.deviceNumber, input.idProfessional);
  if (!device) throw notFound('device_not_found', 'No device of yours has this number');
  if (input.idempotencyKey) {
    const earlier = await findPhotoByKey(db, device.id_device, input.idempotencyKey);
    if (earlier) return earlier;
  }
  const photo = decodePhoto(input.base64);
  await admit({ idInstaller: input.idInstaller, idDevice: device.id_device, bytes: photo.bytes.length });
  // The name is ours, random, never the client's.
  const fileName = randomBytes(16).toString('hex') + photo.extension;
  const key = photoKey(device.id_device, fileName);
  await store.put(key, photo.bytes, photo.contentType);
  try {
    const stored = await insertPhotoOnce(db, {
      id_device: device.id_device,
      id_installer: input.idInstaller,
      file_name: fileName,
      content_type: photo.contentType,
      bytes: photo.bytes.length,
      idempotency_key: input.idempotencyKey,
      created_at: new Date().toISOString(),
    });
    if (stored) return stored;
    // A concurrent copy with the same key won the race: keep its photo, not a second file.
    await discard(store, key);
    const winner = input.idempotencyKey
      ? await findPhotoByKey(db, device.id_device, input.idempotencyKey)
      : undefined;
    if (!winner) throw new Error('photo insert did nothing without a competing row');
    return winner;
  } catch (error) {
    await discard(store, key);
    throw error;
  }
}

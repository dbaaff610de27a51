import { randomBytes } from 'node:crypto';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Photo } from '@installer/contracts';
import type { Db } from '../db/database.ts';
import { notFound } from '../http/app-error.ts';
import { findOwnDeviceByNumber } from '../repositories/devices-of-professional.ts';
import { findPhotoByKey, insertPhotoOnce } from '../repositories/photos.ts';
import { decodePhoto } from './photo-decoding.ts';

export interface AddPhotoInput {
  deviceNumber: string;
  idProfessional: number;
  idInstaller: number;
  base64: string;
  /** The offline outbox resends with the same key; the photo is stored once. */
  idempotencyKey: string | null;
}

/**
 * Writes under a temporary name then renames: a reader (or a crash) never sees half a photo, and the
 * final name is ours, random, never the client's.
 */
async function writePhotoFile(dir: string, extension: string, bytes: Buffer): Promise<string> {
  await mkdir(dir, { recursive: true });
  const fileName = randomBytes(16).toString('hex') + extension;
  const temporary = path.join(dir, `.${fileName}.part`);
  await writeFile(temporary, bytes, { flag: 'wx', mode: 0o640 });
  try {
    await rename(temporary, path.join(dir, fileName));
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
  return fileName;
}

/** spec §2 Result screen "add a photo": several photos per device are kept. */
export async function addPhoto(db: Db, uploadDir: string, input: AddPhotoInput): Promise<Photo> {
  const device = await findOwnDeviceByNumber(db, input.deviceNumber, input.idProfessional);
  if (!device) throw notFound('device_not_found', 'No device of yours has this number');
  if (input.idempotencyKey) {
    const earlier = await findPhotoByKey(db, device.id_device, input.idempotencyKey);
    if (earlier) return earlier;
  }
  const photo = decodePhoto(input.base64);
  const dir = path.join(uploadDir, String(device.id_device));
  const fileName = await writePhotoFile(dir, photo.extension, photo.bytes);
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
    await rm(path.join(dir, fileName), { force: true });
    const winner = input.idempotencyKey
      ? await findPhotoByKey(db, device.id_device, input.idempotencyKey)
      : undefined;
    if (!winner) throw new Error('photo insert did nothing without a competing row');
    return winner;
  } catch (error) {
    await rm(path.join(dir, fileName), { force: true });
    throw error;
  }
}

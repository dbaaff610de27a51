import { createHash, randomBytes } from 'node:crypto';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Photo } from '@installer/contracts';
import type { Db } from '../db/database.ts';
import { notFound } from '../http/app-error.ts';
import { findOwnDeviceByNumber } from '../repositories/devices-of-professional.ts';
import { insertPhoto } from '../repositories/photos.ts';
import { idempotently } from './idempotency.ts';
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
  // DESIGN §3 Idempotency-Key: the outbox resends a photo after a lost answer, maybe twice at once; the key
  // is claimed before the file is written, so one photo and one file land. The key means this photo for
  // this device (a digest stands for the picture: hashing megabytes of canonical JSON would be waste).
  const request = {
    device_number: device.device_number,
    picture: createHash('sha256').update(input.base64).digest('hex'),
  };
  const { answer } = await idempotently<Photo>(
    { db, idInstaller: input.idInstaller, key: input.idempotencyKey, request },
    async () => {
      const photo = decodePhoto(input.base64);
      const dir = path.join(uploadDir, String(device.id_device));
      const fileName = await writePhotoFile(dir, photo.extension, photo.bytes);
      try {
        return await insertPhoto(db, {
          id_device: device.id_device,
          id_installer: input.idInstaller,
          file_name: fileName,
          content_type: photo.contentType,
          bytes: photo.bytes.length,
          idempotency_key: input.idempotencyKey,
          created_at: new Date().toISOString(),
        });
      } catch (error) {
        await rm(path.join(dir, fileName), { force: true });
        throw error;
      }
    },
  );
  return answer;
}

import type { Readable } from 'node:stream';
import { AppError } from '../answers/app-error.ts';

/** A stored photo as the store lists it, for the orphan sweep. */
export interface StoredObject {
  key: string;
  modifiedAt: Date;
}

/**
 * Where photo bytes live (DESIGN §2: a local folder by default, S3-compatible storage when `S3_BUCKET`
 * is set). Keys, never paths: `<id_device>/<file_name>`, the same in every driver. Every driver answers a
 * fault with `storageFull` or `storageUnavailable` (never a bare error, which would be a 500) and leaves
 * nothing behind a failed `put`.
 */
export interface PhotoStore {
  /** Stores the bytes under the key, all or nothing: a reader or a crash never sees half a photo. */
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** Removes the photo; a key already gone is not an error. */
  delete(key: string): Promise<void>;
  /** The photo's bytes as a stream (the handover report serves them), or null when the store has none. */
  open(key: string): Promise<Readable | null>;
  /** Every complete photo in the store, for the orphan sweep. */
  list(): AsyncIterable<StoredObject>;
  /** Removes what interrupted writes left (a crash mid-`put`) that is older than `olderThan`; their count. */
  removeIncomplete(olderThan: Date): Promise<number>;
  /** Frees what the store holds open (an HTTP client's sockets), when the server closes. */
  close(): Promise<void>;
}

/**
 * `<id_device>/<hex>.<ext>`, or a smaller copy of that photo: `<id_device>/<hex>.<ext>.w<width>.<copy ext>`
 * (docs/decisions/0015-report-photo-variants.md).
 */
const KEY = /^(\d{1,10})\/([0-9a-f]{32}\.(?:jpg|png|webp))(?:\.w(\d{2,5})\.(?:jpg|webp))?$/;

export function photoKey(idDevice: number, fileName: string): string {
  return `${idDevice}/${fileName}`;
}

/** Where the copy of a photo at `width` is kept: beside the photo, named after it. */
export function photoVariantKey(
  idDevice: number,
  fileName: string,
  width: number,
  extension: string,
): string {
  return `${idDevice}/${fileName}.w${width}${extension}`;
}

/**
 * The device and file name of a key the server wrote; null for anything else found in the store. A copy's
 * key answers its photo's file name and the copy's width: it belongs to that photo.
 */
export function parsePhotoKey(
  key: string,
): { idDevice: number; fileName: string; variantWidth: number | null } | null {
  const match = KEY.exec(key);
  if (!match?.[1] || !match[2]) return null;
  return {
    idDevice: Number(match[1]),
    fileName: match[2],
    variantWidth: match[3] ? Number(match[3]) : null,
  };
}

/** DESIGN §3 507: the store is out of space (or quota); nothing was stored, the photo can come later. */
export const storageFull = (cause: unknown) =>
  new AppError(507, 'storage_full', 'The photo store is full; the photo was not stored', undefined, {
    cause,
  });

/** DESIGN §3 503: the store cannot be written (read-only, permissions, I/O error, unreachable). */
export const storageUnavailable = (cause: unknown) =>
  new AppError(
    503,
    'storage_unavailable',
    'The photo store is unavailable; the photo was not stored',
    undefined,
    {
      cause,
    },
  );

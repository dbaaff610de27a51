import type { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import sharp from 'sharp';
import { type PhotoStore, photoKey, photoVariantKey } from '../storage/photo-store.ts';

/**
 * The smaller copies of a photo the handover report shows (docs/decisions/0015-report-photo-variants.md): a
 * copy at a given width is made from the photo the first time it is asked for, kept in the photo store
 * beside the photo (local folder or S3 alike), and read from there afterwards. The upload path is untouched:
 * photos stored before copies existed get theirs too, and a photo nobody looks at costs no resize.
 */

/** The photo behind a copy, as its row names it. */
export interface StoredPhoto {
  idDevice: number;
  fileName: string;
  contentType: string;
}

export interface PhotoBytes {
  body: Readable | Buffer;
  contentType: string;
}

/** A copy is seen at about its own size on a phone: quality 78 hides JPEG's blocks there. */
const QUALITY = 78;
/**
 * A damaged or hostile file that declares enormous dimensions is not decoded: the app sends at most 1920 px
 * (PHOTO_MAX_LONG_SIDE_PX), any camera photo is far under this. Such a photo is served as it was stored.
 */
const MAX_INPUT_PIXELS = 64_000_000;

// Each copy is made once: sharp's operation cache would only hold memory a server needs elsewhere.
sharp.cache(false);

/** A WebP photo gets a WebP copy; JPEG and PNG photos get JPEG copies (a PNG photo is flattened on white). */
function copyFormat(contentType: string): { extension: string; contentType: string } {
  return contentType === 'image/webp'
    ? { extension: '.webp', contentType: 'image/webp' }
    : { extension: '.jpg', contentType: 'image/jpeg' };
}

/** Copies being made now, by key: readers arriving meanwhile wait for the same one instead of resizing again. */
const making = new Map<string, Promise<PhotoBytes | null>>();

/**
 * The photo at most `width` pixels wide (never enlarged), as stored, or made now and stored; null when the
 * photo itself is not in the store.
 */
export async function openPhotoVariant(
  store: PhotoStore,
  photo: StoredPhoto,
  width: number,
): Promise<PhotoBytes | null> {
  const format = copyFormat(photo.contentType);
  const key = photoVariantKey(photo.idDevice, photo.fileName, width, format.extension);
  const kept = await store.open(key);
  if (kept) return { body: kept, contentType: format.contentType };
  let made = making.get(key);
  if (!made) {
    made = makeVariant(store, photo, width, key, format).finally(() => making.delete(key));
    making.set(key, made);
  }
  return made;
}

async function makeVariant(
  store: PhotoStore,
  photo: StoredPhoto,
  width: number,
  key: string,
  format: { extension: string; contentType: string },
): Promise<PhotoBytes | null> {
  const stream = await store.open(photoKey(photo.idDevice, photo.fileName));
  if (!stream) return null;
  const original = await buffer(stream);
  let copy: Buffer;
  try {
    // `rotate()` applies the camera's EXIF orientation, which the copy does not keep.
    const image = sharp(original, { limitInputPixels: MAX_INPUT_PIXELS })
      .rotate()
      .resize({ width, withoutEnlargement: true });
    copy =
      format.contentType === 'image/webp'
        ? await image.webp({ quality: QUALITY }).toBuffer()
        : await image.flatten({ background: '#ffffff' }).jpeg({ quality: QUALITY, mozjpeg: true }).toBuffer();
  } catch {
    // Bytes that passed the upload's type check but that the decoder refuses: shown as they are, as before.
    return { body: original, contentType: photo.contentType };
  }
  // A photo already smaller than its copy would be (a small PNG) is served itself.
  if (copy.length >= original.length) return { body: original, contentType: photo.contentType };
  // Not kept (the store is full or unreachable): the reader still gets the copy; the next one makes it again.
  await store.put(key, copy, format.contentType).catch(() => undefined);
  return { body: copy, contentType: format.contentType };
}

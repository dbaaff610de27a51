import { PHOTO_MAX_LONG_SIDE_PX } from '@installer/contracts';
import { randomUuid } from '../../lib/random-uuid.ts';
import { fitWithin } from './fit-within.ts';

/** A photo ready for `POST /asset/device/{device_number}/image`: a JPEG data URL and what it weighs. */
export interface ScaledPhoto {
  /**
   * Names this photo for the server's Idempotency-Key: sending it again after a lost answer (a weak
   * network) stores it once.
   */
  key: string;
  dataUrl: string;
  /** Size of the JPEG itself (the data URL is about 4/3 of it). */
  bytes: number;
  width: number;
  height: number;
}

/** Enough for a readable photo of an installation at a fraction of the bytes (the photo crosses a weak network). */
const PHOTO_JPEG_QUALITY = 0.8;

function readAsDataUrl(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('the photo could not be read'));
    reader.readAsDataURL(blob);
  });
}

/**
 * Draws `source` (a video frame or a decoded image of `width` x `height`) into a JPEG whose long side is at
 * most PHOTO_MAX_LONG_SIDE_PX: a 12-megapixel capture uploads in a few hundred kilobytes (docs/PERFORMANCE.md, photo bytes).
 */
export async function jpegFrom(
  source: CanvasImageSource,
  width: number,
  height: number,
): Promise<ScaledPhoto> {
  const size = fitWithin(width, height, PHOTO_MAX_LONG_SIDE_PX);
  const canvas = document.createElement('canvas');
  canvas.width = size.width;
  canvas.height = size.height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('no 2d canvas');
  context.imageSmoothingQuality = 'high';
  context.drawImage(source, 0, 0, size.width, size.height);
  const blob = await new Promise<Blob>((resolve, reject) =>
    canvas.toBlob(
      (result) => (result ? resolve(result) : reject(new Error('the photo could not be encoded'))),
      'image/jpeg',
      PHOTO_JPEG_QUALITY,
    ),
  );
  // Mobile Safari keeps a canvas's pixels until its size is zeroed; a 1920 px canvas is 11 MB.
  canvas.width = 0;
  canvas.height = 0;
  return { key: `photo-${randomUuid()}`, dataUrl: await readAsDataUrl(blob), bytes: blob.size, ...size };
}

/** A chosen file (any image the browser decodes), scaled and re-encoded like a camera capture. */
export async function scalePhotoFile(file: Blob): Promise<ScaledPhoto> {
  if (typeof createImageBitmap === 'function') {
    // createImageBitmap applies the EXIF orientation, so a portrait phone photo stays upright.
    const bitmap = await createImageBitmap(file);
    try {
      return await jpegFrom(bitmap, bitmap.width, bitmap.height);
    } finally {
      bitmap.close();
    }
  }
  const url = URL.createObjectURL(file);
  try {
    const image = new Image();
    image.src = url;
    await image.decode();
    return await jpegFrom(image, image.naturalWidth, image.naturalHeight);
  } finally {
    URL.revokeObjectURL(url);
  }
}

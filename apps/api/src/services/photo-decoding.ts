import { PHOTO_MAX_BYTES, type Photo } from '@installer/contracts';
import { AppError, badRequest } from '../http/app-error.ts';

type PhotoType = Photo['content_type'];

export interface DecodedPhoto {
  bytes: Buffer;
  contentType: PhotoType;
  extension: string;
}

const BASE64 = /^[A-Za-z0-9+/_-]*={0,2}$/;

/** The type a file's first bytes prove, whatever its name or data-URL prefix claims. */
function sniffImageType(bytes: Buffer): { contentType: PhotoType; extension: string } | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) {
    return { contentType: 'image/jpeg', extension: '.jpg' };
  }
  if (
    bytes.length >= 8 &&
    bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 13, 10, 26, 10]))
  ) {
    return { contentType: 'image/png', extension: '.png' };
  }
  if (
    bytes.length >= 12 &&
    bytes.toString('latin1', 0, 4) === 'RIFF' &&
    bytes.toString('latin1', 8, 12) === 'WEBP'
  ) {
    return { contentType: 'image/webp', extension: '.webp' };
  }
  return null;
}

/**
 * spec §3 Image payload: a data URL or bare base64. The size is checked on the decoded bytes, computed
 * before decoding so an oversized photo costs no allocation; the type comes from the bytes.
 */
export function decodePhoto(input: string): DecodedPhoto {
  let payload = input;
  if (payload.startsWith('data:')) {
    const comma = payload.indexOf(',');
    const meta = comma > 0 && comma <= 200 ? payload.slice(5, comma) : null;
    if (meta === null || !/;base64$/i.test(meta)) {
      throw badRequest('bad_request', 'Only base64 data URLs are accepted');
    }
    payload = payload.slice(comma + 1);
  }
  // Some encoders wrap base64 at 76 columns.
  if (/\s/.test(payload)) payload = payload.replace(/\s+/g, '');
  if (payload.length === 0 || payload.length % 4 === 1 || !BASE64.test(payload)) {
    throw badRequest('bad_request', 'The image is not valid base64');
  }
  const padding = payload.endsWith('==') ? 2 : payload.endsWith('=') ? 1 : 0;
  const decodedLength = Math.floor((payload.length * 3) / 4) - padding;
  if (decodedLength > PHOTO_MAX_BYTES) {
    throw new AppError(413, 'payload_too_large', `A photo may be at most ${PHOTO_MAX_BYTES} bytes`, {
      max_bytes: PHOTO_MAX_BYTES,
    });
  }
  const bytes = Buffer.from(payload, 'base64');
  const type = sniffImageType(bytes);
  if (!type) {
    throw new AppError(415, 'unsupported_media_type', 'Only JPEG, PNG and WebP photos are accepted');
  }
  return { bytes, ...type };
}

import { createHash, type Hash } from 'node:crypto';
import { PHOTO_MAX_BYTES, type Photo } from '@installer/contracts';
import { AppError, badRequest } from '../answers/app-error.ts';

/**
 * spec §3 Image payload, the `base64_string` value: a base64 data URL or bare base64 (wrapped lines allowed),
 * decoded as its characters arrive into one buffer of the photo's size, so an upload holds at most
 * PHOTO_MAX_BYTES plus a batch in memory (README, Photo uploads). At most PHOTO_MAX_BYTES decoded (413, refused as
 * soon as the characters say so), a JPEG, PNG or WebP by its first bytes (415).
 */

type PhotoType = Photo['content_type'];

/** A data URL's metadata ends with its comma within this many characters (`data:image/jpeg;base64,`). */
const DATA_URL_META_MAX = 200;
const BASE64_RUN = /^[A-Za-z0-9+/_-]*$/;
const PADDING = /^=*$/;
/** Decoded in batches of this many characters (a multiple of 4). */
const DECODE_BATCH = 64 * 1024;
/** Without a Content-Length, the buffer starts this large and doubles as the photo grows. */
const FIRST_CAPACITY = 256 * 1024;

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
 * A photo received and decoded. Its bytes are private: the request's generic checks walk the body's own
 * fields (http/nul-characters.ts), and ten million array indexes are not a field.
 */
export class ReceivedPhoto {
  readonly #bytes: Buffer;

  constructor(
    bytes: Buffer,
    readonly contentType: PhotoType,
    readonly extension: string,
    /** sha256 of the `base64_string` as sent: what its Idempotency-Key must keep meaning. */
    readonly digest: string,
  ) {
    this.#bytes = bytes;
  }

  get bytes(): Buffer {
    return this.#bytes;
  }
}

export const invalidPhotoField = (message: string) =>
  new AppError(400, 'validation_failed', 'The request is not valid', [
    { in: 'body', path: 'base64_string', message },
  ]);
const notBase64 = () => badRequest('bad_request', 'The image is not valid base64');
const tooLarge = () =>
  new AppError(413, 'payload_too_large', `A photo may be at most ${PHOTO_MAX_BYTES} bytes`, {
    max_bytes: PHOTO_MAX_BYTES,
  });

/** What an upload may decode before it is refused, and the refusal (the installer's hourly quota). */
export interface PhotoAllowance {
  bytes: number;
  refusal(): AppError;
}

/** The `base64_string` value, decoded as its characters arrive. */
export class PhotoDecoder {
  private readonly hash: Hash = createHash('sha256');
  /** Characters of the value until it is known whether it is a data URL and where its base64 starts. */
  private head: string | null = '';
  private pending = '';
  private characters = 0;
  private padding = 0;
  private buffer: Buffer;
  private written = 0;
  /** Whether any character arrived: an empty string is a validation failure, not bad base64. */
  private empty = true;

  constructor(
    expectedBytes: number | null,
    private readonly allowance: PhotoAllowance | null,
  ) {
    this.buffer = Buffer.allocUnsafe(
      expectedBytes === null ? FIRST_CAPACITY : Math.min(PHOTO_MAX_BYTES + 8, expectedBytes),
    );
  }

  /** Characters of the JSON string's value, unescaped. */
  feed(text: string): void {
    if (text.length === 0) return;
    this.empty = false;
    this.hash.update(text);
    if (this.head === null) {
      this.payload(text);
      return;
    }
    this.head += text;
    this.decideHead(false);
  }

  /** Is it a data URL, and where does its base64 start? Decided once enough characters arrived, or at the end. */
  private decideHead(atEnd: boolean): void {
    const head = this.head ?? '';
    if (!atEnd && head.length < 5 && 'data:'.startsWith(head)) return;
    let rest = head;
    if (head.startsWith('data:')) {
      const comma = head.indexOf(',');
      if (comma < 0) {
        if (atEnd || head.length > DATA_URL_META_MAX + 1) {
          throw badRequest('bad_request', 'Only base64 data URLs are accepted');
        }
        return;
      }
      if (comma > DATA_URL_META_MAX || !/;base64$/i.test(head.slice(5, comma))) {
        throw badRequest('bad_request', 'Only base64 data URLs are accepted');
      }
      rest = head.slice(comma + 1);
    }
    this.head = null;
    this.payload(rest);
  }

  /** Base64 characters: whitespace dropped (wrapped lines), the alphabet checked, then decoded in batches. */
  private payload(raw: string): void {
    const text = /\s/.test(raw) ? raw.replace(/\s+/g, '') : raw;
    if (text.length === 0) return;
    if (this.padding > 0) {
      if (!PADDING.test(text)) throw notBase64();
      this.padding += text.length;
      if (this.padding > 2) throw notBase64();
      return;
    }
    const equals = text.indexOf('=');
    const alphabet = equals < 0 ? text : text.slice(0, equals);
    if (!BASE64_RUN.test(alphabet)) throw notBase64();
    if (equals >= 0) {
      const padding = text.slice(equals);
      if (!PADDING.test(padding) || padding.length > 2) throw notBase64();
      this.padding = padding.length;
    }
    this.characters += alphabet.length;
    // At least this many bytes are coming: refused as soon as it is too many, not at the end of the body.
    const atLeast = Math.floor((this.characters * 3) / 4) - 2;
    if (atLeast > PHOTO_MAX_BYTES) throw tooLarge();
    if (this.allowance && atLeast > this.allowance.bytes) throw this.allowance.refusal();
    this.pending += alphabet;
    if (this.pending.length >= DECODE_BATCH) this.decode(this.pending.length - (this.pending.length % 4));
  }

  private decode(characters: number, suffix = ''): void {
    const text = this.pending.slice(0, characters) + suffix;
    this.pending = this.pending.slice(characters);
    const needed = this.written + Math.ceil((text.length * 3) / 4);
    if (needed > this.buffer.length) {
      const grown = Buffer.allocUnsafe(
        Math.min(PHOTO_MAX_BYTES + 8, Math.max(needed, this.buffer.length * 2)),
      );
      this.buffer.copy(grown, 0, 0, this.written);
      this.buffer = grown;
    }
    this.written += this.buffer.write(text, this.written, 'base64');
  }

  end(): ReceivedPhoto {
    if (this.empty) throw invalidPhotoField('Too small: expected string to have >=1 characters');
    if (this.head !== null) this.decideHead(true);
    const total = this.characters + this.padding;
    if (total === 0 || total % 4 === 1) throw notBase64();
    if (Math.floor((total * 3) / 4) - this.padding > PHOTO_MAX_BYTES) throw tooLarge();
    this.decode(this.pending.length, '='.repeat(this.padding));
    const bytes = this.buffer.subarray(0, this.written);
    const type = sniffImageType(bytes);
    if (!type)
      throw new AppError(415, 'unsupported_media_type', 'Only JPEG, PNG and WebP photos are accepted');
    return new ReceivedPhoto(bytes, type.contentType, type.extension, this.hash.digest('hex'));
  }
}

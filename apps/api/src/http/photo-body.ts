import type { Readable } from 'node:stream';
import { StringDecoder } from 'node:string_decoder';
import { AppError, badRequest } from '../answers/app-error.ts';
import {
  invalidPhotoField,
  type PhotoAllowance,
  PhotoDecoder,
  type ReceivedPhoto,
} from '../services/photo-decoding.ts';

/**
 * spec §3 Image payload, `{"base64_string": "<data URL or bare base64>"}`, read as it arrives: the body's
 * JSON is followed character by character and the photo's value streams into a PhotoDecoder, so an upload
 * never holds the 13 MB body text, its parsed copy and the decoded bytes at once. The JSON rules are those
 * of JSON.parse; the field must be a non-empty string, given once.
 */

/** Fields other than the photo are allowed (the contract's object strips them) but not to carry megabytes. */
const OTHER_FIELDS_MAX_CHARS = 64 * 1024;
const KEY_MAX_CHARS = 256;

const invalidJson = (message: string) => badRequest('bad_request', `The body is not valid JSON: ${message}`);

type State =
  | 'start'
  | 'first-key'
  | 'key'
  | 'colon'
  | 'value'
  | 'photo'
  | 'other'
  | 'after-value'
  | 'next-key'
  | 'done';

const JSON_WHITESPACE = new Set([' ', '\t', '\n', '\r']);
const SIMPLE_ESCAPES: Record<string, string> = {
  '"': '"',
  '\\': '\\',
  '/': '/',
  b: '\b',
  f: '\f',
  n: '\n',
  r: '\r',
  t: '\t',
};
/** What ends a run of plain characters in a JSON string: a quote, a backslash, or a raw control character. */
function runEnd(text: string, from: number): number {
  for (let i = from; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code === 0x22 || code === 0x5c || code < 0x20) return i;
  }
  return -1;
}

/**
 * The upload body's JSON, character by character: an object whose `base64_string` value streams into a
 * PhotoDecoder, every other member kept (bounded) and checked with JSON.parse.
 */
export class PhotoBodyParser {
  private state: State = 'start';
  /** Inside a string: the escape being read (`\` then `u` and up to 4 hex digits), or null. */
  private escape: string | null = null;
  private key = '';
  private photo: PhotoDecoder | null = null;
  private other = '';
  private otherChars = 0;
  private otherDepth = 0;
  private otherInString = false;
  private otherEscaped = false;
  private started = false;

  constructor(
    private readonly expectedBytes: number | null,
    private readonly allowance: PhotoAllowance | null,
  ) {}

  write(chunk: string): void {
    let text = chunk;
    if (!this.started && text.length > 0) {
      this.started = true;
      // A byte-order mark before the JSON is tolerated, as the server's JSON parser does.
      if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
    }
    let i = 0;
    while (i < text.length) {
      switch (this.state) {
        case 'photo':
        case 'key':
          i = this.inString(text, i);
          break;
        case 'other':
          i = this.inOther(text, i);
          break;
        default:
          this.structural(text.charAt(i));
          i += 1;
      }
    }
  }

  end(): ReceivedPhoto {
    if (this.state === 'start') throw badRequest('bad_request', 'The body is empty');
    if (this.state !== 'done') throw invalidJson('it ends before the object does');
    if (!this.photo) throw invalidPhotoField('Invalid input: expected string, received undefined');
    return this.photo.end();
  }

  /** Outside strings and other values: whitespace, braces, the colon and commas. */
  private structural(char: string): void {
    if (JSON_WHITESPACE.has(char)) return;
    switch (this.state) {
      case 'start':
        if (char !== '{') throw invalidPhotoField('Invalid input: expected object');
        this.state = 'first-key';
        return;
      case 'first-key':
      case 'next-key':
        if (char === '"') {
          this.key = '';
          this.state = 'key';
          return;
        }
        if (char === '}' && this.state === 'first-key') {
          this.state = 'done';
          return;
        }
        throw invalidJson('a member name was expected');
      case 'colon':
        if (char !== ':') throw invalidJson('a colon was expected');
        this.state = 'value';
        return;
      case 'value':
        if (this.key === 'base64_string') {
          if (this.photo) throw invalidPhotoField('base64_string is given twice');
          if (char !== '"') throw invalidPhotoField('Invalid input: expected string');
          this.photo = new PhotoDecoder(this.expectedBytes, this.allowance);
          this.state = 'photo';
          return;
        }
        this.other = '';
        this.otherDepth = 0;
        this.otherInString = false;
        this.otherEscaped = false;
        this.state = 'other';
        this.inOther(char, 0);
        return;
      case 'after-value':
        if (char === ',') this.state = 'next-key';
        else if (char === '}') this.state = 'done';
        else throw invalidJson('a comma or the end of the object was expected');
        return;
      case 'done':
        throw invalidJson('something follows the object');
    }
  }

  /** Inside the key or the photo's string: runs of plain characters, escapes, the closing quote. */
  private inString(text: string, from: number): number {
    let i = from;
    while (i < text.length) {
      if (this.escape !== null) {
        const char = text.charAt(i);
        i += 1;
        if (this.escape === '\\') {
          if (char === 'u') {
            this.escape = '\\u';
            continue;
          }
          const simple = SIMPLE_ESCAPES[char];
          if (simple === undefined) throw invalidJson(`\\${char} is not an escape`);
          this.escape = null;
          this.stringText(simple);
          continue;
        }
        if (!/[0-9a-fA-F]/.test(char)) throw invalidJson('a \\u escape needs four hexadecimal digits');
        this.escape += char;
        if (this.escape.length === 6) {
          const unit = String.fromCharCode(Number.parseInt(this.escape.slice(2), 16));
          this.escape = null;
          this.stringText(unit);
        }
        continue;
      }
      const stop = runEnd(text, i);
      const run = text.slice(i, stop < 0 ? text.length : stop);
      if (run.length > 0) this.stringText(run);
      if (stop < 0) return text.length;
      i = stop;
      const char = text.charAt(i);
      i += 1;
      if (char === '\\') {
        this.escape = '\\';
      } else if (char === '"') {
        this.state = this.state === 'key' ? 'colon' : 'after-value';
        return i;
      } else {
        throw invalidJson('a string holds a raw control character');
      }
    }
    return i;
  }

  private stringText(text: string): void {
    if (this.state === 'photo') {
      this.photo?.feed(text);
      return;
    }
    this.key += text;
    if (this.key.length > KEY_MAX_CHARS) throw invalidJson('a member name is too long');
  }

  /**
   * Another member's value, kept as text until it ends (a comma or the closing brace at its own depth,
   * outside strings), then checked with JSON.parse. Bounded: these fields carry nothing we read.
   */
  private inOther(text: string, from: number): number {
    for (let i = from; i < text.length; i++) {
      const char = text.charAt(i);
      if (this.otherInString) {
        if (this.otherEscaped) this.otherEscaped = false;
        else if (char === '\\') this.otherEscaped = true;
        else if (char === '"') this.otherInString = false;
      } else if (char === '"') {
        this.otherInString = true;
      } else if (char === '{' || char === '[') {
        this.otherDepth += 1;
      } else if ((char === '}' || char === ']') && this.otherDepth > 0) {
        this.otherDepth -= 1;
      } else if (this.otherDepth === 0 && (char === ',' || char === '}')) {
        this.closeOther();
        this.state = 'after-value';
        this.structural(char);
        return i + 1;
      }
      this.other += char;
      this.otherChars += 1;
      if (this.otherChars > OTHER_FIELDS_MAX_CHARS) {
        throw badRequest('bad_request', 'Fields other than base64_string are too large');
      }
    }
    return text.length;
  }

  private closeOther(): void {
    try {
      JSON.parse(this.other);
    } catch {
      throw invalidJson(`the value of ${JSON.stringify(this.key.slice(0, 40))} is not JSON`);
    }
  }
}

export interface PhotoBodyLimits {
  /** Bytes of body at most (the route's bodyLimit): 413 beyond. */
  bodyLimit: number;
  /** What may be decoded before the quota refuses it; null when the upload is a replay of a known key. */
  allowance: PhotoAllowance | null;
}

/**
 * Reads an upload body from its stream into a ReceivedPhoto. Stops reading at the first fault (the caller
 * answers it; the unread rest of the body closes the connection, http/unread-body.ts).
 */
export function readPhotoBody(
  stream: Readable,
  contentLength: number | null,
  limits: PhotoBodyLimits,
): Promise<ReceivedPhoto> {
  // The decoded size a body of this length holds at most: 3 bytes per 4 characters.
  const expected = contentLength === null ? null : Math.ceil((contentLength * 3) / 4);
  const parser = new PhotoBodyParser(expected, limits.allowance);
  const decoder = new StringDecoder('utf8');
  let received = 0;
  return new Promise((resolve, reject) => {
    let settled = false;
    const fail = (error: unknown) => {
      if (settled) return;
      settled = true;
      stream.off('data', onData);
      stream.off('end', onEnd);
      stream.pause();
      reject(error);
    };
    const onData = (chunk: Buffer) => {
      received += chunk.length;
      try {
        if (received > limits.bodyLimit)
          throw new AppError(413, 'payload_too_large', 'Request body is too large');
        parser.write(decoder.write(chunk));
      } catch (error) {
        fail(error);
      }
    };
    const onEnd = () => {
      if (settled) return;
      settled = true;
      try {
        parser.write(decoder.end());
        resolve(parser.end());
      } catch (error) {
        reject(error);
      }
    };
    stream.on('data', onData);
    stream.once('end', onEnd);
    // Kept after a failure too: an error emitted later must not go unheard (it would crash the process).
    stream.on('error', fail);
    // A client gone mid-body: nothing more will come.
    stream.once('close', () => fail(new AppError(400, 'bad_request', 'The upload was interrupted')));
  });
}

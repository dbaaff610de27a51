import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { PHOTO_MAX_BYTES } from '@installer/contracts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AppError } from '../answers/app-error.ts';
import type { ReceivedPhoto } from '../services/photo-decoding.ts';
import { PhotoBodyParser, readPhotoBody } from './photo-body.ts';

/**
 * The upload body read as it arrives (spec §3 Image payload): the same photo, the same digest and the same
 * refusals as parsing the whole body with JSON.parse and decoding the string with Buffer.from, however the
 * body is cut into chunks.
 */

const PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';
const PNG_BYTES = Buffer.from(PNG, 'base64');

/** Parses `body` written in pieces cut at `cuts` (character offsets). */
function parse(body: string, cuts: number[] = []): ReceivedPhoto {
  const parser = new PhotoBodyParser(null, null);
  let from = 0;
  for (const cut of [...cuts].sort((a, b) => a - b)) {
    parser.write(body.slice(from, cut));
    from = cut;
  }
  parser.write(body.slice(from));
  return parser.end();
}

/** The status and code a body is refused with, or 'ok'. */
function outcome(body: string, cuts: number[] = []): string {
  try {
    parse(body, cuts);
    return 'ok';
  } catch (error) {
    if (error instanceof AppError) return `${error.status} ${error.code}`;
    throw error;
  }
}

const digest = (text: string) => createHash('sha256').update(text).digest('hex');

describe('photo upload body, read as it arrives', () => {
  it.each([
    ['compact', JSON.stringify({ base64_string: PNG })],
    ['spaced', `  {\n "base64_string" :\t"${PNG}"  }\n`],
    ['a data URL', JSON.stringify({ base64_string: `data:image/png;base64,${PNG}` })],
    ['wrapped at 76 columns', JSON.stringify({ base64_string: PNG.replace(/(.{20})/g, '$1\r\n') })],
    ['slashes escaped', JSON.stringify({ base64_string: PNG }).replaceAll('/', '\\/')],
    ['the key escaped', `{"base64\\u005fstring":"${PNG}"}`],
    ['other fields around', `{"a":{"b":[1,"}",{"c":null}]},"base64_string":"${PNG}","z":"\\"q\\""}`],
    ['a byte-order mark first', `\ufeff${JSON.stringify({ base64_string: PNG })}`],
  ])('decodes the photo of a %s body, with the digest of the string as sent', (_what, body) => {
    const expected = (JSON.parse(body.replace(/^\ufeff/, '')) as { base64_string: string }).base64_string;
    for (const cuts of [[], [1], [5, 17, 18, 19, 40], Array.from({ length: body.length }, (_, i) => i)]) {
      const photo = parse(body, cuts);
      expect(photo.bytes.equals(PNG_BYTES)).toBe(true);
      expect(photo.contentType).toBe('image/png');
      expect(photo.extension).toBe('.png');
      expect(photo.digest).toBe(digest(expected));
    }
  });

  it.each([
    ['', '400 bad_request'],
    ['   ', '400 bad_request'],
    ['[]', '400 validation_failed'],
    ['null', '400 validation_failed'],
    ['{}', '400 validation_failed'],
    ['{"base64_string":""}', '400 validation_failed'],
    ['{"base64_string":42}', '400 validation_failed'],
    [`{"base64_string":"${PNG}","base64_string":"${PNG}"}`, '400 validation_failed'],
    [`{"base64_string":"${PNG}"`, '400 bad_request'],
    [`{"base64_string":"${PNG}"} x`, '400 bad_request'],
    [`{"base64_string":"${PNG}",}`, '400 bad_request'],
    [`{"base64_string":"${PNG}\n"}`, '400 bad_request'],
    [`{"base64_string":"\\x${PNG}"}`, '400 bad_request'],
    [`{"a":[1,,2],"base64_string":"${PNG}"}`, '400 bad_request'],
    [`{"a":${'['.repeat(10_000)}${']'.repeat(10_000)},"base64_string":"${PNG}"}`, 'ok'],
    [`{"a":"${'x'.repeat(70_000)}","base64_string":"${PNG}"}`, '400 bad_request'],
    ['{"base64_string":"not base64 at all!"}', '400 bad_request'],
    ['{"base64_string":"data:image/png,rawbytes"}', '400 bad_request'],
    ['{"base64_string":"data:image/png;base64"}', '400 bad_request'],
    ['{"base64_string":"A"}', '400 bad_request'],
    ['{"base64_string":"AAAA=A"}', '400 bad_request'],
    ['{"base64_string":"AA==="}', '400 bad_request'],
    [
      '{"base64_string":"R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw=="}',
      '415 unsupported_media_type',
    ],
  ])('refuses %j as %s', (body, expected) => {
    expect(outcome(body)).toBe(expected);
    expect(outcome(body, [1, 3, Math.floor(body.length / 2)])).toBe(expected);
  });

  it('accepts a photo of exactly the largest size and refuses one byte more with 413, before the end', () => {
    const jpeg = (size: number) => {
      const bytes = Buffer.alloc(size, 0x20);
      bytes.set([0xff, 0xd8, 0xff, 0xe0]);
      return bytes.toString('base64');
    };
    expect(parse(JSON.stringify({ base64_string: jpeg(PHOTO_MAX_BYTES) })).bytes.length).toBe(
      PHOTO_MAX_BYTES,
    );
    expect(outcome(JSON.stringify({ base64_string: jpeg(PHOTO_MAX_BYTES + 1) }))).toBe(
      '413 payload_too_large',
    );
    // Far too large: refused while the characters arrive, without waiting for the end of the body.
    const parser = new PhotoBodyParser(null, null);
    parser.write('{"base64_string":"/9j/');
    expect(() => {
      for (let i = 0; i < 20; i++) parser.write('A'.repeat(1024 * 1024));
    }).toThrow(expect.objectContaining({ status: 413 }));
  });

  it('refuses a photo past the allowance as its characters arrive', () => {
    const refusal = new AppError(429, 'rate_limited', 'quota');
    const parser = new PhotoBodyParser(null, { bytes: 1000, refusal: () => refusal });
    parser.write('{"base64_string":"/9j/');
    expect(() => parser.write('A'.repeat(2000))).toThrow(refusal);
  });

  it('decodes any photo as Buffer.from does, whatever its alphabet, wrapping, escapes and chunks', () => {
    fc.assert(
      fc.property(
        fc.uint8Array({ minLength: 0, maxLength: 3000 }),
        fc.boolean(),
        fc.boolean(),
        fc.integer({ min: 0, max: 80 }),
        fc.boolean(),
        fc.array(fc.nat(), { maxLength: 12 }),
        (tail, urlSafe, dataUrl, wrapAt, escapeSome, cutSeeds) => {
          const bytes = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.from(tail)]);
          let base64 = bytes.toString(urlSafe ? 'base64url' : 'base64');
          if (wrapAt > 0) base64 = base64.replace(new RegExp(`(.{${wrapAt}})`, 'g'), '$1\n');
          const value = dataUrl ? `data:image/jpeg;base64,${base64}` : base64;
          let body = JSON.stringify({ base64_string: value });
          if (escapeSome) body = body.replaceAll('A', '\\u0041').replaceAll('/', '\\/');
          const cuts = cutSeeds.map((seed) => seed % (body.length + 1));
          const photo = parse(body, cuts);
          expect(photo.bytes.equals(bytes)).toBe(true);
          expect(photo.digest).toBe(digest(value));
        },
      ),
      { numRuns: 300 },
    );
  });

  it('agrees with JSON.parse on what is JSON, for any other member', () => {
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 4 }), fc.string({ maxLength: 8 }), (value, noise) => {
        const member = JSON.stringify(value) ?? 'null';
        for (const text of [member, `${member}${noise}`, `${noise}${member}`]) {
          const body = `{"other":${text},"base64_string":"${PNG}"}`;
          let json = true;
          try {
            JSON.parse(body);
          } catch {
            json = false;
          }
          expect(outcome(body), body).toBe(json ? 'ok' : '400 bad_request');
        }
      }),
      { numRuns: 300 },
    );
  });
});

describe('photo upload body from a stream', () => {
  it('reads it chunk by chunk, and stops at the body limit with 413', async () => {
    const body = JSON.stringify({ base64_string: PNG });
    const photo = await readPhotoBody(
      Readable.from([Buffer.from(body.slice(0, 10)), Buffer.from(body.slice(10))]),
      body.length,
      {
        bodyLimit: 1024,
        allowance: null,
      },
    );
    expect(photo.bytes.equals(PNG_BYTES)).toBe(true);
    await expect(
      readPhotoBody(Readable.from([Buffer.from(body)]), null, {
        bodyLimit: body.length - 1,
        allowance: null,
      }),
    ).rejects.toMatchObject({ status: 413 });
  });

  it('joins a character cut between two chunks', async () => {
    const body = `{"é":"ü","base64_string":"${PNG}"}`;
    const bytes = Buffer.from(body);
    const cut = bytes.indexOf(0xc3) + 1;
    const photo = await readPhotoBody(Readable.from([bytes.subarray(0, cut), bytes.subarray(cut)]), null, {
      bodyLimit: 1024,
      allowance: null,
    });
    expect(photo.bytes.equals(PNG_BYTES)).toBe(true);
  });
});

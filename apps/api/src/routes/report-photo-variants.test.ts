import { existsSync } from 'node:fs';
import path from 'node:path';
import { api, type HandoverReport, REPORT_PHOTO_WIDTHS } from '@installer/contracts';
import sharp from 'sharp';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { LocalPhotoStore } from '../storage/local-photo-store.ts';
import type { PhotoStore } from '../storage/photo-store.ts';
import { install, newDevice, PNG } from '../test/after-visit.ts';
import { describeEachDatabase, parseBody, type TestServer } from '../test/harness.ts';
import { startTestS3 } from '../test/s3-server.ts';

/**
 * The report's photos at the size the page shows them (docs/decisions/0015-report-photo-variants.md): a copy
 * per width, made once from the stored photo and kept beside it, under the same link rules as the photo.
 */

/**
 * A camera-like photo as the app sends it (1920x1440, JPEG quality 0.8): a gradient under a fine texture and
 * noise, so that its bytes are those of a detailed scene, not of a flat test card.
 */
async function cameraPhoto(width = 1920, height = 1440): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  let seed = 12345;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      seed = (seed * 1103515245 + 12345) & 0x7fffffff;
      const noise = (seed >> 16) % 48;
      const texture = ((x * 7) ^ (y * 13)) & 31;
      const i = (y * width + x) * 3;
      pixels[i] = (x * 255) / width / 2 + texture + noise;
      pixels[i + 1] = (y * 255) / height / 2 + noise;
      pixels[i + 2] = 90 + texture + noise;
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 80 })
    .toBuffer();
}

async function upload(server: TestServer, token: string, deviceNumber: string, bytes: Buffer, type: string) {
  const res = await server.request('POST', `/api/v1/asset/device/${deviceNumber}/image`, {
    token,
    body: { base64_string: `data:${type};base64,${bytes.toString('base64')}` },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return parseBody(api.uploadImage.responses[201], res).data.id_photo;
}

async function shareLink(server: TestServer, token: string, idInstallation: number) {
  const res = await server.request('POST', `/api/v1/installation/${idInstallation}/report_link`, { token });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return parseBody(api.createReportLink.responses[201], res).data;
}

async function readReport(server: TestServer, reportToken: string): Promise<HandoverReport> {
  const res = await server.request('GET', `/api/v1/report/${reportToken}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return parseBody(api.getReport.responses[200], res).data;
}

/** An image as the page's <img srcset> fetches it. */
async function image(server: TestServer, url: string) {
  const response = await fetch(server.baseUrl + url);
  const bytes = Buffer.from(await response.arrayBuffer());
  const size = response.ok ? await sharp(bytes).metadata() : null;
  return {
    status: response.status,
    type: response.headers.get('content-type'),
    cache: response.headers.get('cache-control'),
    bytes,
    width: size?.width,
    height: size?.height,
  };
}

/** An installed device with one photo and a link to its report; the photo's row and its report entry. */
async function reportWithPhoto(server: TestServer, token: string, deviceNumber: string, photo: Buffer) {
  await newDevice(server, deviceNumber);
  const made = await install(server, token, deviceNumber);
  const idPhoto = await upload(server, token, deviceNumber, photo, 'image/jpeg');
  const link = await shareLink(server, token, made.id_installation);
  const entry = (await readReport(server, link.token)).photos.find((each) => each.id_photo === idPhoto);
  if (!entry) throw new Error('the report does not list the photo');
  const row = await server.db
    .selectFrom('photos')
    .select(['id_device', 'file_name'])
    .where('id_photo', '=', idPhoto)
    .executeTakeFirstOrThrow();
  return { link, idPhoto, idInstallation: made.id_installation, entry, row };
}

/** Counts the writes of the server's photo store: a copy is written once, however often it is read. */
function countingStore(inner: PhotoStore): PhotoStore & { puts: string[] } {
  const puts: string[] = [];
  return {
    puts,
    put: (key, bytes, type) => {
      puts.push(key);
      return inner.put(key, bytes, type);
    },
    delete: (key) => inner.delete(key),
    open: (key) => inner.open(key),
    list: () => inner.list(),
    removeIncomplete: (olderThan) => inner.removeIncomplete(olderThan),
    close: () => inner.close(),
  };
}

let photo: Buffer = Buffer.alloc(0);
beforeAll(async () => {
  photo = await cameraPhoto();
});

let counting: ReturnType<typeof countingStore> | undefined;
describeEachDatabase(
  'Handover report: each photo at the size the page shows',
  (server) => {
    let token = '';
    beforeAll(async () => {
      token = await server().login();
    });

    it('lists each photo at every width for the srcset, and its full size', async () => {
      const { entry, link } = await reportWithPhoto(server(), token, 'VAR-LIST', photo);
      const base = `/api/v1/report/${link.token}/photos/${entry.id_photo}`;
      expect(entry.url).toBe(base);
      expect(entry.variants).toEqual(
        REPORT_PHOTO_WIDTHS.map((width) => ({ width, url: `${base}?w=${width}` })),
      );
    });

    it('serves a copy of each width, a fraction of the photo, made once and kept beside it', async () => {
      const { entry, row } = await reportWithPhoto(server(), token, 'VAR-SIZE', photo);
      const full = await image(server(), entry.url);
      expect([full.width, full.height]).toEqual([1920, 1440]);
      expect(full.bytes.equals(photo)).toBe(true);
      const copies = new Map<number, Buffer>();
      for (const { width, url } of entry.variants) {
        const copy = await image(server(), url);
        expect(copy.status).toBe(200);
        expect(copy.type).toBe('image/jpeg');
        // The same rule as the photo: the customer's, never kept by a shared cache.
        expect(copy.cache).toBe('private, no-store');
        expect([copy.width, copy.height]).toEqual([width, (width * 3) / 4]);
        // Fewer pixels, fewer bytes: at 720 px about a seventh of the photo, at 1080 about a third.
        expect(copy.bytes.length).toBeLessThan((photo.length * width * width) / (1920 * 1920) + 20_000);
        copies.set(width, copy.bytes);
      }
      const kept = path.join(server().config.uploadDir, String(row.id_device));
      for (const width of REPORT_PHOTO_WIDTHS) {
        expect(existsSync(path.join(kept, `${row.file_name}.w${width}.jpg`))).toBe(true);
      }

      // Read again, several at once: the kept copy, the same bytes, no second resize or write.
      const before = counting?.puts.length ?? 0;
      const again = await Promise.all(
        entry.variants.flatMap((v) => [image(server(), v.url), image(server(), v.url)]),
      );
      expect(again.map((copy) => copy.bytes.equals(copies.get(copy.width ?? 0) ?? Buffer.alloc(0)))).toEqual([
        true,
        true,
        true,
        true,
      ]);
      expect(counting?.puts.length).toBe(before);
    });

    it('makes one copy when readers ask for it together', async () => {
      const { entry } = await reportWithPhoto(server(), token, 'VAR-RACE', photo);
      const [variant] = entry.variants;
      if (!variant) throw new Error('no variant');
      const before = counting?.puts.length ?? 0;
      const answers = await Promise.all([1, 2, 3, 4].map(() => image(server(), variant.url)));
      expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
      expect(counting?.puts.slice(before)).toHaveLength(1);
    });

    it('never enlarges a smaller photo, and serves a tiny one as it is', async () => {
      const small = await cameraPhoto(640, 480);
      const { entry } = await reportWithPhoto(server(), token, 'VAR-SMALL', small);
      for (const { url } of entry.variants) {
        const copy = await image(server(), url);
        expect([copy.width, copy.height]).toEqual([640, 480]);
        expect(copy.bytes.length).toBeLessThanOrEqual(small.length);
      }

      await newDevice(server(), 'VAR-TINY');
      const made = await install(server(), token, 'VAR-TINY');
      await upload(server(), token, 'VAR-TINY', Buffer.from(PNG, 'base64'), 'image/png');
      const link = await shareLink(server(), token, made.id_installation);
      const [tiny] = (await readReport(server(), link.token)).photos;
      const copy = await image(server(), tiny?.variants[0]?.url ?? '');
      expect(copy.status).toBe(200);
      expect(copy.type).toBe('image/png');
      expect(copy.bytes.equals(Buffer.from(PNG, 'base64'))).toBe(true);
    });

    it('keeps the link rules: another link, a revoked link, another photo or an unknown width get nothing', async () => {
      const ours = await reportWithPhoto(server(), token, 'VAR-SCOPE', photo);
      const other = await reportWithPhoto(server(), token, 'VAR-OTHER', photo);
      const width = REPORT_PHOTO_WIDTHS[0];
      // Our photo through the other installation's link: not that report's photo.
      const crossed = await image(
        server(),
        `/api/v1/report/${other.link.token}/photos/${ours.idPhoto}?w=${width}`,
      );
      expect(crossed.status).toBe(404);
      for (const bad of ['500', '0', '-720', 'big', '720.5', '100000']) {
        const res = await server().request('GET', `${ours.entry.url}?w=${bad}`);
        expect(res.status, bad).toBe(400);
      }
      const revoke = await server().request(
        'POST',
        `/api/v1/installation/${ours.idInstallation}/report_link/revoke`,
        { token },
      );
      expect(revoke.status).toBe(200);
      for (const { url } of ours.entry.variants) expect((await image(server(), url)).status).toBe(404);
    });
  },
  {
    photoStore: (uploadDir) => {
      counting = countingStore(new LocalPhotoStore(uploadDir));
      return counting;
    },
  },
);

const s3 = await startTestS3('report-copies');
afterAll(() => s3.stop());

describeEachDatabase(
  'Handover report photos in S3 (S3_BUCKET): the copies beside the photo in the bucket',
  (server) => {
    it('writes each copy into the bucket beside its photo and serves it from there', async () => {
      const token = await server().login();
      const { entry, row } = await reportWithPhoto(server(), token, 'VAR-S3', photo);
      for (const { width, url } of entry.variants) {
        const copy = await image(server(), url);
        expect([copy.width, copy.height]).toEqual([width, (width * 3) / 4]);
        const object = await s3.read(`${row.id_device}/${row.file_name}.w${width}.jpg`);
        expect(object?.contentType).toBe('image/jpeg');
        expect(object?.bytes.equals(copy.bytes)).toBe(true);
      }
      expect(existsSync(server().config.uploadDir)).toBe(false);
    });
  },
  { env: s3.env },
);

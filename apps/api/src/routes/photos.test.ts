import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { api, errorBody, PHOTO_MAX_BYTES } from '@installer/contracts';
import { beforeAll, expect, it } from 'vitest';
import { describeEachDatabase, OTHER_INSTALLER, parseBody, type TestServer } from '../test/harness.ts';

/** Real 1 by 1 pixel images. */
const PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';
const JPEG =
  '/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAP//////////////////////////////////////////////////////////////////////////////////////wgALCAABAAEBAREA/8QAFBABAAAAAAAAAAAAAAAAAAAAAP/aAAgBAQABPxA=';
const WEBP = 'UklGRhoAAABXRUJQVlA4TA0AAAAvAAAAEAcQERGIiP4HAA==';
const GIF = 'R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==';

const upload = (server: TestServer, token: string, deviceNumber: string, base64: string, headers = {}) =>
  server.request('POST', `/api/v1/asset/device/${deviceNumber}/image`, {
    token,
    body: { base64_string: base64 },
    headers,
  });

async function deviceId(server: TestServer, deviceNumber: string): Promise<number> {
  const row = await server.db
    .selectFrom('devices')
    .select('id_device')
    .where('device_number', '=', deviceNumber)
    .executeTakeFirstOrThrow();
  return row.id_device;
}

/** The stored files of a device (without temporary ones, which must not remain). */
function filesOf(server: TestServer, idDevice: number): string[] {
  try {
    return readdirSync(path.join(server.config.uploadDir, String(idDevice)));
  } catch {
    return [];
  }
}

/** A JPEG of exactly `size` bytes: the magic bytes, then filler. */
const jpegOfSize = (size: number): string => {
  const bytes = Buffer.alloc(size, 0x20);
  bytes.set([0xff, 0xd8, 0xff, 0xe0]);
  return bytes.toString('base64');
};

describeEachDatabase('photos of an installed device', (server) => {
  let token = '';
  beforeAll(async () => {
    token = await server().login();
  });

  it('stores a PNG data URL under a generated name, and records it', async () => {
    const id = await deviceId(server(), '10000001');
    const res = await upload(server(), token, '10000001', `data:image/png;base64,${PNG}`);
    expect(res.status).toBe(201);
    const { data } = parseBody(api.uploadImage.responses[201], res);
    const bytes = Buffer.from(PNG, 'base64');
    expect(data).toMatchObject({ content_type: 'image/png', bytes: bytes.length });
    const row = await server()
      .db.selectFrom('photos')
      .selectAll()
      .where('id_photo', '=', data.id_photo)
      .executeTakeFirstOrThrow();
    expect(row.id_device).toBe(id);
    expect(row.file_name).toMatch(/^[0-9a-f]{32}\.png$/);
    expect(readFileSync(path.join(server().config.uploadDir, String(id), row.file_name)).equals(bytes)).toBe(
      true,
    );
    expect(filesOf(server(), id).filter((f) => f.endsWith('.part'))).toEqual([]);
  });

  it('accepts bare base64 JPEG and WebP, typed by their bytes', async () => {
    for (const [base64, type] of [
      [JPEG, 'image/jpeg'],
      [WEBP, 'image/webp'],
      // The data-URL prefix claims PNG; the bytes are a JPEG, and the bytes decide.
      [`data:image/png;base64,${JPEG}`, 'image/jpeg'],
      // Wrapped at 76 columns as some encoders do.
      [JPEG.replace(/(.{76})/g, '$1\n'), 'image/jpeg'],
    ] as const) {
      const res = await upload(server(), token, '10000002', base64);
      expect(res.status).toBe(201);
      expect(parseBody(api.uploadImage.responses[201], res).data.content_type).toBe(type);
    }
  });

  it('keeps several photos of one device', async () => {
    const id = await deviceId(server(), '10000244');
    for (let i = 0; i < 3; i++) expect((await upload(server(), token, '10000244', PNG)).status).toBe(201);
    const rows = await server()
      .db.selectFrom('photos')
      .select('file_name')
      .where('id_device', '=', id)
      .execute();
    expect(rows).toHaveLength(3);
    expect(new Set(rows.map((r) => r.file_name)).size).toBe(3);
    expect(filesOf(server(), id).sort()).toEqual(rows.map((r) => r.file_name).sort());
  });

  it('answers 415 for anything but JPEG, PNG or WebP, whatever the prefix says', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>').toString('base64');
    const text = Buffer.from('just some text, not an image').toString('base64');
    for (const base64 of [`data:image/gif;base64,${GIF}`, `data:image/png;base64,${GIF}`, svg, text]) {
      const res = await upload(server(), token, '10000001', base64);
      expect(res.status).toBe(415);
      expect(parseBody(errorBody, res).error.code).toBe('unsupported_media_type');
    }
  });

  it('answers 400 for what is not base64', async () => {
    for (const base64 of ['not base64 at all!', 'data:image/png,rawbytes', 'data:image/png;base64', 'A']) {
      const res = await upload(server(), token, '10000001', base64);
      expect(res.status).toBe(400);
      expect(parseBody(errorBody, res).error).toBeDefined();
    }
  });

  it('accepts a photo of exactly the maximum size and refuses one byte more with 413', async () => {
    const id = await deviceId(server(), '10000230');
    const largest = await upload(
      server(),
      token,
      '10000230',
      `data:image/jpeg;base64,${jpegOfSize(PHOTO_MAX_BYTES)}`,
    );
    expect(largest.status).toBe(201);
    expect(parseBody(api.uploadImage.responses[201], largest).data.bytes).toBe(PHOTO_MAX_BYTES);
    const before = filesOf(server(), id).length;
    for (const size of [PHOTO_MAX_BYTES + 1, PHOTO_MAX_BYTES + 2 * 1024 * 1024]) {
      const res = await upload(server(), token, '10000230', jpegOfSize(size));
      expect(res.status).toBe(413);
      expect(parseBody(errorBody, res).error.code).toBe('payload_too_large');
    }
    expect(filesOf(server(), id)).toHaveLength(before);
  });

  it("answers 404 for another professional's device and an unknown one, 401 without a token", async () => {
    for (const number of ['20000001', '99999999']) {
      const res = await upload(server(), token, number, PNG);
      expect(res.status).toBe(404);
      expect(parseBody(errorBody, res).error.code).toBe('device_not_found');
    }
    const other = await server().login(OTHER_INSTALLER);
    expect((await upload(server(), other, '10000001', PNG)).status).toBe(404);
    expect((await upload(server(), other, '20000001', PNG)).status).toBe(201);
    const anonymous = await server().request('POST', '/api/v1/asset/device/10000001/image', {
      body: { base64_string: PNG },
    });
    expect(anonymous.status).toBe(401);
  });

  it('stores a photo once when the outbox resends it with its Idempotency-Key, even all at once', async () => {
    const id = await deviceId(server(), '10000002');
    const headers = { 'idempotency-key': 'photo-7f3a' };
    const first = parseBody(
      api.uploadImage.responses[201],
      await upload(server(), token, '10000002', PNG, headers),
    );
    const storm = await Promise.all(
      Array.from({ length: 6 }, () =>
        upload(server(), token, '10000002', PNG, { 'idempotency-key': 'photo-9b1c' }),
      ),
    );
    const again = parseBody(
      api.uploadImage.responses[201],
      await upload(server(), token, '10000002', PNG, headers),
    );
    expect(again.data).toEqual(first.data);
    const stormIds = storm.map((res) => parseBody(api.uploadImage.responses[201], res).data.id_photo);
    expect(new Set(stormIds).size).toBe(1);
    const rows = await server()
      .db.selectFrom('photos')
      .select('file_name')
      .where('id_device', '=', id)
      .where('idempotency_key', 'in', ['photo-7f3a', 'photo-9b1c'])
      .execute();
    expect(rows).toHaveLength(2);
    const files = filesOf(server(), id);
    for (const row of rows) expect(files).toContain(row.file_name);
    const all = await server()
      .db.selectFrom('photos')
      .select('file_name')
      .where('id_device', '=', id)
      .execute();
    expect(files.sort()).toEqual(all.map((r) => r.file_name).sort());
    const bad = await upload(server(), token, '10000002', PNG, { 'idempotency-key': 'no spaces allowed' });
    expect(bad.status).toBe(400);
  });
});

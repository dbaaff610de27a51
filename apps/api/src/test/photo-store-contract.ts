import { randomBytes } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import {
  type PhotoStore,
  parsePhotoKey,
  photoKey,
  photoVariantKey,
  type StoredObject,
} from '../storage/photo-store.ts';

/** A store under test, empty, and a way to look at what it holds behind its back. */
export interface StoreUnderTest {
  store: PhotoStore;
  /** The bytes stored under a key, read without the store; null when there are none. */
  read(key: string): Promise<Buffer | null>;
  cleanup(): Promise<void>;
}

const photoName = () => `${randomBytes(16).toString('hex')}.jpg`;
const jpeg = (size: number) => {
  const bytes = randomBytes(size);
  bytes.set([0xff, 0xd8, 0xff, 0xe0]);
  return bytes;
};

/** Everything `list()` yields (Node 20 has no Array.fromAsync). */
export async function listed(store: PhotoStore): Promise<StoredObject[]> {
  const objects: StoredObject[] = [];
  for await (const object of store.list()) objects.push(object);
  return objects;
}
const keysOf = async (store: PhotoStore) => (await listed(store)).map((object) => object.key).sort();

/**
 * What every PhotoStore driver promises (DESIGN §2: the `UPLOAD_DIR` folder, or S3-compatible storage when
 * `S3_BUCKET` is set): the photo service and the orphan sweep rely on exactly this, whichever is configured.
 * Each driver's own test file runs it, then adds its faults.
 */
export function describePhotoStore(name: string, makeStore: () => Promise<StoreUnderTest>): void {
  describe(`PhotoStore contract: ${name}`, () => {
    let current: StoreUnderTest | undefined;
    const fresh = async () => {
      current = await makeStore();
      return current;
    };
    afterEach(async () => {
      await current?.cleanup();
      current = undefined;
    });

    it('an empty store lists nothing and has nothing incomplete', async () => {
      const { store } = await fresh();
      expect(await listed(store)).toEqual([]);
      expect(await store.removeIncomplete(new Date(Date.now() + 86_400_000))).toBe(0);
    });

    it('stores the exact bytes under the key, and lists each photo with its time', async () => {
      const { store, read } = await fresh();
      const before = Date.now();
      const first = { key: `10000001/${photoName()}`, bytes: jpeg(300 * 1024) };
      const second = { key: `42/${photoName()}`, bytes: jpeg(10) };
      await store.put(first.key, first.bytes, 'image/jpeg');
      await store.put(second.key, second.bytes, 'image/jpeg');
      expect((await read(first.key))?.equals(first.bytes)).toBe(true);
      expect((await read(second.key))?.equals(second.bytes)).toBe(true);
      const objects = await listed(store);
      expect(objects.map((object) => object.key).sort()).toEqual([first.key, second.key].sort());
      // S3 keeps whole seconds; the sweep's grace is an hour.
      for (const object of objects) {
        expect(object.modifiedAt.getTime()).toBeGreaterThan(before - 2_000);
        expect(object.modifiedAt.getTime()).toBeLessThan(Date.now() + 2_000);
      }
    });

    it('stores concurrent puts of different photos, all of them', async () => {
      const { store } = await fresh();
      const keys = Array.from({ length: 6 }, (_, i) => `${i + 1}/${photoName()}`);
      await Promise.all(keys.map((key) => store.put(key, jpeg(2048), 'image/jpeg')));
      expect(await keysOf(store)).toEqual([...keys].sort());
    });

    it('lists every photo, however many pages the listing takes', async () => {
      const { store } = await fresh();
      const keys = Array.from({ length: 7 }, () => `7/${photoName()}`);
      for (const key of keys) await store.put(key, jpeg(16), 'image/jpeg');
      const objects = await listed(store);
      expect(objects).toHaveLength(keys.length);
      expect(objects.map((object) => object.key).sort()).toEqual([...keys].sort());
    });

    it('deletes a photo, and deleting one already gone is not an error', async () => {
      const { store, read } = await fresh();
      const kept = `5/${photoName()}`;
      const removed = `5/${photoName()}`;
      await store.put(kept, jpeg(64), 'image/jpeg');
      await store.put(removed, jpeg(64), 'image/jpeg');
      await store.delete(removed);
      expect(await read(removed)).toBeNull();
      expect(await keysOf(store)).toEqual([kept]);
      await expect(store.delete(removed)).resolves.toBeUndefined();
      await expect(store.delete(`6/${photoName()}`)).resolves.toBeUndefined();
    });

    it('opens a stored photo as a stream of its exact bytes, and a missing one as null', async () => {
      const { store } = await fresh();
      const key = `9/${photoName()}`;
      const bytes = jpeg(200 * 1024);
      await store.put(key, bytes, 'image/jpeg');
      const stream = await store.open(key);
      expect(stream).not.toBeNull();
      const chunks: Buffer[] = [];
      for await (const chunk of stream ?? []) chunks.push(Buffer.from(chunk as Uint8Array));
      expect(Buffer.concat(chunks).equals(bytes)).toBe(true);
      expect(await store.open(`9/${photoName()}`)).toBeNull();
      expect(await store.open(`404/${photoName()}`)).toBeNull();
    });

    it("keeps a photo's smaller copy beside it, under a key of its own (the report's photos)", async () => {
      const { store, read } = await fresh();
      const name = photoName();
      const photo = jpeg(120 * 1024);
      const copy = jpeg(20 * 1024);
      await store.put(photoKey(7, name), photo, 'image/jpeg');
      await store.put(photoVariantKey(7, name, 720, '.jpg'), copy, 'image/jpeg');
      expect((await read(photoVariantKey(7, name, 720, '.jpg')))?.equals(copy)).toBe(true);
      expect((await read(photoKey(7, name)))?.equals(photo)).toBe(true);
      expect(await keysOf(store)).toEqual([`7/${name}`, `7/${name}.w720.jpg`]);
      expect(parsePhotoKey(`7/${name}.w720.jpg`)).toEqual({ idDevice: 7, fileName: name, variantWidth: 720 });
      await store.delete(photoKey(7, name));
      expect(await keysOf(store)).toEqual([`7/${name}.w720.jpg`]);
    });

    it('never takes a complete photo as an interrupted write, however old', async () => {
      const { store } = await fresh();
      const key = `8/${photoName()}`;
      await store.put(key, jpeg(64), 'image/jpeg');
      expect(await store.removeIncomplete(new Date(Date.now() + 86_400_000))).toBe(0);
      expect(await keysOf(store)).toEqual([key]);
    });

    it('refuses a key the server would not have made (no way out of the store)', async () => {
      const { store } = await fresh();
      for (const key of ['../escape.jpg', '1/../../escape.jpg', '/1/a.jpg', '1//a.jpg']) {
        await expect(store.put(key, jpeg(8), 'image/jpeg')).rejects.toThrow(/not a photo key/);
      }
      expect(await listed(store)).toEqual([]);
    });
  });
}

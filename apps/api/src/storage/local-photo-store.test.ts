import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { describePhotoStore, listed } from '../test/photo-store-contract.ts';
import { LocalPhotoStore } from './local-photo-store.ts';

const temporaryRoot = () => mkdtempSync(path.join(tmpdir(), 'installer-store-'));

describePhotoStore('local folder (UPLOAD_DIR)', async () => {
  const root = temporaryRoot();
  return {
    store: new LocalPhotoStore(root),
    read: async (key) => {
      const file = path.join(root, ...key.split('/'));
      return existsSync(file) ? readFileSync(file) : null;
    },
    cleanup: async () => rmSync(root, { recursive: true, force: true }),
  };
});

describe('local folder: interrupted writes', () => {
  const roots: string[] = [];
  afterEach(() => {
    for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
  });

  /** A part file as a crash mid-put leaves it, `ageMs` old. */
  function plantPart(root: string, ageMs: number): string {
    const file = path.join(root, '3', `.${randomBytes(16).toString('hex')}.jpg.part`);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, 'half a photo');
    const when = new Date(Date.now() - ageMs);
    utimesSync(file, when, when);
    return file;
  }

  it('hides parts from the listing, and removes only those older than the cut-off', async () => {
    const root = temporaryRoot();
    roots.push(root);
    const store = new LocalPhotoStore(root);
    const old = plantPart(root, 2 * 3_600_000);
    const young = plantPart(root, 60_000);
    expect(await listed(store)).toEqual([]);
    expect(await store.removeIncomplete(new Date(Date.now() - 3_600_000))).toBe(1);
    expect(existsSync(old)).toBe(false);
    expect(existsSync(young)).toBe(true);
  });
});

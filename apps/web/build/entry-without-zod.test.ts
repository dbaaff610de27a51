import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const WEB = path.resolve(import.meta.dirname, '..');
/** zod's core sets this global when it runs (zod/v4/core/core.js): a file that has it carries zod. */
const ZOD = /__zod_globalConfig/;

let outDir = '';
let html = '';

async function js(file: string): Promise<string> {
  return readFile(path.join(outDir, file), 'utf8');
}

beforeAll(async () => {
  outDir = await mkdtemp(path.join(tmpdir(), 'web-build-'));
  // The real build, with the app's own configuration (vite.config.ts), as `npm run build` makes it: in
  // production mode, which vitest's NODE_ENV=test would otherwise turn into React's development build.
  const mode = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({ root: WEB, mode: 'production', logLevel: 'silent', build: { outDir, emptyOutDir: true } });
  } finally {
    process.env.NODE_ENV = mode;
  }
  html = await readFile(path.join(outDir, 'index.html'), 'utf8');
}, 180_000);

afterAll(async () => {
  if (outDir) await rm(outDir, { recursive: true, force: true });
});

describe('the built page (docs/decisions/0009-web-start-up.md, item 15)', () => {
  it('names no file that carries zod or a schema before load: they come with the first answer', async () => {
    // Every script the page names: its entry, its modulepreloads, the files its early inline script starts.
    const named = [...new Set(html.match(/assets\/[\w.-]+\.js/g) ?? [])];
    expect(named.length).toBeGreaterThan(0);
    for (const file of named) {
      expect({ file, zod: ZOD.test(await js(file)) }).toEqual({ file, zod: false });
    }
    const entry = await js(named.find((file) => file.startsWith('assets/index-')) ?? '');
    // The routes of the page's first calls are there, not the whole table (lib/api/start-routes.ts).
    expect(entry.includes('/display_option/:param')).toBe(true);
    expect(entry.includes('/app_config')).toBe(false);
  });

  it('still has zod and the schemas, in the chunks the answers are checked with', async () => {
    const files = (await readdir(path.join(outDir, 'assets'))).filter((file) => file.endsWith('.js'));
    const texts = await Promise.all(files.map((file) => js(`assets/${file}`)));
    expect(texts.some((text) => ZOD.test(text))).toBe(true);
    // The table of every route (the entry has only the start's: lib/api/start-routes.ts), with zod and the
    // lazy imports of the contracts' files that the API client's loadEndpoint reaches.
    const table = texts.find((text) => text.includes('/app_config`') || text.includes('"/app_config"')) ?? '';
    expect(table.includes('import(')).toBe(true);
    expect(ZOD.test(table)).toBe(true);
    // Not the office's routes: its screens read them from their endpoints' file (lib/api/endpoint-loader.ts).
    expect(table.includes('/office/installers')).toBe(false);
  });
});

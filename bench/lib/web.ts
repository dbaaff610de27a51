import { existsSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { build, type Plugin } from 'vite';
import { BENCH_DIR, REPO_ROOT, run } from './processes.ts';

const WEB_DIR = path.join(REPO_ROOT, 'apps/web');
export const WEB_DIST = path.join(WEB_DIR, 'dist');
const BARE_DIR = path.join(BENCH_DIR, 'bare-react');
export const BARE_DIST = path.join(BARE_DIR, 'dist');
/** The build's own precompression (.br and .gz twins), run on both builds: they are served the same way. */
const COMPRESS = path.join(WEB_DIR, 'scripts/compress-dist.mjs');

/** What one module weighs in a chunk: its rendered code, gzipped alone (to share the chunk's bytes out). */
interface ChunkModule {
  id: string;
  gzip: number;
}

/** Each JavaScript chunk of a build (`assets/x-hash.js`) and the modules in it. */
export type ChunkModules = Map<string, ChunkModule[]>;

/**
 * Records, as the build writes its chunks, which modules each holds: only read, the build's output is the
 * same as without it. The first-load table says what each byte is from this (docs/PERFORMANCE.md).
 */
function recordChunkModules(into: ChunkModules): Plugin {
  return {
    name: 'bench-record-chunk-modules',
    apply: 'build',
    generateBundle(_options, bundle) {
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        into.set(
          output.fileName,
          Object.entries(output.modules).map(([id, module]) => ({
            id,
            gzip: module.code ? gzipSync(module.code).length : 0,
          })),
        );
      }
    },
  };
}

/**
 * Our app, built now with its own configuration (apps/web/vite.config.ts) and precompressed by its own script,
 * as `npm run build -w @installer/web` does: the figures describe the current sources.
 */
export async function buildOurApp(): Promise<ChunkModules> {
  const modules: ChunkModules = new Map();
  await build({
    root: WEB_DIR,
    configFile: path.join(WEB_DIR, 'vite.config.ts'),
    logLevel: 'warn',
    plugins: [recordChunkModules(modules)],
  });
  await run('node', [COMPRESS, WEB_DIST]);
  if (!existsSync(path.join(WEB_DIST, 'index.html')))
    throw new Error(`no ${WEB_DIST}/index.html after the build`);
  return modules;
}

/**
 * The reference: the committed bare Vite + React sources, built in the same run with the same Vite, React and
 * precompression, then served by our own server (servers.ts): the same code path as our app.
 */
export async function buildBareApp(): Promise<ChunkModules> {
  const modules: ChunkModules = new Map();
  await build({
    root: BARE_DIR,
    configFile: false,
    logLevel: 'warn',
    plugins: [react(), recordChunkModules(modules)],
    build: { outDir: BARE_DIST, emptyOutDir: true },
  });
  await run('node', [COMPRESS, BARE_DIST]);
  return modules;
}

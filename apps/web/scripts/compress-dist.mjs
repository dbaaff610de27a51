// Load speed on a phone (docs/PERFORMANCE.md): every text asset of the build gets a brotli (.br) and a gzip
// (.gz) twin, made once here at the highest levels, so the server sends them as they are (@fastify/static
// `preCompressed`, apps/api/src/http/web-app.ts) instead of compressing on each request or not at all. Run
// after `vite build`: the service worker's precache list is already written and names the plain files.
// `node scripts/compress-dist.mjs [dir]`: another build folder (the bench's bare React app, served the same way).
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const DIST = process.argv[2]
  ? path.resolve(process.argv[2])
  : path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../dist');
const TEXT = /\.(js|mjs|css|html|svg|json|webmanifest|txt|wasm)$/;
/** Below this the headers outweigh the saving. */
const MIN_BYTES = 1024;

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

async function* files(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else if (TEXT.test(entry.name)) yield full;
  }
}

const started = Date.now();
let before = 0;
let afterBrotli = 0;
let count = 0;
for await (const file of files(DIST)) {
  if ((await stat(file)).size < MIN_BYTES) continue;
  const content = await readFile(file);
  const [br, gzipped] = await Promise.all([
    brotli(content, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    }),
    gz(content, { level: 9 }),
  ]);
  // A file that does not shrink is served as it is.
  if (br.length < content.length) await writeFile(`${file}.br`, br);
  if (gzipped.length < content.length) await writeFile(`${file}.gz`, gzipped);
  before += content.length;
  afterBrotli += Math.min(br.length, content.length);
  count += 1;
}
console.log(
  `compressed ${count} files: ${(before / 1024).toFixed(0)} KiB -> ${(afterBrotli / 1024).toFixed(0)} KiB brotli in ${Date.now() - started} ms`,
);

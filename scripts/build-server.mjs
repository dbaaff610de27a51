// The server's build (docs/decisions/0001-runtime.md): the API and the contracts it imports compiled with tsc's
// build mode, which compiles only what changed since the last build (about 0.3 s when nothing did, 3 s after an
// edit, 7 s from scratch), so a stale build never runs after the sources changed. `npm start` runs it before
// the server (start.mjs), and so does the bench before each server it measures (bench/lib/servers.ts): what
// the figures measure is the JavaScript production runs.
//
//   node scripts/build-server.mjs [checkout]   (the checkout's root; this one by default)
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const thisRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Compiles the server of the checkout at `root`; answers tsc's exit status (0: built and current). */
export function buildServer(root = thisRoot) {
  const outputs = ['apps/api/dist/main.js', 'packages/contracts/dist/index.js'];
  const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
  const build = spawnSync(
    process.execPath,
    [
      tsc,
      '--build',
      'apps/api/tsconfig.build.json',
      // `--force` when the output was deleted but tsc's record of it was not.
      ...(outputs.every((file) => existsSync(path.join(root, file))) ? [] : ['--force']),
    ],
    { cwd: root, stdio: 'inherit' },
  );
  return build.status ?? 1;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  process.exit(buildServer(process.argv[2] ? path.resolve(process.argv[2]) : thisRoot));
}

// npm start (DESIGN §2): build what is missing, then run the server, which migrates, seeds the demo data on
// a fresh development database and serves the app and the API on one port. The server runs as compiled
// JavaScript on plain Node, in development as in production (docs/decisions/0001-runtime.md).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const webIndex = path.join(root, 'apps/web/dist/index.html');
const serverMain = path.join(root, 'apps/api/dist/main.js');
const contractsMain = path.join(root, 'packages/contracts/dist/index.js');

if (!existsSync(webIndex) && existsSync(path.join(root, 'apps/web/index.html'))) {
  console.log('Building the web app (first start)...');
  const build = spawnSync('npm', ['run', 'build', '-w', '@installer/web'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

// Always through tsc's build mode: it compiles only what changed since the last build (about 0.3 s when
// nothing did, 3 s after an edit, 7 s from scratch), so a stale build never runs after the sources changed.
// `--force` when the output was deleted but tsc's record of it was not.
const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
const build = spawnSync(
  process.execPath,
  [
    tsc,
    '--build',
    'apps/api/tsconfig.build.json',
    ...(existsSync(serverMain) && existsSync(contractsMain) ? [] : ['--force']),
  ],
  { cwd: root, stdio: 'inherit' },
);
if (build.status !== 0) {
  console.error('The server did not compile (see above); not starting a stale build.');
  process.exit(build.status ?? 1);
}

const production = process.env.NODE_ENV === 'production';
// The export condition makes `@installer/contracts` resolve to its compiled copy (packages/contracts/dist).
const server = spawn(process.execPath, ['--conditions=installer-compiled', serverMain], {
  cwd: root,
  stdio: 'inherit',
  env: { NODE_ENV: 'development', ...(production ? {} : { DEMO_EMIT: '1' }), ...process.env },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));

// npm start (DESIGN §2): build what is missing, then run the server, which migrates, seeds the demo data on
// a fresh development database and serves the app and the API on one port. The server runs as compiled
// JavaScript on plain Node, in development as in production (docs/decisions/0001-runtime.md).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildServer } from './build-server.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const webIndex = path.join(root, 'apps/web/dist/index.html');
const serverMain = path.join(root, 'apps/api/dist/main.js');

if (!existsSync(webIndex) && existsSync(path.join(root, 'apps/web/index.html'))) {
  console.log('Building the web app (first start)...');
  const build = spawnSync('npm', ['run', 'build', '-w', '@installer/web'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

if (buildServer(root) !== 0) {
  console.error('The server did not compile (see above); not starting a stale build.');
  process.exit(1);
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

import { spawn } from 'node:child_process';
import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { REPO_ROOT, WEB_DIR, WEB_DIST } from './paths.ts';

/** What the built app is made of: a change to any of these makes `apps/web/dist` stale. */
const SOURCES = [
  WEB_DIR,
  path.join(REPO_ROOT, 'packages/contracts/src'),
  path.join(REPO_ROOT, 'package-lock.json'),
];
const NOT_SOURCES = new Set(['dist', 'node_modules', 'coverage', 'dev-dist']);

async function newestMtime(entry: string): Promise<number> {
  const info = await stat(entry).catch(() => undefined);
  if (!info) return 0;
  if (!info.isDirectory()) return info.mtimeMs;
  // Only files count: a directory's own time moves when anything appears in it, `dist` included.
  let newest = 0;
  for (const child of await readdir(entry, { withFileTypes: true })) {
    if (NOT_SOURCES.has(child.name)) continue;
    // Tests do not end up in the bundle; editing one must not cost a rebuild.
    if (/\.test\.tsx?$/.test(child.name)) continue;
    newest = Math.max(newest, await newestMtime(path.join(entry, child.name)));
  }
  return newest;
}

/** Why the app must be built, or undefined when `apps/web/dist` is newer than every source. */
export async function webBuildReason(): Promise<string | undefined> {
  const built = await stat(path.join(WEB_DIST, 'index.html')).catch(() => undefined);
  if (!built) return 'apps/web/dist is missing';
  const sources = Math.max(...(await Promise.all(SOURCES.map(newestMtime))));
  return sources > built.mtimeMs ? 'apps/web/dist is older than its sources' : undefined;
}

/** Builds the app with its own script, so e2e tests exactly what `npm start` serves. */
export async function buildWebIfStale(): Promise<void> {
  const reason = await webBuildReason();
  if (!reason) return;
  console.log(`e2e: ${reason}; building it (npm run build -w @installer/web)`);
  const started = Date.now();
  const code = await new Promise<number | null>((resolve, reject) => {
    const child = spawn('npm', ['run', 'build', '-w', '@installer/web'], {
      cwd: REPO_ROOT,
      stdio: 'inherit',
    });
    child.on('error', reject);
    child.on('exit', resolve);
  });
  if (code !== 0) throw new Error(`e2e: building apps/web failed (exit ${code})`);
  console.log(`e2e: apps/web built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

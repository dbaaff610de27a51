import { existsSync } from 'node:fs';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { build } from 'vite';
import { BENCH_DIR, REPO_ROOT, run } from './processes.ts';

export const WEB_DIST = path.join(REPO_ROOT, 'apps/web/dist');
const BARE_DIR = path.join(BENCH_DIR, 'bare-react');
export const BARE_DIST = path.join(BARE_DIR, 'dist');

/** Our app, built now with its own production build (the figures must describe the current sources). */
export async function buildOurApp(): Promise<string> {
  await run('npm', ['run', 'build', '-w', '@installer/web']);
  if (!existsSync(path.join(WEB_DIST, 'index.html')))
    throw new Error(`no ${WEB_DIST}/index.html after the build`);
  return WEB_DIST;
}

/** The reference: the committed bare Vite + React sources, built in the same run with the same Vite and React. */
export async function buildBareApp(): Promise<string> {
  await build({
    root: BARE_DIR,
    configFile: false,
    logLevel: 'warn',
    plugins: [react()],
    build: { outDir: BARE_DIST, emptyOutDir: true },
  });
  return BARE_DIST;
}

import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { rolldown } from 'rolldown';
import type { Plugin } from 'vite';

const MODULE = fileURLToPath(new URL('../src/lib/api/api-routes.ts', import.meta.url));

/** Runs the module in Node (bundled with its imports: Node runs no TypeScript) and reads its table. */
async function computeRoutes(): Promise<unknown> {
  const bundle = await rolldown({ input: MODULE, platform: 'node' });
  try {
    const { output } = await bundle.generate({ format: 'esm' });
    const [chunk] = output;
    if (chunk?.type !== 'chunk') throw new Error(`${MODULE}: no output`);
    const url = `data:text/javascript;base64,${Buffer.from(chunk.code).toString('base64')}`;
    return ((await import(url)) as { apiRoutes: unknown }).apiRoutes;
  } finally {
    await bundle.close();
  }
}

/**
 * `lib/api/api-routes.ts` becomes its value at build time: a plain table of each endpoint's method, path, auth
 * and offline mark, computed from the contracts' `api`. Whoever needs only the routes (the service worker, the
 * page's offline-route matchers and outbox sender) so carries no zod and no schema; the page's API client still
 * imports `api` itself where it parses answers.
 *
 * `forbidZod` (the service worker's build): the check at the end keeps it so, since zod's eval probe in the
 * worker would break under our CSP.
 */
export function apiRoutesTable({ forbidZod }: { forbidZod: boolean }): Plugin {
  return {
    name: 'installer-api-routes-table',
    // Tests run the module itself: same values, no build step.
    apply: 'build',
    async load(id) {
      if (path.resolve(id.split('?')[0] ?? id) !== MODULE) return null;
      return `export const apiRoutes = ${JSON.stringify(await computeRoutes())};\n`;
    },
    renderChunk(code, chunk) {
      if (forbidZod && /new Function\b|__zod_globalConfig/.test(code)) {
        this.error(`${chunk.fileName} carries zod (or an eval): the service worker must not (sw.ts)`);
      }
      return null;
    },
  };
}

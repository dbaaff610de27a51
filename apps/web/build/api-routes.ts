import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { rolldown } from 'rolldown';
import type { Plugin } from 'vite';
import { isElsewhere } from './elsewhere-chunks.ts';

const MODULE = fileURLToPath(new URL('../src/lib/api/api-routes.ts', import.meta.url));
const START_MODULE = fileURLToPath(new URL('../src/lib/api/start-routes.ts', import.meta.url));
const CONTRACTS_API = fileURLToPath(new URL('../../../packages/contracts/src/api/', import.meta.url));

/** The contracts' endpoint files (api/<area>.ts), absolute: each is one lazy chunk of schemas for the page. */
function areaFiles(): string[] {
  return readdirSync(CONTRACTS_API)
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts') && file !== 'index.ts')
    .map((file) => path.join(CONTRACTS_API, file));
}

/** Runs `code` in Node (bundled with its imports: Node runs no TypeScript) and answers its exports. */
async function run(code: string): Promise<Record<string, unknown>> {
  const bundle = await rolldown({
    input: 'entry',
    platform: 'node',
    plugins: [
      {
        name: 'entry',
        resolveId: (id) => (id === 'entry' ? id : null),
        load: (id) => (id === 'entry' ? code : null),
      },
    ],
  });
  try {
    const { output } = await bundle.generate({ format: 'esm' });
    const [chunk] = output;
    if (chunk?.type !== 'chunk') throw new Error(`${MODULE}: no output`);
    const url = `data:text/javascript;base64,${Buffer.from(chunk.code).toString('base64')}`;
    return (await import(url)) as Record<string, unknown>;
  } finally {
    await bundle.close();
  }
}

/** Whether a contracts file loads with the table itself (`withTable`: the files of the contracts chunk). */
function loadsWithTable(file: string, withTable: RegExp | undefined): boolean {
  return withTable?.test(file.replaceAll('\\', '/')) ?? false;
}

interface Table {
  routes: Record<string, unknown>;
  startRoutes: Record<string, unknown>;
  areaOf: Record<string, string>;
}

/**
 * The route table (the module's own value), the page's start routes (start-routes.ts's value) and, for each
 * endpoint, the contracts file that declares it under the same name, found by identity with `api`'s entry.
 */
async function computeTable(): Promise<Table> {
  const files = areaFiles();
  const code = [
    `export { apiRoutes } from ${JSON.stringify(MODULE)};`,
    `export { startRoutes } from ${JSON.stringify(START_MODULE)};`,
    `export { api } from ${JSON.stringify(path.join(CONTRACTS_API, 'index.ts'))};`,
    ...files.map((file, i) => `export * as area${i} from ${JSON.stringify(file)};`),
  ].join('\n');
  const exports = await run(code);
  const routes = exports.apiRoutes as Record<string, unknown>;
  const api = exports.api as Record<string, unknown>;
  const areaOf: Record<string, string> = {};
  for (const name of Object.keys(api)) {
    const index = files.findIndex(
      (_, i) => (exports[`area${i}`] as Record<string, unknown>)[name] === api[name],
    );
    const file = files[index];
    if (file === undefined) throw new Error(`api.${name}: no contracts file exports it under that name`);
    areaOf[name] = file;
  }
  return { routes, startRoutes: exports.startRoutes as Record<string, unknown>, areaOf };
}

/**
 * The page's `loadEndpoint`: an endpoint's definition, schemas included, from a lazy import of the contracts
 * file that declares it. One chunk per file (a dynamic import keeps every export of its module), so a page
 * loads the schemas of the areas it calls, and zod with the first of them, never before load.
 */
function lazyLoader(
  tabled: string[],
  areaOf: Record<string, string>,
  withTable?: RegExp,
): { imports: string; code: string } {
  const files = [...new Set(Object.values(areaOf))];
  // The files that load with the table (the contracts chunk's) are imported as they are, not lazily.
  const here = (file: string) => loadsWithTable(file, withTable);
  const imports = files.flatMap((file, i) =>
    here(file) ? [`import * as area${i} from ${JSON.stringify(file)};`] : [],
  );
  const loaders = files
    .map((file, i) =>
      here(file) ? `() => Promise.resolve(area${i})` : `() => import(${JSON.stringify(file)})`,
    )
    .join(',\n  ');
  // Each endpoint's file by the endpoint's place among the names: those of the route table in its order, the
  // module's own, then the others'; the names so written once, not twice.
  const others = Object.keys(areaOf).filter((name) => !tabled.includes(name));
  const areas = [...tabled, ...others].map((name) => files.indexOf(areaOf[name] ?? ''));
  const code = [
    `const AREAS = [\n  ${loaders},\n];`,
    `const AREA_AT = ${JSON.stringify(areas)};`,
    `const NAMES = [...Object.keys(apiRoutes), ...${JSON.stringify(others)}];`,
    'export const loadEndpoint = (name) => AREAS[AREA_AT[NAMES.indexOf(name)]]().then((area) => area[name]);',
  ].join('\n');
  return { imports: imports.map((line) => `${line}\n`).join(''), code };
}

/**
 * The page's routes as its requests read them: without the `offline` mark, which only the service worker's
 * cache rules read (features/offline/offline-routes.ts, in the worker's build).
 */
function requests(routes: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(routes).map(([name, route]) => {
      const { method, path, auth } = route as { method: string; path: string; auth: string };
      return [name, { method, path, auth }];
    }),
  );
}

/**
 * `lib/api/api-routes.ts` becomes its value at build time: a plain table of each endpoint's method, path, auth
 * and offline mark, computed from the contracts' `api`. Whoever needs only the routes (the service worker, the
 * page's offline-route matchers and outbox sender, the API client's requests) so carries no zod and no schema.
 * The page's build also gets `loadEndpoint`, each endpoint's schemas as a lazy chunk of its contracts file, which
 * the API client loads to check an answer, and `lib/api/start-routes.ts` as its value, the few routes the page's
 * first script needs before the table has loaded (lib/api/endpoint-loader.ts; docs/decisions/0009-web-start-up.md,
 * item 15).
 *
 * `forbidZod` (the service worker's build): no `loadEndpoint`, and the check at the end keeps it so, since
 * zod's eval probe in the worker would break under our CSP.
 */
export function apiRoutesTable({ forbidZod, withTable }: { forbidZod: boolean; withTable?: RegExp }): Plugin {
  // Computed once a build, for the table's module and the lazy imports' one.
  let computed: ReturnType<typeof computeTable> | undefined;
  const table = () => {
    computed ??= computeTable();
    return computed;
  };
  return {
    name: 'installer-api-routes-table',
    // Tests run the module itself: same values, no build step.
    apply: 'build',
    buildStart() {
      computed = undefined;
    },
    async load(id) {
      const file = path.resolve(id.split('?')[0] ?? id);
      if (file === START_MODULE)
        return `export const startRoutes = ${JSON.stringify(requests((await table()).startRoutes))};\n`;
      if (file !== MODULE) return null;
      const { routes, areaOf, startRoutes } = await table();
      if (forbidZod) return `export const apiRoutes = ${JSON.stringify(routes)};\n`;
      // The page's table leaves out the routes the client has without it (lib/api/endpoint-loader.ts): the
      // page's first routes (start-routes.ts); those whose definitions load with the table itself (`withTable`,
      // the files of the contracts chunk); those of the office's, the space's and the sensors' calls, whose
      // screens import their endpoints' file anyway. The client reads those from the definition, and every page
      // does not carry them (0.3 KB gzip).
      const needed = (name: string) => {
        const area = areaOf[name] ?? '';
        return !(name in startRoutes) && !loadsWithTable(area, withTable) && !isElsewhere(area);
      };
      const dayRoutes = requests(Object.fromEntries(Object.entries(routes).filter(([name]) => needed(name))));
      // No schemas for the sensors' calls (auth `ingest`): the page never makes them.
      const called = Object.fromEntries(
        Object.entries(areaOf).filter(([name]) => (routes[name] as { auth?: string }).auth !== 'ingest'),
      );
      const loader = lazyLoader(Object.keys(dayRoutes), called, withTable);
      return `${loader.imports}export const apiRoutes = ${JSON.stringify(dayRoutes)};\n${loader.code}\n`;
    },
    renderChunk(code, chunk) {
      if (forbidZod && /new Function\b|__zod_globalConfig/.test(code)) {
        this.error(`${chunk.fileName} carries zod (or an eval): the service worker must not (sw.ts)`);
      }
      return null;
    },
  };
}

import type { FirstLoad } from './browser.ts';
import { kb, table } from './report.ts';
import type { ChunkModules } from './web.ts';

/** npm packages by what they are to a reader of the budget. */
const OWNERS: Array<[RegExp, string]> = [
  [/^(react|react-dom|scheduler)$/, 'React 19 (react, react-dom, scheduler)'],
  [/^(i18next|react-i18next|html-parse-stringify|void-elements)$/, 'i18next'],
  [/^(wouter|regexparam|use-sync-external-store|mitt)$/, 'wouter'],
  [/^zod$/, 'zod/mini and the contracts'],
  [
    /^(@mui\/.*|@emotion\/.*|@babel\/runtime|stylis|hoist-non-react-statics|react-is|clsx|react-transition-group|@popperjs\/.*|prop-types)$/,
    'MUI and emotion (the kit)',
  ],
  [/^@tanstack\//, 'TanStack Query'],
  [/^(react-hook-form|@hookform\/.*)$/, 'react-hook-form'],
  [/^workbox-/, 'Workbox'],
  [/^leaflet$/, 'Leaflet'],
];

/** What a module of a build is, from its id (a path, or a bundler's virtual module). */
function ownerOf(id: string): string {
  const packages = [...id.matchAll(/node_modules\/((?:@[^/]+\/)?[^/]+)\//g)];
  const name = packages.at(-1)?.[1];
  if (name) return OWNERS.find(([pattern]) => pattern.test(name))?.[1] ?? name;
  if (id.includes('packages/contracts/')) return 'zod/mini and the contracts';
  if (/apps\/web\/src\/i18n\/locales\//.test(id)) return 'the English locale';
  if (id.includes('apps/web/src/') || id.includes('bench/bare-react/src/')) return 'the app';
  return "Vite's runtime (preload helper, module runtime)";
}

/**
 * Each loaded file's gzip bytes shared out among what its modules are, in proportion to each module's own
 * gzip size in the build (a chunk compresses as a whole, so the shares are an estimate, the totals exact).
 */
export function bytesByOwner(
  load: FirstLoad,
  modules: ChunkModules,
  namedOnly: boolean,
): Map<string, number> {
  const owners = new Map<string, number>();
  const add = (owner: string, bytes: number) => owners.set(owner, (owners.get(owner) ?? 0) + bytes);
  for (const file of load.files) {
    if (namedOnly && !file.named) continue;
    if (file.type === 'stylesheet') continue;
    if (file.type === 'inline script') {
      add('the app', file.gzip);
      continue;
    }
    const chunk = modules.get(file.path.replace(/^\//, ''));
    const total = chunk?.reduce((sum, module) => sum + module.gzip, 0) ?? 0;
    if (!chunk || total === 0) {
      add(`unattributed (${file.path})`, file.gzip);
      continue;
    }
    for (const module of chunk) add(ownerOf(module.id), (file.gzip * module.gzip) / total);
  }
  return owners;
}

export interface TableColumn {
  title: string;
  load: FirstLoad;
  modules: ChunkModules;
  /** Only what the HTML names ("before load"), or everything until settled. */
  beforeLoad: boolean;
}

/** The Markdown table of what each first-load byte is: one column per page and figure, one row per owner. */
export function firstLoadTable(specs: TableColumn[]): string {
  const columns = specs.map((spec) => ({
    title: spec.title,
    bytes: bytesByOwner(spec.load, spec.modules, spec.beforeLoad),
  }));
  const owners = [...new Set(columns.flatMap((column) => [...column.bytes.keys()]))].sort(
    (a, b) =>
      Math.max(...columns.map((c) => c.bytes.get(b) ?? 0)) -
      Math.max(...columns.map((c) => c.bytes.get(a) ?? 0)),
  );
  const cell = (bytes: number | undefined) => (bytes ? kb(bytes) : '-');
  return table(
    ['what (gzip)', ...columns.map((column) => column.title)],
    [
      ...owners.map((owner) => [owner, ...columns.map((column) => cell(column.bytes.get(owner)))]),
      ['total', ...columns.map((column) => kb([...column.bytes.values()].reduce((a, b) => a + b, 0)))],
    ],
  );
}

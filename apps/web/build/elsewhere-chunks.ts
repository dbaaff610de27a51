import type { Plugin } from 'vite';

/**
 * Screens that are not the installer's day (docs/decisions/0025-first-visit-wire.md): the office's
 * pages and guard (decision 0022), the customer's personal space and the public handover report (decisions
 * 0021, 0008) and their frames. A phone opens them rarely, and online; the worker keeps their chunks the first
 * time they are used (sw.ts `lazyChunks`), never in the first visit's precache.
 */
const ELSEWHERE = [
  /\/src\/features\/office\//,
  /\/src\/features\/customer-space\//,
  /\/src\/features\/report\/report-page\.tsx$/,
  /\/src\/app\/(public-layout|space-layout|require-office)\.tsx$/,
];

/** What the walk reads of a Rollup/Rolldown output chunk. */
interface ChunkLike {
  type: 'chunk';
  isEntry: boolean;
  imports: readonly string[];
  dynamicImports: readonly string[];
  facadeModuleId: string | null;
  viteMetadata?: { importedCss: ReadonlySet<string> };
}

type BundleLike = Record<string, ChunkLike | { type: 'asset' }>;

const isChunk = (output: BundleLike[string] | undefined): output is ChunkLike => output?.type === 'chunk';

/** Whether a dynamic import opens a screen of ELSEWHERE (its chunk was made for one of their modules). */
function opensElsewhere(chunk: ChunkLike): boolean {
  const facade = chunk.facadeModuleId?.replaceAll('\\', '/') ?? '';
  return ELSEWHERE.some((pattern) => pattern.test(facade));
}

/**
 * The script and style files of the bundle that the installer's screens never reach: walked from the entry
 * through static imports and every dynamic import but those that open a screen of ELSEWHERE. A file shared
 * by both sides is reached, so kept.
 */
export function filesOutsideTheDay(bundle: BundleLike): Set<string> {
  const reached = new Set<string>();
  const queue = Object.entries(bundle)
    .filter(([, output]) => isChunk(output) && output.isEntry)
    .map(([file]) => file);
  while (queue.length > 0) {
    const file = queue.pop() as string;
    const chunk = bundle[file];
    if (reached.has(file) || !isChunk(chunk)) continue;
    reached.add(file);
    for (const css of chunk.viteMetadata?.importedCss ?? []) reached.add(css);
    queue.push(...chunk.imports);
    for (const next of chunk.dynamicImports) {
      const target = bundle[next];
      if (isChunk(target) && !opensElsewhere(target)) queue.push(next);
    }
  }
  return new Set(Object.keys(bundle).filter((file) => /\.(js|css)$/.test(file) && !reached.has(file)));
}

/**
 * The build's files that the installer's screens never reach (filesOutsideTheDay), written into `leftOut` as
 * the bundle is made, for the precache's manifest to leave them out (pwa-options.ts). The worker's manifest
 * is written after the app's bundle, so the set is complete by then.
 */
export function elsewhereChunks(leftOut: Set<string>): Plugin {
  return {
    name: 'installer-elsewhere-chunks',
    apply: 'build',
    generateBundle(_, bundle) {
      leftOut.clear();
      for (const file of filesOutsideTheDay(bundle as unknown as BundleLike)) leftOut.add(file);
    },
  };
}

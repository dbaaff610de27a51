import type { Plugin } from 'vite';
import { type BundleLike, type ChunkLike, cssOf, isChunk, reachableChunks } from './bundle-graph.ts';

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
  // The schemas of their calls, a lazy chunk each that the API client's table of lazy imports names
  // (build/api-routes.ts), and the sensors' ingest call, which no screen makes.
  /\/packages\/contracts\/src\/api\/(office|customer-space|ingest)\.ts$/,
];

export const isElsewhere = (id: string) =>
  ELSEWHERE.some((pattern) => pattern.test(id.replaceAll('\\', '/')));

/**
 * Whether a dynamic import opens a screen of ELSEWHERE: its chunk was made for one of their modules, or, a chunk
 * Rolldown made without a facade (a module shared by a few chunks), holds only theirs.
 */
function opensElsewhere(chunk: ChunkLike): boolean {
  if (chunk.facadeModuleId !== null) return isElsewhere(chunk.facadeModuleId);
  return (chunk.moduleIds?.length ?? 0) > 0 && (chunk.moduleIds ?? []).every(isElsewhere);
}

/**
 * The script and style files of the bundle that the installer's screens never reach: walked from the entry
 * through static imports and every dynamic import but those that open a screen of ELSEWHERE. A file shared
 * by both sides is reached, so kept.
 */
export function filesOutsideTheDay(bundle: BundleLike): Set<string> {
  const entries = Object.keys(bundle).filter((file) => isChunk(bundle[file]) && bundle[file].isEntry);
  const chunks = reachableChunks(bundle, entries, (chunk) => [
    ...chunk.imports,
    ...chunk.dynamicImports.filter((next) => {
      const target = bundle[next];
      return isChunk(target) && !opensElsewhere(target);
    }),
  ]);
  const reached = new Set([...chunks, ...cssOf(bundle, chunks)]);
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

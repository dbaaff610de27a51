/**
 * The build's chunk graph as the app's build plugins walk it (elsewhere-chunks.ts, preload-deps.ts): one walk
 * and one reading of Vite's note of each chunk's styles, whatever the plugin asks of them.
 */

/** What the walks read of a Rollup/Rolldown output chunk. */
export interface ChunkLike {
  type: 'chunk';
  isEntry: boolean;
  imports: readonly string[];
  dynamicImports: readonly string[];
  facadeModuleId: string | null;
  /** The modules the chunk holds (Rolldown's output chunk has them). */
  moduleIds?: readonly string[];
  viteMetadata?: { importedCss?: ReadonlySet<string> };
}

export type BundleLike = Record<string, ChunkLike | { type: string }>;

export const isChunk = (output: BundleLike[string] | undefined): output is ChunkLike =>
  output?.type === 'chunk';

/** The chunks reached from `starts`, themselves included, following `next` from each chunk. */
export function reachableChunks(
  bundle: BundleLike,
  starts: Iterable<string>,
  next: (chunk: ChunkLike) => Iterable<string>,
): Set<string> {
  const reached = new Set<string>();
  const queue = [...starts];
  while (queue.length > 0) {
    const file = queue.pop() as string;
    const chunk = bundle[file];
    if (reached.has(file) || !isChunk(chunk)) continue;
    reached.add(file);
    queue.push(...next(chunk));
  }
  return reached;
}

/** The CSS files Vite notes for `chunks`. */
export function cssOf(bundle: BundleLike, chunks: Iterable<string>): Set<string> {
  const css = new Set<string>();
  for (const file of chunks) {
    const chunk = bundle[file];
    if (isChunk(chunk)) for (const style of chunk.viteMetadata?.importedCss ?? []) css.add(style);
  }
  return css;
}

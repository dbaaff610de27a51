import type { OutputBundle } from 'rolldown';
import type { Plugin, ResolveModulePreloadDependenciesFn } from 'vite';
import { type BundleLike, type ChunkLike, cssOf, reachableChunks } from './bundle-graph.ts';

/** The chunks `fileName` imports statically, itself included, and theirs in turn. */
const staticClosure = (bundle: OutputBundle, fileName: string): Set<string> =>
  reachableChunks(bundle as unknown as BundleLike, [fileName], (chunk) => chunk.imports);

// How Vite writes a chunk's preload lists: the files once, first in the chunk, each list as their indexes.
const FILES =
  /^const __vite__mapDeps=\(i,m=__vite__mapDeps,d=\(m\.f\|\|\(m\.f=(\[[^\]]*\])\)\)\)=>i\.map\(i=>d\[i\]\);\n/;
const LIST = /__vite__mapDeps\(\[([\d,]*)\]\)/g;

/**
 * `code` with its preload lists rid of the CSS files `loaded`: the indexes renumbered, and no list at all when
 * none is left.
 */
export function withoutCss(code: string, loaded: Set<string>): string {
  const match = FILES.exec(code);
  if (!match?.[1]) return code;
  const files = JSON.parse(match[1]) as string[];
  const kept = files.filter((file) => !(file.endsWith('.css') && loaded.has(file)));
  if (kept.length === files.length) return code;
  const index = new Map(kept.map((file, position) => [file, position]));
  const body = code.slice(match[0].length).replace(LIST, (_, list: string) => {
    const indexes = list
      .split(',')
      .filter((each) => each !== '')
      .map((each) => index.get(files[Number(each)] ?? ''))
      .filter((each) => each !== undefined);
    return kept.length === 0 ? '[]' : `__vite__mapDeps([${indexes.join(',')}])`;
  });
  if (kept.length === 0) return body;
  return `${match[0].replace(match[1], JSON.stringify(kept))}${body}`;
}

/**
 * Lighter lazy imports: Vite's preloading of a lazy chunk names, in the importing chunk, every chunk the lazy
 * one needs, transitively, down to the entry chunk and React, and their CSS. When the importing chunk runs,
 * the entry chunk and everything both import statically have arrived already, with their CSS (the HTML's
 * links, or the preload list that brought the importing chunk): naming them again only adds bytes to every
 * chunk with a lazy import (2 KB gzip in the entry chunk alone, a few hundred bytes in step 1's), and the
 * preload helper skips them at run time anyway. This leaves them out; what is not yet there is still preloaded
 * beside the lazy chunk (docs/decisions/0009-web-start-up.md, item 10).
 *
 * `plugins`: the first notes the bundle's chunk graph before Vite writes the lists, the second takes the CSS
 * out after (Vite gives `resolveDependencies`, which goes to `build.modulePreload`, the JavaScript only).
 */
export function preloadOnlyWhatIsMissing({ listless }: { listless?: RegExp } = {}): {
  plugins: Plugin[];
  resolveDependencies: ResolveModulePreloadDependenciesFn;
} {
  let bundle: OutputBundle | null = null;
  let entryClosure = new Set<string>();
  const hostClosures = new Map<string, Set<string>>();
  /** What has arrived when the chunk `host` runs: the entry's chunks and its own static imports. */
  const loadedWith = (host: string, graph: OutputBundle): Set<string> => {
    let loaded = hostClosures.get(host);
    if (!loaded) {
      loaded = new Set([...entryClosure, ...staticClosure(graph, host)]);
      hostClosures.set(host, loaded);
    }
    return loaded;
  };
  return {
    plugins: [
      {
        name: 'installer-preload-graph',
        apply: 'build',
        generateBundle: {
          // Before Vite's own generateBundle writes the preload lists with resolveDependencies.
          order: 'pre',
          handler(_, output) {
            bundle = output;
            hostClosures.clear();
            const entries = Object.values(output).filter((file) => file.type === 'chunk' && file.isEntry);
            // One entry (index.html's): every other chunk is loaded from it, so after it.
            entryClosure =
              entries.length === 1 && entries[0] ? staticClosure(output, entries[0].fileName) : new Set();
          },
        },
      },
      {
        name: 'installer-preload-css',
        apply: 'build',
        generateBundle: {
          // After Vite's generateBundle has written the lists.
          order: 'post',
          handler(_, output) {
            // The same build's chunks as the first plugin noted (Rolldown hands each hook its own view of them).
            for (const chunk of Object.values(output)) {
              if (chunk.type !== 'chunk' || !chunk.code.startsWith('const __vite__mapDeps=')) continue;
              chunk.code = withoutCss(
                chunk.code,
                cssOf(output as unknown as BundleLike, loadedWith(chunk.fileName, output)),
              );
            }
          },
        },
      },
    ],
    resolveDependencies(file, deps, { hostId, hostType }) {
      // The HTML's own modulepreload links, and anything outside the bundle noted: as Vite lists them.
      if (hostType !== 'js' || !bundle || bundle[hostId]?.type !== 'chunk') return deps;
      // A chunk whose lazy imports wait for nothing the page shows (`listless`): no lists, its lazy chunk
      // fetches its own imports as it runs.
      const host = bundle[hostId] as unknown as ChunkLike;
      if (listless && (host.moduleIds ?? []).some((id) => listless.test(id.replaceAll('\\', '/')))) return [];
      const loaded = loadedWith(hostId, bundle);
      const missing = deps.filter((dep) => !loaded.has(dep));
      // The lazy chunk alone: its import() fetches it at once, as early as a preload link would (the helper
      // imports after the list has loaded), so a list of only itself adds bytes and no parallel fetch (the
      // table of the contracts' lazy chunks: 0.2 KB gzip on every page, docs/decisions/0009-web-start-up.md,
      // item 15).
      return missing.length === 1 && missing[0] === file ? [] : missing;
    },
  };
}

import type { OutputBundle } from 'rolldown';
import type { Plugin, ResolveModulePreloadDependenciesFn } from 'vite';

/** The chunks `fileName` imports statically, itself included, and theirs in turn. */
function staticClosure(bundle: OutputBundle, fileName: string): Set<string> {
  const seen = new Set<string>();
  const visit = (name: string) => {
    const chunk = bundle[name];
    if (seen.has(name) || chunk?.type !== 'chunk') return;
    seen.add(name);
    for (const imported of chunk.imports) visit(imported);
  };
  visit(fileName);
  return seen;
}

/**
 * Lighter lazy imports: Vite's preloading of a lazy chunk names, in the importing chunk, every chunk the lazy
 * one needs, transitively, down to the entry chunk and React. When the importing chunk runs, the entry chunk
 * and everything both import statically have arrived already: naming them again only adds bytes to every
 * chunk with a lazy import (2 KB gzip in the entry chunk alone, a few hundred bytes in step 1's), and the
 * preload helper skips them at run time anyway. This leaves them out; what is not yet there is still preloaded
 * beside the lazy chunk, and CSS is left as Vite lists it (docs/decisions/0009-web-start-up.md, item 10).
 *
 * `plugin` notes the bundle's chunk graph, `resolveDependencies` goes to `build.modulePreload`.
 */
export function preloadOnlyWhatIsMissing(): {
  plugin: Plugin;
  resolveDependencies: ResolveModulePreloadDependenciesFn;
} {
  let bundle: OutputBundle | null = null;
  let entryClosure = new Set<string>();
  const hostClosures = new Map<string, Set<string>>();
  return {
    plugin: {
      name: 'installer-preload-only-what-is-missing',
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
    resolveDependencies(_file, deps, { hostId, hostType }) {
      // The HTML's own modulepreload links, and anything outside the bundle noted: as Vite lists them.
      if (hostType !== 'js' || bundle?.[hostId]?.type !== 'chunk') return deps;
      let loaded = hostClosures.get(hostId);
      if (!loaded) {
        loaded = staticClosure(bundle, hostId);
        hostClosures.set(hostId, loaded);
      }
      const there = loaded;
      return deps.filter((dep) => !there.has(dep) && !entryClosure.has(dep));
    },
  };
}

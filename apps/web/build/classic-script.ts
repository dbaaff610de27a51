import { rolldown } from 'rolldown';
import type { Plugin } from 'vite';

/** `entry` bundled into one small classic script (IIFE), minified: no module loader, nothing to wait for. */
async function bundleClassic(entry: string): Promise<string> {
  const bundle = await rolldown({ input: entry, platform: 'browser' });
  try {
    const { output } = await bundle.generate({ format: 'iife', minify: true });
    const [chunk] = output;
    if (chunk?.type !== 'chunk') throw new Error(`classic script ${entry}: no output`);
    return chunk.code;
  } finally {
    await bundle.close();
  }
}

export interface ClassicScriptOptions {
  /** The TypeScript entry, built from the same sources as the app (one implementation of what it does). */
  entry: string;
  /** Its file name: served at /<name> by the dev server, and the built file's path unless `early`. */
  name: string;
  /**
   * Written inline as the first script of index.html's head: it runs while the HTML is parsed, before any
   * other file is fetched. The server allows it by its hash in the Content-Security-Policy
   * (apps/api/src/http/inline-scripts.ts). Otherwise it keeps its fixed path, as the service worker's
   * `importScripts` needs (the browser compares those bytes when it checks for an update).
   */
  early?: boolean;
}

/** A TypeScript entry bundled into a classic script, for index.html's head or the service worker. */
export function classicScript({ entry, name, early = false }: ClassicScriptOptions): Plugin {
  let code: Promise<string> | undefined;
  const source = () => {
    code ??= bundleClassic(entry);
    return code;
  };
  return {
    name: `installer-classic-script:${name}`,
    buildStart() {
      code = undefined;
    },
    configureServer(server) {
      if (early) return;
      server.middlewares.use(`/${name}`, (_request, response) => {
        void source().then((script) => {
          response.setHeader('Content-Type', 'text/javascript');
          response.end(script);
        });
      });
    },
    transformIndexHtml: {
      order: 'pre',
      handler: async () =>
        early ? [{ tag: 'script', children: (await source()).trim(), injectTo: 'head-prepend' }] : [],
    },
    async generateBundle() {
      if (!early) this.emitFile({ type: 'asset', fileName: name, source: await source() });
    },
  };
}

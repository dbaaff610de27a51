import { createHash } from 'node:crypto';
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
  /** Its file name: served at /<name> by the dev server; built as assets/<name>-<hash>.js. */
  name: string;
}

/**
 * A TypeScript entry bundled into a deferred classic script in index.html's head, before the app's module
 * script: it runs as soon as it has arrived and the page is parsed, without waiting for the app's
 * JavaScript. Built as a content-hashed asset (cached as immutable, precached like every asset).
 */
export function classicScript({ entry, name }: ClassicScriptOptions): Plugin {
  let code: Promise<string> | undefined;
  const source = () => {
    code ??= bundleClassic(entry);
    return code;
  };
  let fileName = name;
  return {
    name: `installer-classic-script:${name}`,
    async buildStart() {
      code = undefined;
      const hash = createHash('sha256')
        .update(await source())
        .digest('base64url')
        .slice(0, 8);
      fileName = `assets/${name.replace(/\.js$/, '')}-${hash}.js`;
    },
    configureServer(server) {
      server.middlewares.use(`/${name}`, (_request, response) => {
        void source().then((script) => {
          response.setHeader('Content-Type', 'text/javascript');
          response.end(script);
        });
      });
    },
    transformIndexHtml: {
      order: 'pre',
      handler: (_html, context) => [
        {
          tag: 'script',
          attrs: { defer: true, src: context.server ? `/${name}` : `/${fileName}` },
          injectTo: 'head',
        },
      ],
    },
    async generateBundle() {
      this.emitFile({ type: 'asset', fileName, source: await source() });
    },
  };
}

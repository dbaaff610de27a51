import { createHash } from 'node:crypto';
import { rolldown } from 'rolldown';
import type { Plugin } from 'vite';

/** `entry` bundled into one small classic script (IIFE), minified: no module loader, nothing to wait for. */
async function bundleClassic(entry: string): Promise<string> {
  const bundle = await rolldown({ input: entry, platform: 'browser' });
  try {
    const { output } = await bundle.generate({ format: 'iife', minify: true });
    const [chunk] = output;
    if (chunk?.type !== 'chunk') throw new Error(`early script ${entry}: no output`);
    return chunk.code;
  } finally {
    await bundle.close();
  }
}

/**
 * A TypeScript entry run as a deferred classic script in index.html's head, before the app's module script:
 * it runs as soon as it has arrived and the page is parsed, without waiting for the app's JavaScript.
 * Built from the same sources as the app (one implementation of the rule it applies), emitted as a
 * content-hashed asset (cached as immutable, precached by the service worker like every asset), and
 * served at /<name>.js by the dev server.
 */
export function earlyScript(name: string, entry: string): Plugin {
  let code: Promise<string> | undefined;
  const source = () => {
    code ??= bundleClassic(entry);
    return code;
  };
  let fileName = `${name}.js`;
  return {
    name: `installer-early-script:${name}`,
    async buildStart() {
      code = undefined;
      const hash = createHash('sha256')
        .update(await source())
        .digest('base64url')
        .slice(0, 8);
      fileName = `assets/${name}-${hash}.js`;
    },
    configureServer(server) {
      server.middlewares.use(`/${name}.js`, (_request, response) => {
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
          attrs: { defer: true, src: context.server ? `/${name}.js` : `/${fileName}` },
          injectTo: 'head',
        },
      ],
    },
    async generateBundle() {
      this.emitFile({ type: 'asset', fileName, source: await source() });
    },
  };
}

/**
 * A TypeScript entry bundled into a classic script at a fixed path, for the service worker's `importScripts`
 * (a worker's imported scripts keep their URL; the browser compares their bytes when it checks for an update).
 * Served at the same path by the dev server.
 */
export function workerScript(fileName: string, entry: string): Plugin {
  let code: Promise<string> | undefined;
  const source = () => {
    code ??= bundleClassic(entry);
    return code;
  };
  return {
    name: `installer-worker-script:${fileName}`,
    buildStart() {
      code = undefined;
    },
    configureServer(server) {
      server.middlewares.use(`/${fileName}`, (_request, response) => {
        void source().then((script) => {
          response.setHeader('Content-Type', 'text/javascript');
          response.end(script);
        });
      });
    },
    async generateBundle() {
      this.emitFile({ type: 'asset', fileName, source: await source() });
    },
  };
}

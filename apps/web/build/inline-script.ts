import path from 'node:path';
import { rolldown } from 'rolldown';
import type { Plugin } from 'vite';

/** `entry` bundled into one small classic script (IIFE), minified: no module loader, nothing to wait for. */
async function bundleClassic(entry: string): Promise<string> {
  const bundle = await rolldown({ input: entry, platform: 'browser' });
  try {
    const { output } = await bundle.generate({ format: 'iife', minify: true });
    const [chunk] = output;
    if (chunk?.type !== 'chunk') throw new Error(`inline script ${entry}: no output`);
    return chunk.code;
  } finally {
    await bundle.close();
  }
}

/**
 * A TypeScript entry (built from the same sources as the app: one implementation of what it does) written
 * inline as the first script of index.html's head: it runs while the HTML is parsed, before any other file
 * is fetched. The server allows it by its hash in the Content-Security-Policy
 * (apps/api/src/http/inline-scripts.ts), and nothing else inline.
 */
export function inlineScript({ entry }: { entry: string }): Plugin {
  let code: Promise<string> | undefined;
  // Relative to the app's root, wherever the build is started from (the bench builds it from the repository's).
  let root = process.cwd();
  return {
    name: `installer-inline-script:${entry}`,
    configResolved(config) {
      root = config.root;
    },
    buildStart() {
      code = undefined;
    },
    transformIndexHtml: {
      order: 'pre',
      handler: async () => {
        code ??= bundleClassic(path.resolve(root, entry));
        return [{ tag: 'script', children: (await code).trim(), injectTo: 'head-prepend' }];
      },
    },
  };
}

import type { Plugin } from 'vite';
import type { AppFiles } from '../src/early/app-files.ts';

/** What the early script reads of the page's files (src/early/app-files.ts); null leaves the page's tags. */
const TOKEN = '__INSTALLER_APP_FILES__';

const MODULE = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/g;
const PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g;
const STYLE = /<link rel="stylesheet" crossorigin href="([^"]+)">\s*/g;

/** Takes every tag of `pattern` out of `html`: the html left, and each tag's address in order. */
function takeTags(html: string, pattern: RegExp): [string, string[]] {
  const found = [...html.matchAll(pattern)].map((match) => match[1] as string);
  return [html.replace(pattern, ''), found];
}

/**
 * The built index.html names its entry module, preloads and styles inside the early script instead of in
 * tags, which the early script starts unless the page reloads first (spec §1 first visit; src/early/
 * version-check.ts, docs/decisions/0025). Development keeps Vite's own tags, and the early script is told so.
 */
export function appFilesInEarlyScript(): Plugin {
  return {
    name: 'installer-app-files-in-early-script',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        if (!html.includes(TOKEN)) throw new Error(`index.html: the early script does not read ${TOKEN}`);
        if (context.server) return html.replace(TOKEN, 'null');
        const [withoutModule, modules] = takeTags(html, MODULE);
        const [withoutPreloads, preloads] = takeTags(withoutModule, PRELOAD);
        const [rest, styles] = takeTags(withoutPreloads, STYLE);
        if (modules.length !== 1)
          throw new Error(`index.html: expected one entry module, found ${modules.length}`);
        const files: AppFiles = { module: modules[0] as string, preloads, styles };
        return rest.replace(TOKEN, JSON.stringify(files));
      },
    },
  };
}

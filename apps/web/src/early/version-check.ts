/**
 * The first script of the page, inline in index.html's head (build/inline-script.ts): it runs while the HTML is
 * parsed, before any other file is fetched.
 *
 * 1. zod 4 probes `new Function('')` to compile fast parsers, and our Content-Security-Policy (no
 *    'unsafe-eval') makes the browser report that probe as a violation even though zod catches it. zod reads
 *    `globalThis.__zod_globalConfig` when it loads: set here, before any module, zod interprets its schemas
 *    (the same answers) and never probes.
 * 2. spec §1 version rule: a first visit reloads once (the installer's app: not the customer's public report,
 *    lib/app-version.ts, docs/decisions/0027), and this script decides it before anything else is fetched. The built page names its files here rather than in tags (`__INSTALLER_APP_FILES__`, written by
 *    build/app-files.ts): tags would be requested by the browser's preload scanner at once, and a reload would
 *    cut them (net::ERR_ABORTED). So a first visit reloads as soon as its HTML is parsed, having fetched
 *    nothing else, and every other visit starts the same files, in the same order, as the tags would have
 *    (docs/decisions/0025). In development the page keeps Vite's tags: this script then only marks the page,
 *    and main.tsx reloads it once its modules are in.
 */
import { checkAppVersion } from '../lib/app-version.ts';
import { type AppFiles, startAppFiles } from './app-files.ts';

declare global {
  var __zod_globalConfig: Record<string, unknown> | undefined;
}

/** The build writes the page's files here (build/app-files.ts); null in development. */
declare const __INSTALLER_APP_FILES__: AppFiles | null;

globalThis.__zod_globalConfig = Object.assign(globalThis.__zod_globalConfig ?? {}, { jitless: true });

const files = __INSTALLER_APP_FILES__;
// Once the HTML is parsed: a reload while it still arrives would cut the document's own request.
const reloadOnceParsed = () =>
  document.addEventListener('DOMContentLoaded', () => window.location.reload(), { once: true });
const reload = files
  ? reloadOnceParsed
  : () => {
      document.documentElement.dataset.reloading = 'application-version';
    };

if (!checkAppVersion(window.localStorage, reload) && files) startAppFiles(document, files);

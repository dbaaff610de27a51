/**
 * The first script of the page, inline in index.html's head (build/inline-script.ts): it runs while the HTML is
 * parsed, before any other file is fetched.
 *
 * 1. zod 4 probes `new Function('')` to compile fast parsers, and our Content-Security-Policy (no
 *    'unsafe-eval') makes the browser report that probe as a violation even though zod catches it. zod reads
 *    `globalThis.__zod_globalConfig` when it loads: set here, before any module, zod interprets its schemas
 *    (the same answers) and never probes.
 * 2. spec §1 version rule: a first visit reloads once. This script decides it, before anything else runs,
 *    and marks the page; main.tsx reloads a marked page as soon as its module runs, without starting the app
 *    (no locale, no screen chunk). Not here: by the time this script runs, the browser's preload scanner has
 *    already requested the app's module and its modulepreload chunks, and a reload now would cut them
 *    (net::ERR_ABORTED on /assets/*.js at every first visit). When main.tsx runs they have all arrived, and
 *    the reloaded page reads them from the HTTP cache (content-hashed, immutable).
 */
import { checkAppVersion } from '../lib/app-version.ts';

declare global {
  var __zod_globalConfig: Record<string, unknown> | undefined;
}

globalThis.__zod_globalConfig = Object.assign(globalThis.__zod_globalConfig ?? {}, { jitless: true });

const markForReload = () => {
  document.documentElement.dataset.reloading = 'application-version';
};

checkAppVersion(window.localStorage, markForReload);

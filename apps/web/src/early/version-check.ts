/**
 * The first script of the page, inline in index.html's head (build/inline-script.ts): it runs while the HTML is
 * parsed, before any other file is fetched.
 *
 * 1. zod 4 probes `new Function('')` to compile fast parsers, and our Content-Security-Policy (no
 *    'unsafe-eval') makes the browser report that probe as a violation even though zod catches it. zod reads
 *    `globalThis.__zod_globalConfig` when it loads: set here, before any module, zod interprets its schemas
 *    (the same answers) and never probes.
 * 2. spec §1 version rule: a first visit reloads once, now, before the app's JavaScript has even been
 *    requested (Lighthouse counts the first document as a redirect). The flag tells main.tsx not to start a
 *    page that is leaving.
 */
import { checkAppVersion } from '../lib/app-version.ts';

declare global {
  var __zod_globalConfig: Record<string, unknown> | undefined;
}

globalThis.__zod_globalConfig = Object.assign(globalThis.__zod_globalConfig ?? {}, { jitless: true });

if (checkAppVersion()) document.documentElement.dataset.reloading = 'application-version';

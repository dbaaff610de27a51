// Issue 7, best practices: zod 4 probes `new Function('')` to compile fast object parsers, and our
// Content-Security-Policy (no 'unsafe-eval') makes the browser report that probe as a violation, even though
// zod catches it. The contracts build schemas (and so probe) while their module loads, before any app code
// runs, so the setting must exist before zod does: zod reads `globalThis.__zod_globalConfig` when it loads.
// A deferred classic script placed before the app's module script runs first. Without eval zod interprets
// its schemas: the same answers. The service worker (src/sw.ts) carries no zod at all: its build fails if
// it ever does (build/api-routes.ts).
globalThis.__zod_globalConfig = Object.assign(globalThis.__zod_globalConfig || {}, { jitless: true });

// Imported first by outbox-sync-entry.ts, so it runs before zod loads: the same setting as public/zod-jitless.js
// gives the page. Without it zod's eval probe would be reported as a Content-Security-Policy violation in the
// worker too (our CSP has no 'unsafe-eval').
const scope = globalThis as { __zod_globalConfig?: Record<string, unknown> };
scope.__zod_globalConfig = { ...scope.__zod_globalConfig, jitless: true };

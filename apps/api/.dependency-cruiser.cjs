/**
 * The API's floor plan, checked by `npm run lint` (apps/api/ARCHITECTURE.md). From the ground up:
 * config.ts, events.ts, version.ts, answers/, security/, redis/ (nothing of the API under them); db/ (the schema, the
 * connection, migrations, the demo seed); repositories/ (the queries) and storage/ (the photo files), side by
 * side; services/ (the rules of each call); plugins/ (the sign-in hook and the timers); http/ (how a route is
 * declared and a request read); routes/ and scripts/; app.ts; main.ts. A floor imports only from floors under it.
 */
const TEST = '(^src/test/|\\.test\\.ts$)';
const TOP = '^src/(app|main)\\.ts$';
const ROUTES = `^src/routes/|^scripts/|${TOP}`;
const HTTP = `^src/http/|${ROUTES}`;
const PLUGINS = `^src/plugins/|${HTTP}`;
const SERVICES = `^src/services/|${PLUGINS}`;

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment: 'An import circle makes the load order and the floors meaningless.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'ground-floor-stays-down',
      comment:
        'config.ts, events.ts, version.ts, answers/ (AppError, JsonText), security/ and redis/ are what every ' +
        'floor may use: ' +
        'they import nothing else of the API, nor each other.',
      severity: 'error',
      from: {
        path: '^src/(config\\.ts$|events\\.ts$|version\\.ts$|answers/|security/|redis/)',
        pathNot: TEST,
      },
      to: { path: '^src/', pathNot: ['^src/$1'] },
    },
    {
      name: 'migrations-frozen',
      comment:
        'A migration does tomorrow what it did the day it was written: it imports kysely and its siblings in ' +
        'db/migrations/ only, and carries the data it writes as literals (no demo data, no live language list).',
      severity: 'error',
      from: { path: '^src/db/migrations/', pathNot: TEST },
      to: { pathNot: ['^src/db/migrations/', 'node_modules/kysely/'] },
    },
    {
      name: 'db-below-queries',
      comment: 'db/ is the schema and the connection: it knows no query file, no rule, no request.',
      severity: 'error',
      from: { path: '^src/db/', pathNot: TEST },
      to: { path: `^src/(repositories|storage)/|${SERVICES}` },
    },
    {
      name: 'repositories-below-services',
      comment:
        'A repository is queries on the tables (db/tables/): it decides nothing, and knows neither the photo ' +
        'store nor the services that call it.',
      severity: 'error',
      from: { path: '^src/repositories/', pathNot: TEST },
      to: { path: `^src/storage/|${SERVICES}` },
    },
    {
      name: 'storage-below-services',
      comment: 'The photo store knows files and buckets, not the database nor who stores what.',
      severity: 'error',
      from: { path: '^src/storage/', pathNot: TEST },
      to: { path: `^src/(db|repositories)/|${SERVICES}` },
    },
    {
      name: 'services-not-into-requests',
      comment:
        'A service is the rules of a call, whoever calls it (a route, a timer, a script): it takes the ' +
        'installer as repositories/auth.ts reads it and answers with answers/, never with Fastify hooks, ' +
        'request parsing or routes.',
      severity: 'error',
      from: { path: '^src/services/', pathNot: TEST },
      to: { path: PLUGINS },
    },
    {
      name: 'plugins-below-http',
      comment:
        'plugins/ is the sign-in hook and the timers of the background work: they call services and ' +
        'repositories, and are used by how a route is declared (http/route.ts), never the other way round.',
      severity: 'error',
      from: { path: '^src/plugins/', pathNot: TEST },
      to: { path: HTTP },
    },
    {
      name: 'http-below-routes',
      comment: 'http/ is how a route is declared and a request read or answered: it knows no route.',
      severity: 'error',
      from: { path: '^src/http/', pathNot: TEST },
      to: { path: ROUTES },
    },
    {
      name: 'routes-below-app',
      comment: 'A route is one endpoint; app.ts puts them together and main.ts starts it. Scripts are tools.',
      severity: 'error',
      from: { path: '^src/routes/', pathNot: TEST },
      to: { path: `^scripts/|${TOP}` },
    },
    {
      name: 'no-test-code-in-production',
      comment:
        'Test support lives in src/test/ and in test files; the API never imports them. The scripts (tools ' +
        'that measure a running server) may use its raw HTTP client.',
      severity: 'error',
      from: { path: '^src/', pathNot: TEST },
      to: { path: TEST },
    },
    {
      name: 'test-libraries-in-test-support',
      comment: 'What imports a test library is test support: it belongs in src/test/ or in a test file.',
      severity: 'error',
      from: { pathNot: TEST },
      to: { path: 'node_modules/(vitest|@vitest/|fast-check|s3rver|smtp-server)' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsConfig: { fileName: 'tsconfig.json' },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: { extensions: ['.ts', '.js', '.json'] },
  },
};

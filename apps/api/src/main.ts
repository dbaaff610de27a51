import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { createDatabase } from './db/database.ts';
import { prepareDatabase } from './db/prepare.ts';

/**
 * The process (fastify/demo's server.ts): configuration, database, listen, graceful close. Production runs
 * the compiled copy of this file, `apps/api/dist/main.js` (docs/decisions/0001-runtime.md).
 */
async function main(): Promise<void> {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const database = createDatabase(config.databaseUrl);
  const { seeded } = await prepareDatabase(database.db, database.dialect, { seed: config.seedDemo });
  const app = await buildApp({ config, db: database.db });
  if (config.seedDemo && config.env === 'production') {
    // DESIGN §4's accounts have a published password: in production they exist only on explicit request.
    app.log.warn(
      { seeded },
      'SEED_DEMO=1 in production: the demo accounts (installer@demo.test, published password) can sign in',
    );
  }

  // SIGTERM (orchestrators) and SIGINT (Ctrl-C): stop accepting connections, let requests in flight finish
  // for at most shutdownTimeoutMs, then close the database and exit 0. Past the bound, the remaining
  // connections are cut and the exit code is 1, so a supervisor sees that requests were lost.
  let closing = false;
  const close = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal, timeoutMs: config.shutdownTimeoutMs }, 'closing');
    let cut = false;
    const bound = setTimeout(() => {
      cut = true;
      app.log.warn('requests still in flight after the shutdown timeout: closing their connections');
      app.server.closeAllConnections();
      // A close hook that never returns must not keep a stopping process alive.
      setTimeout(() => process.exit(1), 5_000).unref();
    }, config.shutdownTimeoutMs);
    try {
      await app.close();
      await database.destroy();
    } catch (error) {
      app.log.error({ err: error }, 'error while closing');
      process.exit(1);
    }
    clearTimeout(bound);
    app.log.info({ signal }, 'closed');
    process.exit(cut ? 1 : 0);
  };
  process.on('SIGINT', () => void close('SIGINT'));
  process.on('SIGTERM', () => void close('SIGTERM'));

  const address = await app.listen({ port: config.port, host: config.host });
  const shown = address.replace('127.0.0.1', 'localhost');
  console.log(
    [
      '',
      `  Sensor installation app and API on ${shown}`,
      `  Database: ${database.dialect}${seeded ? ' (demo data seeded)' : ''}`,
      `  API documentation: ${shown}/api/docs`,
      ...(config.seedDemo ? ['  Demo sign-in: installer@demo.test / demo-installer'] : []),
      `  Beehive variant: http://${config.beehiveHosts[0] ?? 'bee.localhost'}:${config.port}`,
      '',
    ].join('\n'),
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

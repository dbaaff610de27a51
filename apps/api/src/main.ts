import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { createDatabase } from './db/database.ts';
import { prepareDatabase } from './db/prepare.ts';

/** The process (fastify/demo's server.ts): configuration, database, listen, graceful close. */
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

  let closing = false;
  const close = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'closing');
    await app.close();
    await database.destroy();
    process.exit(0);
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
      '  Demo sign-in: installer@demo.test / demo-installer',
      `  Beehive variant: http://${config.beehiveHosts[0] ?? 'bee.localhost'}:${config.port}`,
      '',
    ].join('\n'),
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

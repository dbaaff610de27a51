import type { Kysely } from 'kysely';
import { createTableWithId, oneOf } from './columns.ts';

/** Sensor emissions (DESIGN §3), photos of installed devices, and the app's error log. */
// biome-ignore lint/suspicious/noExplicitAny: migrations run against every past schema
export async function up(db: Kysely<any>): Promise<void> {
  await createTableWithId(db, 'emissions', 'id_emission')
    .addColumn('id_device', 'integer', (c) => c.notNull().references('devices.id_device').onDelete('cascade'))
    .addColumn('message_id', 'text', (c) => c.notNull())
    .addColumn('emitted_at', 'text', (c) => c.notNull())
    .addColumn('received_at', 'text', (c) => c.notNull())
    .addColumn('data', 'text', (c) => c.notNull())
    // DESIGN §3: the same message twice stores one emission, even when both copies arrive at once.
    .addUniqueConstraint('emissions_device_message', ['id_device', 'message_id'])
    .execute();
  // first_emission, polled every 10 s by every installer, is one seek in this index.
  await db.schema
    .createIndex('emissions_device_received')
    .on('emissions')
    .columns(['id_device', 'received_at', 'id_emission'])
    .execute();

  await createTableWithId(db, 'photos', 'id_photo')
    .addColumn('id_device', 'integer', (c) => c.notNull().references('devices.id_device').onDelete('cascade'))
    .addColumn('id_installer', 'integer', (c) => c.notNull().references('installers.id_installer'))
    .addColumn('file_name', 'text', (c) => c.notNull().unique())
    .addColumn('content_type', 'text', oneOf('content_type', ['image/jpeg', 'image/png', 'image/webp']))
    .addColumn('bytes', 'integer', (c) => c.notNull())
    .addColumn('idempotency_key', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    // A retried upload (offline outbox) with its Idempotency-Key lands once; photos without a key never collide.
    .addUniqueConstraint('photos_device_idempotency_key', ['id_device', 'idempotency_key'])
    .execute();

  await createTableWithId(db, 'error_logs', 'id_error_log')
    .addColumn('error', 'text', (c) => c.notNull())
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('ip_address', 'text', (c) => c.notNull())
    .addColumn('user_agent', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('error_logs_created').on('error_logs').column('created_at').execute();
}

// biome-ignore lint/suspicious/noExplicitAny: migrations run against every past schema
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['error_logs', 'photos', 'emissions']) {
    await db.schema.dropTable(table).execute();
  }
}

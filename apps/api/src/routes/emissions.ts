import { api } from '@installer/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../http/route.ts';
import { startDemoEmitter } from '../services/demo-emitter.ts';
import { firstEmissionAnswer, recordEmission } from '../services/emissions.ts';

/** A sensor message is a few hundred bytes; this leaves room for rich module data and nothing more. */
const INGEST_BODY_LIMIT = 64 * 1024;

export default async function emissionRoutes(app: FastifyInstance): Promise<void> {
  route(
    app,
    api.ingestEmission,
    async ({ body }) => ({ status: 202, body: { data: await recordEmission(app.db, body) } }),
    { bodyLimit: INGEST_BODY_LIMIT },
  );

  // Polled every 10 s by every installer on the result screen (spec §9): one indexed query, the stored
  // emission sent as it is (docs/decisions/0005-hot-path.md).
  route(
    app,
    api.getFirstEmission,
    async ({ params, installer }) => ({
      status: 200,
      body: await firstEmissionAnswer(app.db, params.id_device, installer.id_professional),
    }),
    // A sensor's first measurement is a few hundred bytes: never worth compressing.
    { compress: false },
  );

  if (app.config.demoEmit) {
    const emitter = startDemoEmitter({
      db: app.db,
      events: app.events,
      delayMs: app.config.demoEmitDelayMs,
      log: app.log,
    });
    app.addHook('onClose', () => emitter.stop());
  }
}

import Fastify from 'fastify';

/**
 * The reference of the API throughput figures: Fastify with nothing but one route that reads a path
 * parameter and answers a small JSON body, in its own process, on the same machine in the same run.
 */
const app = Fastify({ logger: false });
app.get('/healthz', async () => ({ status: 'ok' }));
app.get('/bare/:id', async (request) => {
  const { id } = request.params as { id: string };
  return { data: { id, received_at: '2026-11-22T00:00:00.000Z', mesure: 812 } };
});
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });

import fastifyStatic from '@fastify/static';
import Fastify from 'fastify';

/**
 * Serves the bare React app for its Lighthouse run the way our server serves ours: @fastify/static, no
 * compression (neither does ours), immutable cache headers on hashed assets.
 */
const root = process.env.STATIC_ROOT;
if (!root) throw new Error('STATIC_ROOT is not set');
const app = Fastify({ logger: false });
await app.register(fastifyStatic, {
  root,
  setHeaders: (res, filePath) => {
    res.header(
      'Cache-Control',
      filePath.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
    );
  },
});
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });

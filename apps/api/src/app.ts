import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import compress from '@fastify/compress';
import cors from '@fastify/cors';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import { jsonSchemaTransform, validatorCompiler } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import type { Config } from './config.ts';
import type { Db } from './db/database.ts';
import { createEvents, type Events } from './events.ts';
import { registerErrorHandler } from './http/error-handler.ts';
import { serializeRequest } from './http/log-request.ts';
import { requestLoggerFactory } from './http/request-logger.ts';
import { rejectNulCharacters } from './http/nul-characters.ts';
import { registerRateLimit } from './http/rate-limit.ts';
import { checkingSerializerCompiler, fastSerializerCompiler } from './http/response-serializer.ts';
import { registerSecurityHeaders } from './http/security-headers.ts';
import { closeOnUnreadBody } from './http/unread-body.ts';
import { registerWebApp } from './http/web-app.ts';
import { registerAddressCompletion } from './plugins/address-completion.ts';
import { sessionCacheHandlers } from './plugins/auth.ts';
import { registerMaintenance } from './plugins/maintenance.ts';
import { connectRedis, disconnectRedis, untilConnected } from './redis/connection.ts';
import { listenForSignOuts } from './redis/sign-outs.ts';
import { routeModules } from './routes/index.ts';
import { Geocoder } from './services/geocoder.ts';
import { createPhotoStore } from './storage/create-photo-store.ts';
import type { PhotoStore } from './storage/photo-store.ts';
import { API_VERSION } from './version.ts';

export interface AppDeps {
  config: Config;
  db: Db;
  events?: Events;
  /** Where photos are written; the configured store unless given (tests pass failing stores). */
  photoStore?: PhotoStore;
  /** Where log lines go; standard output unless given (tests read what the server logs). */
  logStream?: { write(line: string): void };
}

/** Secrets never reach the logs (DESIGN §3, quality bar). */
const REDACT = [
  'req.headers.authorization',
  'req.headers["x-ingest-key"]',
  'req.headers.cookie',
  'body.password',
  'body.token',
];

/** DESIGN §3 error body for a request Node's HTTP parser refused (431 for size, 400 otherwise). */
function answerClientError(error: Error & { code?: string }, socket: Duplex): void {
  if (error.code === 'ECONNRESET' || !socket.writable) {
    socket.destroy();
    return;
  }
  const tooLarge = error.code === 'HPE_HEADER_OVERFLOW';
  const status = tooLarge ? 431 : 400;
  const body = JSON.stringify({
    error: tooLarge
      ? { code: 'payload_too_large', message: 'Request line or headers too large' }
      : { code: 'bad_request', message: 'Malformed HTTP request' },
  });
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
}

/**
 * DESIGN §2 TRUST_PROXY as Fastify's trustProxy. Fastify 5.12 reads a bare number as "trust nothing",
 * since a hop count cannot check who the nearest peer is; a hop count here is for a server reachable only
 * through its proxies (README, Behind a reverse proxy), so each of the nearest `hops` peers is a proxy and
 * the client address is the X-Forwarded-For entry the outermost of them appended.
 */
function trustProxyOption(
  trust: Config['trustProxy'],
): false | string[] | ((address: string, hop: number) => boolean) {
  return typeof trust === 'number' ? (_address, hop) => hop < trust : trust;
}

// The contracts are zod/mini, which installs no locale: a 400's details say what failed in English, as the
// classic zod the server once used did by itself.
z.config(z.locales.en());

/** Builds the server: plugins, then routes (fastify/demo order). The caller owns listen and close. */
export async function buildApp({
  config,
  db,
  events = createEvents(),
  photoStore = createPhotoStore(config),
  logStream,
}: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: { paths: REDACT, censor: '[redacted]' },
      serializers: { req: serializeRequest },
      ...(logStream ? { stream: logStream } : {}),
    },
    // A request's pino child is made at its first line, not with each request (http/request-logger.ts).
    childLoggerFactory: requestLoggerFactory,
    trustProxy: trustProxyOption(config.trustProxy),
    bodyLimit: 1024 * 1024,
    routerOptions: { maxParamLength: 256 },
    // On close, idle keep-alive sockets go at once but requests in flight finish: a SIGTERM during a photo
    // upload must not cut it (docs/decisions/0001-runtime.md). main.ts bounds the wait.
    forceCloseConnections: 'idle',
    // The router's own refusals (malformed percent-encoding, an over-long path segment) never reach the
    // error handler; without this they answer Fastify's body instead of DESIGN §3's.
    // Node's HTTP parser refuses a request before Fastify sees it (an over-long request line or headers,
    // a malformed request): the answer still has DESIGN §3's error body, never Fastify's own.
    clientErrorHandler: answerClientError,
    frameworkErrors: (error, _request, reply) => {
      const status = error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 414 : 400;
      // The option is generic over route schemas; these errors happen before any route is chosen.
      (reply as FastifyReply).status(status).send({ error: { code: 'bad_request', message: error.message } });
    },
  });
  app.setValidatorCompiler(validatorCompiler);
  // Answers are checked against their contracts in tests and development, not again on every request in
  // production (docs/decisions/0005-hot-path.md).
  app.setSerializerCompiler(
    config.env === 'production' ? fastSerializerCompiler : checkingSerializerCompiler,
  );
  app.decorate('config', config);
  app.decorate('db', db);
  app.decorate('events', events);
  app.decorate('photoStore', photoStore);
  app.addHook('onClose', () => photoStore.close());
  app.decorateRequest('installer', null);
  app.decorateRequest('customer', null);
  registerErrorHandler(app);
  // Once closing, answers say `Connection: close`: the keep-alive socket of a request that was in flight ends
  // with its answer instead of holding the close for keepAliveTimeout (docs/decisions/0001-runtime.md).
  let closing = false;
  app.addHook('preClose', (done) => {
    closing = true;
    done();
  });
  app.addHook('preValidation', rejectNulCharacters);
  closeOnUnreadBody(app, () => closing);

  registerSecurityHeaders(app);
  // docs/decisions/0018-big-accounts.md: answers of 1 KB or more go compressed to a client that accepts it
  // (a page of the priming lists is about 180 KB of JSON, a tenth of that gzipped). Brotli at quality 4 and
  // gzip at level 6 cost a few milliseconds, off the event loop beyond the plugin's small synchronous
  // path; the web app's precompressed files already say their Content-Encoding and pass as they are.
  await app.register(compress, { encodings: ['br', 'gzip'], threshold: 1024 });
  if (config.corsOrigins.length > 0) await app.register(cors, { origin: config.corsOrigins });
  // DESIGN §2 several instances: limits, sessions and the geocoder's allowance shared through Redis.
  const redis = config.redisUrl ? connectRedis(config.redisUrl, app.log) : null;
  app.decorate('redis', redis);
  const signOuts = redis ? listenForSignOuts(redis, app.log, sessionCacheHandlers) : null;
  app.decorate('signOuts', signOuts);
  if (redis) {
    app.addHook('onReady', () => untilConnected(redis));
    app.addHook('onClose', async () => {
      await signOuts?.close();
      await disconnectRedis(redis);
    });
  }
  registerRateLimit(app, redis);
  const geocoderRate = config.geocoderRatePerSecond;
  app.decorate(
    'geocoder',
    new Geocoder({
      baseUrl: config.geocoderUrl,
      log: app.log,
      redis,
      requestsPerSecond: geocoderRate,
      burst: 2 * geocoderRate,
    }),
  );
  await app.register(swagger, {
    openapi: {
      info: { title: 'Sensor installation API', version: API_VERSION },
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer' },
          // The customer's personal space: a bearer token of customer_tokens (docs/decisions/0021-customer-space.md).
          customerBearer: { type: 'http', scheme: 'bearer' },
          ingestKey: { type: 'apiKey', in: 'header', name: 'X-Ingest-Key' },
        },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });

  for (const routes of routeModules) await app.register(routes);
  registerMaintenance(app);
  registerAddressCompletion(app);
  await registerWebApp(app);
  return app;
}

import { once } from 'node:events';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../answers/app-error.ts';
import { freePort, hasRedisServer, type RedisServer, startRedisServer } from '../test/redis-server.ts';
import { Geocoder } from './geocoder.ts';

/**
 * DESIGN §2 several instances: two geocoders on one Redis stand for two server instances behind a load
 * balancer. The upstream sees the rate of one instance, and a place suggested by one can be chosen on
 * the other.
 */

const skipReason = hasRedisServer() ? null : 'redis-server is not installed (apt-get install redis-server)';
if (skipReason) console.warn(`shared geocoder suite skipped: ${skipReason}`);

/** A Photon-compatible upstream: one house for any question, counted. */
async function startUpstream() {
  let calls = 0;
  const server = createServer((_request, response) => {
    calls++;
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(
      JSON.stringify({
        type: 'FeatureCollection',
        features: [
          {
            type: 'Feature',
            geometry: { type: 'Point', coordinates: [2.3561, 48.8556] },
            properties: {
              osm_type: 'N',
              osm_id: 3_412_007_001,
              housenumber: '12',
              street: 'Rue de Rivoli',
              postcode: '75004',
              city: 'Paris',
              country: 'France',
              countrycode: 'FR',
            },
          },
        ],
      }),
    );
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    calls: () => calls,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const BURST = 4;

describe.skipIf(skipReason)('geocoder shared by several instances through Redis', () => {
  let redisServer: RedisServer | undefined;
  let upstream: Awaited<ReturnType<typeof startUpstream>> | undefined;
  const connections: Redis[] = [];
  /** A geocoder of its own instance (its own connection, its own local cache), on the shared Redis. */
  const instance = (url: string) => {
    const redis = new Redis(url, { enableOfflineQueue: false, maxRetriesPerRequest: 1, lazyConnect: false });
    redis.on('error', () => {});
    connections.push(redis);
    // Almost no refill during the test: the burst is the whole allowance.
    return new Geocoder({ baseUrl: upstream?.url ?? '', redis, burst: BURST, requestsPerSecond: 0.001 });
  };
  const ready = (redis: Redis | undefined) =>
    redis?.status === 'ready' ? Promise.resolve() : once(redis as Redis, 'ready').then(() => undefined);

  beforeAll(async () => {
    redisServer = await startRedisServer();
    upstream = await startUpstream();
  });
  afterAll(async () => {
    for (const redis of connections) redis.disconnect();
    await upstream?.close();
    await redisServer?.stop();
  });

  it('lets A and B together ask the upstream no more than one instance may', async () => {
    const a = instance(redisServer?.url ?? '');
    const b = instance(redisServer?.url ?? '');
    await Promise.all(connections.map(ready));
    const before = upstream?.calls() ?? 0;
    const outcomes: string[] = [];
    for (let i = 0; i < 2 * BURST; i++) {
      const geocoder = i % 2 === 0 ? a : b;
      try {
        await geocoder.autocomplete({ q: `rivoli ${i}` });
        outcomes.push('answered');
      } catch (error) {
        outcomes.push(error instanceof AppError ? `${error.status}` : String(error));
      }
    }
    expect(outcomes).toEqual([...Array(BURST).fill('answered'), ...Array(BURST).fill('429')]);
    expect((upstream?.calls() ?? 0) - before).toBe(BURST);
  });

  it('answers on B a place suggested on A', async () => {
    const a = instance(redisServer?.url ?? '');
    const b = instance(redisServer?.url ?? '');
    await Promise.all(connections.map(ready));
    // A fresh upstream allowance: the test above spent it.
    await connections[0]?.flushall();
    const [suggestion] = await a.autocomplete({ q: 'rue de rivoli' });
    expect(suggestion?.id).toBe('N3412007001');
    const place = await b.place('N3412007001');
    expect(place?.formatted_address).toBe(suggestion?.label);
    expect(await b.place('N999')).toBeUndefined();
  });

  it('keeps each instance under its own allowance while Redis is unreachable', async () => {
    const nowhere = `redis://127.0.0.1:${await freePort()}`;
    const a = instance(nowhere);
    const before = upstream?.calls() ?? 0;
    let answered = 0;
    for (let i = 0; i < BURST + 2; i++) {
      answered += await a.autocomplete({ q: `down ${i}` }).then(
        () => 1,
        () => 0,
      );
    }
    expect(answered).toBe(BURST);
    expect((upstream?.calls() ?? 0) - before).toBe(BURST);
    // A place only this instance suggested is still answered here.
    expect(await a.place('N3412007001')).toBeDefined();
  });
});

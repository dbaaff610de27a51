import { once } from 'node:events';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { api, errorBody, isPlaceComplete, isPlaceValid } from '@installer/contracts';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { AppError } from '../answers/app-error.ts';
import { Geocoder } from '../services/geocoder.ts';
import { startFakePhoton } from '../test/fake-photon.ts';
import { describeEachDatabase, parseBody } from '../test/harness.ts';

/** A port nothing listens on: the upstream is down. */
async function closedPort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  await new Promise((r) => server.close(r));
  return port;
}

const upstream = await startFakePhoton();
const downPort = await closedPort();
afterAll(() => upstream.close());

const autocomplete = `/api/v1/geo/autocomplete`;

// The upstream allowance (a burst of 10) is shared by the tests of one server: each test here asks
// the upstream at most a few questions.
describeEachDatabase(
  'geocoding proxy',
  (server) => {
    let token = '';
    beforeEach(async () => {
      token ||= await server().login();
      upstream.calls.length = 0;
    });

    it('maps Photon features to suggestions, asking the upstream in the caller language', async () => {
      const res = await server().request(
        'GET',
        `${autocomplete}?q=${encodeURIComponent('12 rue de rivoli')}&lang=fr`,
        {
          token,
        },
      );
      expect(res.status).toBe(200);
      const { data } = parseBody(api.geoAutocomplete.responses[200], res);
      expect(data).toEqual([
        { id: 'N3412007001', label: '12 Rue de Rivoli, 75004 Paris, France' },
        { id: 'W4567890', label: 'Rue de Rivoli, 75001 Paris, France' },
      ]);
      expect(upstream.calls).toHaveLength(1);
      const [call] = upstream.calls;
      expect(call?.path).toBe('/api');
      expect(call?.query.get('q')).toBe('12 rue de rivoli');
      expect(call?.query.get('lang')).toBe('fr');
      expect(Number(call?.query.get('limit'))).toBeGreaterThan(0);
    });

    it('answers the same question, typed differently, from its cache', async () => {
      const first = await server().request('GET', `${autocomplete}?q=lyon&lang=fr`, { token });
      const again = await server().request(
        'GET',
        `${autocomplete}?q=${encodeURIComponent('  LYON ')}&lang=fr`,
        {
          token,
        },
      );
      expect(again.status).toBe(200);
      expect(again.body).toEqual(first.body);
      expect(upstream.calls).toHaveLength(1);
      // Another language is another question.
      await server().request('GET', `${autocomplete}?q=lyon&lang=de`, { token });
      expect(upstream.calls).toHaveLength(2);
    });

    it('answers a suggested place by its id from the cache, with the parts the spec §5 rules count', async () => {
      await server().request('GET', `${autocomplete}?q=${encodeURIComponent('12 rue de rivoli')}&lang=fr`, {
        token,
      });
      upstream.calls.length = 0;
      const res = await server().request('GET', '/api/v1/geo/place/N3412007001', { token });
      expect(res.status).toBe(200);
      const { data } = parseBody(api.geoPlace.responses[200], res);
      expect(data).toEqual({
        id: 'N3412007001',
        formatted_address: '12 Rue de Rivoli, 75004 Paris, France',
        street_number: '12',
        route: 'Rue de Rivoli',
        locality: 'Paris',
        postal_town: null,
        postal_code: '75004',
        country: 'France',
        country_code: 'FR',
        plus_code: null,
        latitude: 48.8556,
        longitude: 2.3561,
      });
      expect(isPlaceValid(data) && isPlaceComplete(data)).toBe(true);
      expect(upstream.calls).toHaveLength(0);

      const city = await server().request('GET', `${autocomplete}?q=lyon&lang=fr`, { token });
      const [lyon] = parseBody(api.geoAutocomplete.responses[200], city).data;
      const place = parseBody(
        api.geoPlace.responses[200],
        await server().request('GET', `/api/v1/geo/place/${lyon?.id}`, { token }),
      ).data;
      expect(place).toMatchObject({
        id: 'R120965',
        locality: 'Lyon',
        postal_code: '69001',
        country_code: 'FR',
      });
      expect(place.route).toBeNull();
      expect(isPlaceValid(place)).toBe(true);
      expect(isPlaceComplete(place)).toBe(false);
    });

    it('answers 404 for a place never suggested', async () => {
      const res = await server().request('GET', '/api/v1/geo/place/N999', { token });
      expect(res.status).toBe(404);
      expect(parseBody(errorBody, res).error.code).toBe('not_found');
    });

    it('reverse-geocodes a position once, then from the cache, and remembers the place', async () => {
      const url = '/api/v1/geo/reverse?lat=48.8556&lon=2.3561&lang=it';
      const res = await server().request('GET', url, { token });
      expect(res.status).toBe(200);
      const { data } = parseBody(api.geoReverse.responses[200], res);
      expect(data).toMatchObject({
        id: 'N3412007001',
        route: 'Rue de Rivoli',
        latitude: 48.8556,
        longitude: 2.3561,
      });
      expect(
        upstream.calls.map((c) => [c.path, c.query.get('lat'), c.query.get('lon'), c.query.get('lang')]),
      ).toEqual([['/reverse', '48.85560', '2.35610', 'it']]);
      await server().request('GET', url, { token });
      expect(upstream.calls).toHaveLength(1);
      expect((await server().request('GET', `/api/v1/geo/place/${data.id}`, { token })).status).toBe(200);
    });

    it('answers 404 where the upstream knows no address', async () => {
      const res = await server().request('GET', '/api/v1/geo/reverse?lat=-89&lon=0', { token });
      expect(res.status).toBe(404);
      expect(parseBody(errorBody, res).error.code).toBe('not_found');
    });

    it('takes the language from Accept-Language, and asks for local names in a language Photon lacks', async () => {
      await server().request('GET', `${autocomplete}?q=rivoli+de`, {
        token,
        headers: { 'accept-language': 'de-DE,de;q=0.9' },
      });
      await server().request('GET', `${autocomplete}?q=rivoli+es`, {
        token,
        headers: { 'accept-language': 'es-ES' },
      });
      await server().request('GET', `${autocomplete}?q=rivoli+gb&lang=gb`, { token });
      expect(upstream.calls.map((c) => c.query.get('lang'))).toEqual(['de', null, 'en']);
    });

    it('sends a rounded bias position', async () => {
      await server().request('GET', `${autocomplete}?q=rivoli+near&lat=48.85661&lon=2.35222`, { token });
      expect(upstream.calls[0]?.query.get('lat')).toBe('48.86');
      expect(upstream.calls[0]?.query.get('lon')).toBe('2.35');
    });

    it('refuses a call without a token and a malformed query', async () => {
      expect((await server().request('GET', `${autocomplete}?q=rivoli`)).status).toBe(401);
      for (const query of ['q=a', 'q=rivoli&lat=91&lon=0', 'q=rivoli&lang=french']) {
        const res = await server().request('GET', `${autocomplete}?${query}`, { token });
        expect(res.status).toBe(400);
        expect(parseBody(errorBody, res).error.code).toBe('validation_failed');
      }
      expect(upstream.calls).toHaveLength(0);
    });
  },
  { env: { GEOCODER_URL: upstream.url } },
);

// A server of its own: a fresh upstream allowance, so every call here does reach the upstream.
describeEachDatabase(
  'geocoding proxy, upstream failures',
  (server) => {
    it('answers 502 error_geocode when the upstream fails or answers nonsense, and caches no failure', async () => {
      const token = await server().login();
      upstream.calls.length = 0;
      for (const q of ['boom', 'garbage']) {
        const res = await server().request('GET', `${autocomplete}?q=${q}`, { token });
        expect(res.status).toBe(502);
        expect(parseBody(errorBody, res).error.code).toBe('error_geocode');
      }
      await server().request('GET', `${autocomplete}?q=boom`, { token });
      expect(upstream.calls).toHaveLength(3);
    });
  },
  { env: { GEOCODER_URL: upstream.url } },
);

describeEachDatabase(
  'geocoding proxy, upstream down',
  (server) => {
    it('answers 502 error_geocode', async () => {
      const token = await server().login();
      for (const url of [`${autocomplete}?q=rivoli`, '/api/v1/geo/reverse?lat=48.85&lon=2.35']) {
        const res = await server().request('GET', url, { token });
        expect(res.status).toBe(502);
        expect(parseBody(errorBody, res).error.code).toBe('error_geocode');
      }
    });
  },
  { env: { GEOCODER_URL: `http://127.0.0.1:${downPort}` } },
);

describeEachDatabase(
  'geocoding proxy, upstream rate limit',
  (server) => {
    it('keeps the upstream under its rate: a burst beyond it answers 429 without calling it', async () => {
      const token = await server().login();
      upstream.calls.length = 0;
      const started = performance.now();
      const burst = Array.from({ length: 25 }, (_, i) =>
        server().request('GET', `${autocomplete}?q=rivoli+${i}`, { token }),
      );
      const statuses = (await Promise.all(burst)).map((res) => res.status);
      const seconds = (performance.now() - started) / 1000;
      const limited = statuses.filter((status) => status === 429).length;
      expect(limited).toBeGreaterThan(0);
      expect(statuses.filter((status) => status === 200)).toHaveLength(25 - limited);
      expect(upstream.calls).toHaveLength(25 - limited);
      // The burst of 10 (twice GEOCODER_RATE_PER_SECOND's default 5), and what refilled while the requests
      // took their time: on a loaded machine they spread over a second or more.
      expect(upstream.calls.length).toBeLessThanOrEqual(10 + Math.ceil(5 * seconds));
      // A cached answer costs no upstream call, so it is served even while the upstream budget is spent.
      const answered = statuses.indexOf(200);
      const cached = await server().request('GET', `${autocomplete}?q=rivoli+${answered}`, { token });
      expect(cached.status).toBe(200);
    });
  },
  { env: { GEOCODER_URL: upstream.url } },
);

describe('geocoder upstream timeout', () => {
  it('gives up on an upstream that does not answer, with 502 error_geocode', async () => {
    const silent = createServer(() => {
      // Never answers.
    });
    silent.listen(0, '127.0.0.1');
    await once(silent, 'listening');
    const { port } = silent.address() as AddressInfo;
    try {
      const geocoder = new Geocoder({ baseUrl: `http://127.0.0.1:${port}`, timeoutMs: 200 });
      const started = Date.now();
      const error = await geocoder.autocomplete({ q: 'rivoli' }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(AppError);
      expect(error).toMatchObject({ status: 502, code: 'error_geocode' });
      expect(Date.now() - started).toBeLessThan(2000);
    } finally {
      silent.closeAllConnections();
      await new Promise((resolve) => silent.close(resolve));
    }
  });
});

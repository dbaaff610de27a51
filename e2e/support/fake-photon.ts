import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pathToFileURL } from 'node:url';

/**
 * A small Photon-compatible geocoder and tile server on 127.0.0.1 (DESIGN §2: tests never reach the real
 * geocoder or tile server; ENVIRONMENT.md: nothing outside answers here anyway). The API server is pointed
 * at it with GEOCODER_URL and TILE_URL. It answers the two Photon calls the server makes, with real
 * Photon's GeoJSON shape: `/api?q=&lang=&limit=&lat=&lon=` and `/reverse?lat=&lon=&lang=`.
 */

interface FakeFeature {
  /** Photon's osm_type (N, W, R) and osm_id. */
  osm_type: 'N' | 'W' | 'R';
  osm_id: number;
  lon: number;
  lat: number;
  properties: Record<string, string>;
}

/** The places the journeys search for and the positions they stand at. */
export const FAKE_PLACES = {
  /** A complete street address (spec §5: valid and complete). */
  rivoli: {
    osm_type: 'N',
    osm_id: 3001,
    lon: 2.3601,
    lat: 48.8556,
    properties: {
      osm_key: 'place',
      osm_value: 'house',
      type: 'house',
      housenumber: '10',
      street: 'Rue de Rivoli',
      postcode: '75001',
      city: 'Paris',
      state: 'Île-de-France',
      country: 'France',
      countrycode: 'FR',
    },
  },
  /** Where "locate me" stands in the journey: a complete address in Lyon. */
  bellecour: {
    osm_type: 'N',
    osm_id: 3002,
    lon: 4.832,
    lat: 45.7578,
    properties: {
      osm_key: 'place',
      osm_value: 'house',
      type: 'house',
      housenumber: '2',
      street: 'Place Bellecour',
      postcode: '69002',
      city: 'Lyon',
      state: 'Auvergne-Rhône-Alpes',
      country: 'France',
      countrycode: 'FR',
    },
  },
  /** A region: only a country and a state, so spec §5 calls it not valid (bad_marker). */
  massifCentral: {
    osm_type: 'R',
    osm_id: 3003,
    lon: 2.9,
    lat: 45.3,
    properties: {
      osm_key: 'natural',
      osm_value: 'mountain_range',
      type: 'other',
      name: 'Massif Central',
      state: 'Auvergne-Rhône-Alpes',
      country: 'France',
      countrycode: 'FR',
    },
  },
} as const satisfies Record<string, FakeFeature>;

const PLACES: readonly FakeFeature[] = Object.values(FAKE_PLACES);

/** Beyond this distance from every known place, reverse geocoding finds nothing (the sea, say). */
const REVERSE_RADIUS_KM = 300;

/** A 1×1 light grey PNG: every tile, so the map draws without the public tile server. */
const TILE = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGN48e7DfwAJTgPGqQ0aVQAAAABJRU5ErkJggg==',
  'base64',
);

function searchableText(place: FakeFeature): string {
  return Object.values(place.properties).join(' ').toLowerCase();
}

function toGeoJson(places: readonly FakeFeature[]) {
  return {
    type: 'FeatureCollection',
    features: places.map((place) => ({
      type: 'Feature',
      geometry: { type: 'Point', coordinates: [place.lon, place.lat] },
      properties: { osm_type: place.osm_type, osm_id: place.osm_id, ...place.properties },
    })),
  };
}

function distanceKm(a: { lat: number; lon: number }, b: { lat: number; lon: number }): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLon = (b.lon - a.lon) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
}

/** Every word typed must appear in the place, as Photon's prefix search roughly does. */
function search(q: string, limit: number): FakeFeature[] {
  const words = q
    .toLowerCase()
    .split(/[\s,]+/)
    .filter(Boolean);
  if (words.length === 0) return [];
  return PLACES.filter((place) => words.every((word) => searchableText(place).includes(word))).slice(
    0,
    limit,
  );
}

function reverse(lat: number, lon: number): FakeFeature[] {
  const nearest = [...PLACES]
    .filter((place) => place.properties.housenumber)
    .sort((a, b) => distanceKm({ lat, lon }, a) - distanceKm({ lat, lon }, b))[0];
  return nearest && distanceKm({ lat, lon }, nearest) <= REVERSE_RADIUS_KM ? [nearest] : [];
}

function send(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'Content-Type': 'application/json' });
  response.end(JSON.stringify(body));
}

function handle(
  request: IncomingMessage,
  response: ServerResponse,
  geo: Pick<FakeGeo, 'calls' | 'unreachable'>,
): void {
  const url = new URL(request.url ?? '/', 'http://127.0.0.1');
  geo.calls.push(url.pathname + url.search);
  // As a geocoder that cannot be reached: the connection drops without an answer.
  if (geo.unreachable) {
    request.socket.destroy();
    return;
  }
  if (url.pathname.startsWith('/tiles/')) {
    response.writeHead(200, { 'Content-Type': 'image/png', 'Cache-Control': 'max-age=3600' });
    response.end(TILE);
    return;
  }
  if (url.pathname === '/api' || url.pathname === '/api/') {
    const limit = Number(url.searchParams.get('limit') ?? '10');
    send(
      response,
      200,
      toGeoJson(search(url.searchParams.get('q') ?? '', Number.isFinite(limit) ? limit : 10)),
    );
    return;
  }
  if (url.pathname === '/reverse' || url.pathname === '/reverse/') {
    const lat = Number(url.searchParams.get('lat'));
    const lon = Number(url.searchParams.get('lon'));
    if (!Number.isFinite(lat) || !Number.isFinite(lon)) {
      send(response, 400, { message: 'lat and lon are required' });
      return;
    }
    send(response, 200, toGeoJson(reverse(lat, lon)));
    return;
  }
  send(response, 404, { message: 'not found' });
}

export interface FakeGeo {
  /** GEOCODER_URL and TILE_URL for the API server. */
  env: { GEOCODER_URL: string; TILE_URL: string };
  /** Every path and query received, in order. */
  calls: string[];
  /** While true, every call is cut without an answer (a geocoder down or out of reach). */
  unreachable: boolean;
  stop(): Promise<void>;
}

export async function startFakePhoton(port = 0): Promise<FakeGeo> {
  const geo = { calls: [] as string[], unreachable: false };
  const server = createServer((request, response) => handle(request, response, geo));
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return Object.assign(geo, {
    env: { GEOCODER_URL: origin, TILE_URL: `${origin}/tiles/{z}/{x}/{y}.png` },
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  });
}

// `npx tsx e2e/support/fake-photon.ts [port]`: the same fake for a developer's own server.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const geo = await startFakePhoton(Number(process.argv[2] ?? '0'));
  console.log(
    Object.entries(geo.env)
      .map(([name, value]) => `export ${name}='${value}'`)
      .join('\n'),
  );
}

/**
 * The harness's way in: as a Playwright global setup listed BEFORE the one that starts the API server, it
 * starts the fake and exports GEOCODER_URL and TILE_URL, which the server inherits; returns the teardown.
 */
export default async function fakeGeoSetup(): Promise<() => Promise<void>> {
  const geo = await startFakePhoton();
  Object.assign(process.env, geo.env);
  return () => geo.stop();
}

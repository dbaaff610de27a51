import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What the fake upstream was asked: path and query of each call. */
interface UpstreamCall {
  path: string;
  query: URLSearchParams;
}

const feature = (properties: Record<string, unknown>, lon: number, lat: number) => ({
  type: 'Feature',
  geometry: { type: 'Point', coordinates: [lon, lat] },
  properties,
});

/** Answers in Photon's shape, as photon.komoot.io does (GeoJSON, coordinates [lon, lat]). */
const RIVOLI = [
  feature(
    {
      osm_type: 'N',
      osm_id: 3_412_007_001,
      osm_key: 'place',
      osm_value: 'house',
      type: 'house',
      housenumber: '12',
      street: 'Rue de Rivoli',
      postcode: '75004',
      city: 'Paris',
      district: 'Paris 4e Arrondissement',
      county: 'Paris',
      state: 'Île-de-France',
      country: 'France',
      countrycode: 'FR',
    },
    2.3561,
    48.8556,
  ),
  feature(
    {
      osm_type: 'W',
      osm_id: 4_567_890,
      osm_key: 'highway',
      osm_value: 'primary',
      type: 'street',
      name: 'Rue de Rivoli',
      postcode: '75001',
      city: 'Paris',
      country: 'France',
      countrycode: 'FR',
    },
    2.3387,
    48.8606,
  ),
  // No OSM id: a feature we cannot offer for choosing later.
  feature({ name: 'Rivoli', country: 'Italia' }, 7.5, 45.07),
];

const LYON = [
  feature(
    {
      osm_type: 'R',
      osm_id: 120_965,
      osm_key: 'place',
      osm_value: 'city',
      type: 'city',
      name: 'Lyon',
      postcode: 69_001,
      state: 'Auvergne-Rhône-Alpes',
      country: 'France',
      countrycode: 'fr',
    },
    4.8320114,
    45.7578137,
  ),
];

/** A forest: a name and a country, nothing else the spec §5 validity rule counts (not precise enough). */
const FOREST = [
  feature(
    {
      osm_type: 'R',
      osm_id: 2_202_162,
      osm_key: 'natural',
      osm_value: 'wood',
      type: 'other',
      name: 'Forêt de Paimpont',
      state: 'Bretagne',
      country: 'France',
      countrycode: 'FR',
    },
    -2.2167,
    48.0167,
  ),
];

export interface FakePhoton {
  url: string;
  calls: UpstreamCall[];
  /** While true, every call answers 500: the upstream is down. */
  failing: boolean;
  close(): Promise<void>;
}

/**
 * A Photon-compatible upstream on 127.0.0.1 that knows a few places (DESIGN §2: tests use a small fake
 * upstream). Search: a query containing `rivoli`, `lyon` or `paimpont` finds those places, `boom` fails,
 * `garbage` answers nonsense, anything else nothing. Reverse: the house of Rivoli at the position asked,
 * the forest north of latitude 80, nothing south of latitude -80.
 */
export async function startFakePhoton(): Promise<FakePhoton> {
  const state = { failing: false };
  const calls: UpstreamCall[] = [];
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://upstream');
    calls.push({ path: url.pathname, query: url.searchParams });
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    const found = (features: unknown[]) => send(200, { type: 'FeatureCollection', features });
    if (state.failing) return send(500, { message: 'upstream down' });
    if (url.pathname === '/api') {
      const q = url.searchParams.get('q') ?? '';
      if (q.includes('boom')) return send(500, { message: 'internal error' });
      if (q.includes('garbage')) return send(200, { not: 'geojson' });
      if (q.includes('rivoli')) return found(RIVOLI);
      if (q.includes('lyon')) return found(LYON);
      if (q.includes('paimpont')) return found(FOREST);
      return found([]);
    }
    if (url.pathname === '/reverse') {
      const lat = Number(url.searchParams.get('lat'));
      const lon = Number(url.searchParams.get('lon'));
      if (lat < -80) return found([]);
      if (lat > 80) return found(FOREST);
      const [house] = RIVOLI;
      return found([{ ...house, geometry: { coordinates: [lon, lat] } }]);
    }
    send(404, { message: 'not found' });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    get failing() {
      return state.failing;
    },
    set failing(value: boolean) {
      state.failing = value;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

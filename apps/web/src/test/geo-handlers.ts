import { api, type GeocodedPlace, type PlaceSuggestion } from '@installer/contracts';
import { HttpResponse, http } from 'msw';
import { apiUrl, errorResponse } from './handlers.ts';

/** Test data of the geo calls (contracts api/geo.ts), shaped as our server answers them. */
export const RIVOLI: GeocodedPlace = {
  id: 'N3001',
  formatted_address: '10 Rue de Rivoli, 75001 Paris, France',
  street_number: '10',
  route: 'Rue de Rivoli',
  locality: 'Paris',
  postal_town: null,
  postal_code: '75001',
  country: 'France',
  country_code: 'FR',
  plus_code: null,
  latitude: 48.8556,
  longitude: 2.3601,
};

/** Valid (town, postcode, country) but not complete (no street): spec §5 route fallback. */
export const HAMLET: GeocodedPlace = {
  ...RIVOLI,
  id: 'W3004',
  formatted_address: 'Les Granges, 63210 Orcival, France',
  street_number: null,
  route: null,
  locality: 'Orcival',
  postal_code: '63210',
};

/** Only a country: spec §5 calls it not valid. */
export const REGION: GeocodedPlace = {
  ...RIVOLI,
  id: 'R3003',
  formatted_address: 'Massif Central, France',
  street_number: null,
  route: null,
  locality: null,
  postal_code: null,
};

export const SUGGESTIONS: PlaceSuggestion[] = [
  { id: RIVOLI.id, label: RIVOLI.formatted_address },
  { id: HAMLET.id, label: HAMLET.formatted_address },
  { id: REGION.id, label: REGION.formatted_address },
];

const PLACES = new Map([RIVOLI, HAMLET, REGION].map((place) => [place.id, place]));

const TEST_APP_CONFIG = {
  beehive_hosts: ['bee.localhost'],
  tile_url: 'http://tiles.test/{z}/{x}/{y}.png',
  tile_attribution: '© Test map contributors',
};

/** The requests the geo handlers received, for assertions on what the app asked. */
export const geoRequests: URL[] = [];

/**
 * Geo calls answered like our server: suggestions whose label holds every typed word, places by id, and
 * the reverse geocode of any position as `reversePlace` (RIVOLI unless a test says otherwise).
 */
export function geoHandlers(reversePlace: GeocodedPlace = RIVOLI) {
  return [
    http.get(apiUrl(api.geoAutocomplete), ({ request }) => {
      const url = new URL(request.url);
      geoRequests.push(url);
      const words = (url.searchParams.get('q') ?? '').toLowerCase().split(/\s+/).filter(Boolean);
      const data = SUGGESTIONS.filter((s) => words.every((word) => s.label.toLowerCase().includes(word)));
      return HttpResponse.json({ data });
    }),
    http.get(apiUrl(api.geoPlace), ({ request, params }) => {
      geoRequests.push(new URL(request.url));
      const place = PLACES.get(String(params.id));
      return place ? HttpResponse.json({ data: place }) : errorResponse(404, 'not_found');
    }),
    http.get(apiUrl(api.geoReverse), ({ request }) => {
      geoRequests.push(new URL(request.url));
      return HttpResponse.json({ data: reversePlace });
    }),
    http.get(apiUrl(api.getAppConfig), () => HttpResponse.json({ data: TEST_APP_CONFIG })),
  ];
}

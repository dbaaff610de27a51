import type { GeocodedPlace } from '@installer/contracts';
import * as z from 'zod/mini';

/** Photon gives some fields as numbers on some data (house numbers, postcodes); we keep text. */
const text = z.catch(
  z.optional(
    z.pipe(
      z.union([z.string(), z.number()]),
      z.transform((value) => String(value).trim()),
    ),
  ),
  undefined,
);

/** A Photon GeoJSON feature, read leniently: the upstream is not ours, a missing field is not an error. */
const photonFeature = z.object({
  geometry: z.object({ coordinates: z.tuple([z.number(), z.number()], z.number()) }),
  properties: z.object({
    osm_type: z.enum(['N', 'W', 'R']),
    osm_id: z.number().check(z.int()),
    osm_key: text,
    osm_value: text,
    type: text,
    name: text,
    housenumber: text,
    street: text,
    postcode: text,
    city: text,
    district: text,
    county: text,
    state: text,
    country: text,
    countrycode: text,
  }),
});
export const photonCollection = z.object({ features: z.array(z.unknown()) });

const LOCALITY_PLACES = new Set(['city', 'town', 'village', 'hamlet', 'municipality']);

const nonEmpty = (value: string | undefined): string | null => (value ? value : null);

/** A Photon feature as our geocoded place; null when it lacks an OSM id or a position. */
export function placeFromPhoton(raw: unknown): GeocodedPlace | null {
  const parsed = photonFeature.safeParse(raw);
  if (!parsed.success) return null;
  const { properties: p, geometry } = parsed.data;
  const [longitude, latitude] = geometry.coordinates;
  if (Math.abs(latitude) > 90 || Math.abs(longitude) > 180) return null;

  const isLocality = p.type === 'city' || (p.osm_key === 'place' && LOCALITY_PLACES.has(p.osm_value ?? ''));
  const route = nonEmpty(p.street) ?? (p.type === 'street' ? nonEmpty(p.name) : null);
  const locality = nonEmpty(p.city) ?? (isLocality ? nonEmpty(p.name) : null);
  // A named place that is neither the street nor the town (a shop, a farm, a school) leads the address.
  const poiName = p.name && p.name !== route && p.name !== locality ? p.name : null;
  const streetLine = [p.housenumber, route].filter(Boolean).join(' ');
  const townLine = [p.postcode, locality ?? p.district ?? p.county].filter(Boolean).join(' ');
  const parts = [poiName, streetLine, townLine, p.country ?? null].filter(
    (part, index, all): part is string => !!part && all.indexOf(part) === index,
  );

  return {
    id: `${p.osm_type}${p.osm_id}`,
    formatted_address: parts.join(', '),
    street_number: nonEmpty(p.housenumber),
    route,
    locality,
    // Photon has no postal town (a Google notion for the United Kingdom); locality carries the town.
    postal_town: null,
    postal_code: nonEmpty(p.postcode),
    country: nonEmpty(p.country),
    country_code: p.countrycode ? p.countrycode.toUpperCase() : null,
    // Photon knows no plus codes; the place rules of spec §5 then count the other parts.
    plus_code: null,
    latitude,
    longitude,
  };
}

import * as z from 'zod/mini';

/*
 * The place shapes apart from the geocoder's endpoints (geo.ts): the step's stored form reads a place through
 * `geocodedPlace` (apps/web features/equipment/stored-address.ts), and the web app loads an endpoints' file
 * whole, its schemas for the answers included, where a screen names anything of it
 * (docs/decisions/0009-web-start-up.md, item 15).
 */

/** A geocoded place: the new-domicile fields (spec §3) plus what the place rules of spec §5 count. */
export const geocodedPlace = z.object({
  id: z.string(),
  formatted_address: z.string(),
  street_number: z.nullable(z.string()),
  route: z.nullable(z.string()),
  locality: z.nullable(z.string()),
  postal_town: z.nullable(z.string()),
  postal_code: z.nullable(z.string()),
  country: z.nullable(z.string()),
  country_code: z.nullable(z.string()),
  plus_code: z.nullable(z.string()),
  latitude: z.number(),
  longitude: z.number(),
});
export type GeocodedPlace = z.infer<typeof geocodedPlace>;

export const placeSuggestion = z.object({ id: z.string(), label: z.string() });
export type PlaceSuggestion = z.infer<typeof placeSuggestion>;

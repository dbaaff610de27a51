import { z } from 'zod';
import { endpoint } from '../endpoint.ts';
import { envelope, errorBody } from '../envelope.ts';

/** A geocoded place: the new-domicile fields (spec §3) plus what the place rules of spec §5 count. */
export const geocodedPlace = z.object({
  id: z.string(),
  formatted_address: z.string(),
  street_number: z.string().nullable(),
  route: z.string().nullable(),
  locality: z.string().nullable(),
  postal_town: z.string().nullable(),
  postal_code: z.string().nullable(),
  country: z.string().nullable(),
  country_code: z.string().nullable(),
  plus_code: z.string().nullable(),
  latitude: z.number(),
  longitude: z.number(),
});
export type GeocodedPlace = z.infer<typeof geocodedPlace>;

export const placeSuggestion = z.object({ id: z.string(), label: z.string() });
export type PlaceSuggestion = z.infer<typeof placeSuggestion>;

const lang = z
  .string()
  .regex(/^[A-Za-z]{2}$/)
  .optional();
const common = { 400: errorBody, 401: errorBody, 429: errorBody, 502: errorBody };

/** DESIGN §2: the app never calls a geocoder itself; the server proxies, caches and rate-limits. */
export const geoAutocomplete = endpoint({
  method: 'GET',
  path: '/geo/autocomplete',
  auth: 'bearer',
  summary: 'Place suggestions for typed text',
  query: z.object({
    q: z.string().trim().min(2).max(200),
    lang,
    lat: z.coerce.number().min(-90).max(90).optional(),
    lon: z.coerce.number().min(-180).max(180).optional(),
  }),
  responses: { 200: envelope(z.array(placeSuggestion)), ...common },
});

export const geoPlace = endpoint({
  method: 'GET',
  path: '/geo/place/:id',
  auth: 'bearer',
  summary: 'The place of a suggestion',
  params: z.object({
    id: z
      .string()
      .min(1)
      .max(64)
      .regex(/^[A-Za-z0-9_:-]+$/),
  }),
  responses: { 200: envelope(geocodedPlace), 404: errorBody, ...common },
});

export const geoReverse = endpoint({
  method: 'GET',
  path: '/geo/reverse',
  auth: 'bearer',
  summary: 'The place at a position (map marker, locate me)',
  query: z.object({
    lat: z.coerce.number().min(-90).max(90),
    lon: z.coerce.number().min(-180).max(180),
    lang,
  }),
  responses: { 200: envelope(geocodedPlace), 404: errorBody, ...common },
});

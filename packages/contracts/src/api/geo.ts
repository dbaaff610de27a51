import * as z from 'zod/mini';
import { endpoint } from '../endpoint.ts';
import { envelope, errorBody } from '../envelope.ts';
import { geocodedPlace, placeSuggestion } from './geocoded-place.ts';

const lang = z.optional(z.string().check(z.regex(/^[A-Za-z]{2}$/)));
const common = { 400: errorBody, 401: errorBody, 429: errorBody, 502: errorBody };

/** DESIGN §2: the app never calls a geocoder itself; the server proxies, caches and rate-limits. */
export const geoAutocomplete = endpoint({
  method: 'GET',
  path: '/geo/autocomplete',
  auth: 'bearer',
  summary: 'Place suggestions for typed text',
  query: z.object({
    q: z.string().check(z.trim(), z.minLength(2), z.maxLength(200)),
    lang,
    lat: z.optional(z.coerce.number().check(z.minimum(-90), z.maximum(90))),
    lon: z.optional(z.coerce.number().check(z.minimum(-180), z.maximum(180))),
  }),
  responses: { 200: envelope(z.array(placeSuggestion)), ...common },
});

export const geoPlace = endpoint({
  method: 'GET',
  path: '/geo/place/:id',
  auth: 'bearer',
  summary: 'The place of a suggestion',
  params: z.object({
    id: z.string().check(z.minLength(1), z.maxLength(64), z.regex(/^[A-Za-z0-9_:-]+$/)),
  }),
  responses: { 200: envelope(geocodedPlace), 404: errorBody, ...common },
});

export const geoReverse = endpoint({
  method: 'GET',
  path: '/geo/reverse',
  auth: 'bearer',
  summary: 'The place at a position (map marker, locate me)',
  query: z.object({
    lat: z.coerce.number().check(z.minimum(-90), z.maximum(90)),
    lon: z.coerce.number().check(z.minimum(-180), z.maximum(180)),
    lang,
  }),
  responses: { 200: envelope(geocodedPlace), 404: errorBody, ...common },
});

import type * as z from 'zod/mini';

export const API_PREFIX = '/api/v1';

/**
 * One call of the API: its path (Fastify syntax, under API_PREFIX), who may call it, the schemas
 * of its params, query and body, and the schema of the answer for each status. The server registers
 * routes from these; the app builds its calls from them; the fuzz tests generate input from them.
 * Typed on zod's core types, so a schema written with `zod/mini` (ours) or classic `zod` fits.
 */
export interface EndpointDef {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  /**
   * bearer: a signed-in installer; customer: a customer signed in to their personal space (never an
   * installer's token, nor the reverse: docs/decisions/0021-customer-space.md); none: anybody (rate-limited
   * where it matters); ingest: X-Ingest-Key.
   */
  auth: 'bearer' | 'customer' | 'none' | 'ingest';
  summary: string;
  /**
   * 'reference': the app's service worker answers it from its cache when the network fails or is slow
   * (apps/web/src/sw.ts). Only GET calls whose answer is the same until the data changes (reference data,
   * display options, configuration); the worker's route list is built from this field, never by hand.
   */
  offline?: 'reference';
  params?: z.core.$ZodObject;
  query?: z.core.$ZodObject;
  body?: z.core.$ZodType;
  responses: Record<number, z.core.$ZodType>;
}

/**
 * Declares an endpoint. Marked free of side effects, as zod/mini's constructors are: a bundle keeps only the
 * endpoints (and so the schemas) its code uses, not the whole API (docs/decisions/0009-web-start-up.md).
 */
export const endpoint = /* @__NO_SIDE_EFFECTS__ */ <const T extends EndpointDef>(def: T): T => def;

/** Fills `:name` segments of a path, encoding each value. */
export function fillPath(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/:([A-Za-z_]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`missing path parameter ${name}`);
    return encodeURIComponent(String(value));
  });
}

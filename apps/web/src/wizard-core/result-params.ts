import { installationText } from '@installer/contracts';
import * as z from 'zod/mini';
import { randomUuid } from '../lib/random-uuid.ts';

/**
 * spec §2 /result route parameters, passed as the navigation state (`resultArrival` below). The browser keeps history state across a
 * reload, so the result screen survives one. id_device, device_number, url_device_detail and
 * value_type_device are required (spec §5), the rest may be null.
 */
export const resultParams = z.object({
  id_device: z.number().check(z.int(), z.positive()),
  device_number: z.string().check(z.minLength(1)),
  url_device_detail: z.string().check(z.minLength(1)),
  value_type_device: z.string().check(z.minLength(1)),
  id_professional: z.nullable(z.number().check(z.int(), z.positive())),
  id_module: z.nullable(z.number().check(z.int(), z.positive())),
  url_platform: z.nullable(z.string()),
  installation: z.nullable(installationText),
  email: z.nullable(z.string()),
});
export type ResultParams = z.infer<typeof resultParams>;

/**
 * The navigation state of one arrival at /result: the parameters and a key of this arrival, which the
 * browser keeps in history state across a reload (so a reload is the same arrival, and sends no second mail).
 */
export function resultArrival(params: ResultParams | null): (ResultParams & { arrival: string }) | null {
  return params && { ...params, arrival: randomUuid() };
}

/** The arrival key of a navigation state, '' when it has none. */
export function arrivalKey(state: unknown): string {
  const key =
    typeof state === 'object' && state !== null ? (state as { arrival?: unknown }).arrival : undefined;
  return typeof key === 'string' ? key : '';
}

import { installationText } from '@installer/contracts';
import * as z from 'zod/mini';
import { randomUuid } from '../lib/random-uuid.ts';
import { site } from './site.ts';

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
  /**
   * The installation on the server, for Share report, Swap and Install another sensor here; null while it is
   * only in the outbox (the result screen then reads it from the installation's record once sent). Absent
   * from states stored before it existed: null.
   */
  id_installation: z._default(z.nullable(z.number().check(z.int(), z.positive())), null),
  /** Where the installation is, when the screen that opened the result knew it (My installations, Swap). */
  site: z._default(z.nullable(site), null),
  /**
   * The sensor a swap took off this equipment: the result screen then names the new one as its replacement
   * rather than as an installation. Null for any other arrival.
   */
  replaced_device_number: z._default(z.nullable(z.string()), null),
});
export type ResultParams = z.infer<typeof resultParams>;
/** What a screen hands over: id_installation and site may be left out when it does not know them. */
export type ResultParamsInput = z.input<typeof resultParams>;

export type ResultArrival = ResultParamsInput & { arrival: string; revisit?: true };

/**
 * The navigation state of one arrival at /result: the parameters and a key of this arrival, which the
 * browser keeps in history state across a reload (so a reload is the same arrival, and sends no second mail).
 * `revisit`: an installation opened again (My installations, after a swap), whose invitation went out when
 * it was made: spec §5's invitation on arrival is for the installation's own arrival only.
 */
export function resultArrival(
  params: ResultParamsInput | null,
  { revisit = false }: { revisit?: boolean } = {},
): ResultArrival | null {
  if (!params) return null;
  return revisit ? { ...params, arrival: randomUuid(), revisit: true } : { ...params, arrival: randomUuid() };
}

/** Whether a navigation state is a revisit (`resultArrival`). */
export function isRevisit(state: unknown): boolean {
  return typeof state === 'object' && state !== null && (state as { revisit?: unknown }).revisit === true;
}

/** The arrival key of a navigation state, '' when it has none. */
export function arrivalKey(state: unknown): string {
  const key =
    typeof state === 'object' && state !== null ? (state as { arrival?: unknown }).arrival : undefined;
  return typeof key === 'string' ? key : '';
}

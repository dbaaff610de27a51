import * as z from 'zod/mini';

/**
 * The address of an installation made without signal (spec §2 Address block, modes 2 and 3 offline): the
 * phone cannot geocode, so it sends what the installer has and the server geocodes it when the installation
 * arrives. The result must pass the spec §5 place validity rule, or the installation is refused with 422
 * `error_localisation_precision` (docs/decisions/0007-offline-installations-checked-on-sending.md).
 */

/** Mode 2 offline: the address as typed; kept as typed, the server geocodes it for the rest. */
export const typedAddress = z.object({
  mode: z.literal('typed'),
  address_text: z.string().check(z.trim(), z.minLength(3), z.maxLength(500)),
});
type TypedAddress = z.infer<typeof typedAddress>;

/** Mode 3 offline ("Locate me" without reverse geocoding): the position is kept, the server finds the address. */
export const coordinatesOnly = z.object({
  mode: z.literal('coordinates'),
  latitude: z.number().check(z.minimum(-90), z.maximum(90)),
  longitude: z.number().check(z.minimum(-180), z.maximum(180)),
});
type CoordinatesOnly = z.infer<typeof coordinatesOnly>;

/** spec §5: the domicile name is required for modes 2 and 3. */
const domicileName = z.string().check(z.trim(), z.minLength(1), z.maxLength(200));

/** The classic payload's offline address choices, beside `existing`, `new` and `locate` (installation.ts). */
export const typedDomicileChoice = z.extend(typedAddress, { domicile_name: domicileName });
export const coordinatesDomicileChoice = z.extend(coordinatesOnly, { domicile_name: domicileName });

/** An address the server must geocode before the domicile is stored. */
export type AddressToGeocode = TypedAddress | CoordinatesOnly;

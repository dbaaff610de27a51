import { geocodedPlace } from '@installer/contracts';
import { z } from 'zod';
import { type AddressValue, emptyAddress } from '../address/address-value.ts';

/**
 * The address block's value as the wizard store kept it. Loose: fields the address block adds later are
 * kept as they were; a value that does not look like an address at all falls back to an empty one.
 */
export const storedAddress = z
  .looseObject({
    mode: z.enum(['existing', 'new', 'locate']).nullable().catch(null),
    id_domicile: z.number().int().positive().nullable().catch(null),
    domicile_name: z.string().max(200).catch(''),
    place: geocodedPlace.nullable().catch(null),
    show_map: z.boolean().catch(false),
  })
  .transform((value): AddressValue => ({ ...emptyAddress, ...value }));

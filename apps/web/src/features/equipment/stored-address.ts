import { geocodedPlace } from '@installer/contracts';
import * as z from 'zod/mini';
import { type AddressValue, emptyAddress } from '../address/index.ts';

/**
 * The address block's value as the wizard store kept it. Loose: fields the address block adds later are
 * kept as they were; a value that does not look like an address at all falls back to an empty one.
 */
export const storedAddress = z.pipe(
  z.looseObject({
    mode: z.catch(z.nullable(z.enum(['existing', 'new', 'locate'])), null),
    id_domicile: z.catch(z.nullable(z.number().check(z.int(), z.positive())), null),
    domicile_name: z.catch(z.string().check(z.maxLength(200)), ''),
    place: z.catch(z.nullable(geocodedPlace), null),
    show_map: z.catch(z.boolean(), false),
    typed_address: z.catch(z.nullable(z.string().check(z.maxLength(500))), null),
    position: z.catch(z.nullable(z.object({ lat: z.number(), lon: z.number() })), null),
  }),
  z.transform((value): AddressValue => ({ ...emptyAddress, ...value })),
);

import { EQUIPMENT_BLOCKS, type EquipmentBlock } from '@installer/contracts';
import * as z from 'zod/mini';
import { type AddressValue, emptyAddress } from '../address/index.ts';
import { type Autofill, BLOCKS, type BlockValues } from '../equipment-blocks/index.ts';
import { sameShape } from '../../lib/stored-fields.ts';
import { storedAddress } from './stored-address.ts';

/**
 * What the installer typed in the tank, silo or generic form. Number fields hold the text as typed (a
 * half-typed "12," must survive a reload); the form schema turns it into the contracts' numbers. Each block's
 * values are its definition's (equipment-blocks/).
 */
interface SpecificationValues {
  offset: string;
  id_liquid_type: string;
  id_localisation_type: string;
  index_monitoring_type: string;
  index_screw_number: string;
}

export interface ClassicValues extends BlockValues {
  address: AddressValue;
  name: string;
  description: string;
  specification: SpecificationValues;
}

/** spec §4 monitoring: -1 consumption, 1 filling; the URL may name it either way. */
function monitoringFromAutofill(value: string | undefined): string {
  const normalised = (value ?? '').trim().toLowerCase();
  if (['-1', 'consumption', 'consommation'].includes(normalised)) return '-1';
  if (['1', 'filling', 'remplissage'].includes(normalised)) return '1';
  return '';
}

/** Each block's values, by its definition. */
const eachBlock = (valuesOf: <B extends EquipmentBlock>(block: B) => BlockValues[B]): BlockValues =>
  Object.fromEntries(EQUIPMENT_BLOCKS.map((block) => [block, valuesOf(block)])) as unknown as BlockValues;

/** spec §3 Asset specification defaults (offset 0, no screw), then the spec §2 autofill parameters. */
export function classicDefaults(autofill: Autofill = {}): ClassicValues {
  return {
    // The address block applies the address and domicile_name parameters itself (spec §2 autofill).
    address: emptyAddress,
    name: autofill.asset_name ?? '',
    description: autofill.asset_description ?? '',
    ...eachBlock((block) => BLOCKS[block].defaults(autofill)),
    specification: {
      offset: autofill.offset ?? '0',
      id_liquid_type: '',
      id_localisation_type: '',
      index_monitoring_type: monitoringFromAutofill(autofill.monitoring_type),
      index_screw_number: '0',
    },
  };
}

/** Reads back what the store kept, field by field: a field an older version stored badly takes its default. */
export function parseClassicValues(stored: unknown, defaults: ClassicValues): ClassicValues {
  const kept = (stored && typeof stored === 'object' ? stored : {}) as Partial<
    Record<keyof ClassicValues, unknown>
  >;
  const text = z.string().check(z.maxLength(2000));
  return {
    address: z.catch(storedAddress, defaults.address).parse(kept.address),
    name: z.catch(text, defaults.name).parse(kept.name),
    description: z.catch(text, defaults.description).parse(kept.description),
    ...eachBlock((block) => BLOCKS[block].parse(kept[block], defaults[block])),
    specification: sameShape(kept.specification, defaults.specification),
  };
}

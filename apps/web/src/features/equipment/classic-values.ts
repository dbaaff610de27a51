import * as z from 'zod/mini';
import { type AddressValue, emptyAddress } from '../address/index.ts';
import { storedAddress } from './stored-address.ts';
import { sameShape } from './stored-fields.ts';

/**
 * What the installer typed in the tank, silo or generic form. Number fields hold the text as typed (a
 * half-typed "12," must survive a reload); the form schema turns it into the contracts' numbers.
 */
export interface TankValues {
  know_model_brand_asset: boolean;
  id_brand_reference: string;
  id_model_reference: string;
  tank_type: string;
  is_mobile: boolean;
  volume: string;
  height: string;
  length: string;
  width: string;
}

export interface SiloValues {
  know_model_brand_asset: boolean;
  brand: string;
  model: string;
  silo_type: string;
  volume: string;
  height: string;
  diameter_right_side: string;
  length_right_side: string;
  width_right_side: string;
  cone_height: string;
  width_min_cone: string;
  length_diameter_min_cone: string;
}

interface SpecificationValues {
  offset: string;
  id_liquid_type: string;
  id_localisation_type: string;
  index_monitoring_type: string;
  index_screw_number: string;
}

/** A generic model's inputs by name: text for string/int/datetime, a flag for boolean. */
export type GenericValues = Record<string, string | boolean>;

export interface ClassicValues {
  address: AddressValue;
  name: string;
  description: string;
  tank: TankValues;
  silo: SiloValues;
  generic: GenericValues;
  specification: SpecificationValues;
}

/** spec §2 autofill parameters of step 4 (the wizard store keeps them as the URL gave them). */
export type Autofill = Record<string, string>;

const flag = (value: string | undefined): boolean | undefined =>
  value === undefined ? undefined : ['1', 'true', 'yes', 'on'].includes(value.trim().toLowerCase());

/** spec §4 monitoring: -1 consumption, 1 filling; the URL may name it either way. */
function monitoringFromAutofill(value: string | undefined): string {
  const normalised = (value ?? '').trim().toLowerCase();
  if (['-1', 'consumption', 'consommation'].includes(normalised)) return '-1';
  if (['1', 'filling', 'remplissage'].includes(normalised)) return '1';
  return '';
}

/** spec §3 Asset specification defaults (offset 0, no screw), then the spec §2 autofill parameters. */
export function classicDefaults(autofill: Autofill = {}): ClassicValues {
  const known = flag(autofill.know_model_brand_asset) ?? Boolean(autofill.brand_name || autofill.model_name);
  return {
    // The address block applies the address and domicile_name parameters itself (spec §2 autofill).
    address: emptyAddress,
    name: autofill.asset_name ?? '',
    description: autofill.asset_description ?? '',
    tank: {
      know_model_brand_asset: known,
      id_brand_reference: '',
      id_model_reference: '',
      tank_type: '',
      is_mobile: false,
      volume: autofill.volume ?? '',
      height: autofill.height ?? '',
      length: autofill.length ?? '',
      width: autofill.width ?? '',
    },
    silo: {
      know_model_brand_asset: known,
      brand: '',
      model: '',
      silo_type: '',
      volume: autofill.volume ?? '',
      height: autofill.height ?? '',
      diameter_right_side: '',
      length_right_side: autofill.length ?? '',
      width_right_side: autofill.width ?? '',
      cone_height: '',
      width_min_cone: '',
      length_diameter_min_cone: '',
    },
    generic: {},
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
    tank: sameShape(kept.tank, defaults.tank),
    silo: sameShape(kept.silo, defaults.silo),
    generic: z
      .catch(z.record(z.string(), z.union([text, z.boolean()])), defaults.generic)
      .parse(kept.generic),
    specification: sameShape(kept.specification, defaults.specification),
  };
}

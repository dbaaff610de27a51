import type { ModuleAssetModel, ModuleDetail, ModuleFormInput } from '@installer/contracts';
import * as z from 'zod/mini';
import { type AddressValue, emptyAddress } from '../../address/index.ts';
import type { Autofill } from '../../equipment-blocks/index.ts';
import { storedAddress } from '../stored-address.ts';
import { sameShape } from '../../../lib/stored-fields.ts';

/** One asset model of the module as the installer filled it (spec §3 Model configuration). */
export interface ModuleModelValues {
  active: boolean;
  id_asset_liquid: string;
  /** The model's form inputs by name: text for numbers, strings and enums, a flag for booleans. */
  inputs: Record<string, string | boolean>;
}

export interface ModuleValues {
  address: AddressValue;
  /** spec §5 Module form: the customer, when the installation has a user. */
  id_client: string;
  asset_name: string;
  asset_code: string;
  /** By `modelKey(id_asset_model)`: a text key keeps react-hook-form from making an array of it. */
  models: Record<string, ModuleModelValues>;
}

export const modelKey = (model: Pick<ModuleAssetModel, 'id_asset_model'>): string =>
  `m${model.id_asset_model}`;

/** spec §2 autofill: volume, height, length and width pre-fill the model inputs of that name. */
const AUTOFILL_INPUTS: Record<string, string[]> = {
  volume: ['volume', 'capacity'],
  height: ['height'],
  length: ['length'],
  width: ['width'],
};

function inputDefault(input: ModuleFormInput, autofill: Autofill): string | boolean {
  if (input.type === 'boolean') return false;
  for (const [param, names] of Object.entries(AUTOFILL_INPUTS)) {
    const value = autofill[param];
    if (value !== undefined && names.includes(input.name)) return value;
  }
  return '';
}

/** spec §4 Module models: a single model is forced active; of several, the first is active by default. */
export function moduleDefaults(module: ModuleDetail, autofill: Autofill = {}): ModuleValues {
  return {
    // The address block applies the address and domicile_name parameters itself (spec §2 autofill).
    address: emptyAddress,
    id_client: '',
    asset_name: autofill.asset_name ?? '',
    asset_code: '',
    models: Object.fromEntries(
      module.asset_models.map((model, index) => [
        modelKey(model),
        {
          active: index === 0,
          id_asset_liquid: '',
          inputs: Object.fromEntries(
            model.form_inputs.map((input) => [input.name, inputDefault(input, autofill)]),
          ),
        },
      ]),
    ),
  };
}

/** Reads back what the store kept for this module, keeping only the models and inputs the module has. */
export function parseModuleValues(stored: unknown, defaults: ModuleValues): ModuleValues {
  const kept = (stored && typeof stored === 'object' ? stored : {}) as Partial<
    Record<keyof ModuleValues, unknown>
  >;
  const keptModels = (kept.models && typeof kept.models === 'object' ? kept.models : {}) as Record<
    string,
    unknown
  >;
  const text = z.string().check(z.maxLength(2000));
  const models = Object.fromEntries(
    Object.entries(defaults.models).map(([key, fallback]) => {
      const model = sameShape(keptModels[key], fallback);
      const keptInputs = (keptModels[key] as { inputs?: unknown } | undefined)?.inputs;
      return [key, { ...model, inputs: sameShape(keptInputs, fallback.inputs) }];
    }),
  );
  return {
    address: z.catch(storedAddress, defaults.address).parse(kept.address),
    id_client: z.catch(text, defaults.id_client).parse(kept.id_client),
    asset_name: z.catch(text, defaults.asset_name).parse(kept.asset_name),
    asset_code: z.catch(text, defaults.asset_code).parse(kept.asset_code),
    models: withOneActive(models),
  };
}

/** A module installation needs at least one model: a single model is always on (spec §4). */
function withOneActive(models: Record<string, ModuleModelValues>): Record<string, ModuleModelValues> {
  const keys = Object.keys(models);
  const first = keys[0];
  if (first === undefined || keys.some((key) => models[key]?.active)) return models;
  const model = models[first];
  return model ? { ...models, [first]: { ...model, active: true } } : models;
}

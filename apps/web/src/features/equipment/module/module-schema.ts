import {
  applyMultiplier,
  type ModelConfiguration,
  type ModuleDetail,
  type ModuleFormInput,
  type ModuleInstallationBody,
} from '@installer/contracts';
import * as z from 'zod/mini';
import { type AddressValue, addressProblem, toDomicileChoice } from '../../address/address-value.ts';
import { parseDecimal } from '../decimal.ts';
import { addIssue, readId } from '../form-fields.ts';
import { type ModuleModelValues, type ModuleValues, modelKey } from './module-values.ts';

/** What a valid module form gives: the module payload of spec §7 less the module and device ids. */
export type ModuleOutput = Omit<ModuleInstallationBody, 'id_module' | 'id_device'>;

type Ctx = z.core.ParsePayload;
type ConfigValue = ModelConfiguration['configuration'][string];

/** The choices of an enum input, or of a child_enum for the value its parent enum has now. */
export function inputChoices(input: ModuleFormInput, inputs: ModuleModelValues['inputs']) {
  if (input.type === 'enum') return input.enum ?? [];
  if (input.type === 'child_enum' && input.parent_enum) {
    const parent = inputs[input.parent_enum];
    return typeof parent === 'string' ? (input.child_enum?.[parent] ?? []) : [];
  }
  return [];
}

/**
 * One input of spec §3 (int, float, string, enum, child_enum, boolean). Numbers are entered in the unit the
 * label shows and stored times the input's multiplier (spec §9: litres to cubic millimetres, ...).
 */
function readInput(
  input: ModuleFormInput,
  inputs: ModuleModelValues['inputs'],
  path: string[],
  ctx: Ctx,
): ConfigValue | undefined {
  const raw = inputs[input.name];
  if (input.type === 'boolean') return raw === true;
  const text = typeof raw === 'string' ? raw.trim() : '';
  if (text === '') {
    if (!input.required) return null;
    addIssue(ctx, path, 'required_field');
    return undefined;
  }
  if (input.type === 'string') return text;
  if (input.type === 'enum' || input.type === 'child_enum') {
    if (inputChoices(input, inputs).some((choice) => choice.value === text)) return text;
    addIssue(ctx, path, 'required_field');
    return undefined;
  }
  const value = parseDecimal(text);
  if (value === null || !Number.isFinite(value) || (input.type === 'int' && !Number.isInteger(value))) {
    addIssue(ctx, path, input.type === 'int' ? 'step_4.integer_not_valid' : 'step_4.number_not_valid');
    return undefined;
  }
  return applyMultiplier(value, input.multiplier);
}

function readModels(
  module: ModuleDetail,
  models: ModuleValues['models'],
  ctx: Ctx,
): ModelConfiguration[] | undefined {
  const configurations: ModelConfiguration[] = [];
  let valid = true;
  for (const model of module.asset_models) {
    const key = modelKey(model);
    const values = models[key];
    if (!values?.active) continue;
    const liquid = readId(
      values.id_asset_liquid,
      ['models', key, 'id_asset_liquid'],
      ctx,
      'step_4.content_required',
    );
    const configuration: ModelConfiguration['configuration'] = {};
    for (const input of model.form_inputs) {
      const value = readInput(input, values.inputs, ['models', key, 'inputs', input.name], ctx);
      if (value === undefined) valid = false;
      else configuration[input.name] = value;
    }
    if (liquid === undefined) valid = false;
    else
      configurations.push({
        is_required: true,
        id_asset_model: model.id_asset_model,
        id_asset_liquid: liquid,
        configuration,
      });
  }
  return valid && configurations.length > 0 ? configurations : undefined;
}

function readDomicile(
  value: AddressValue,
  ctx: Ctx,
): Pick<ModuleOutput, 'domicile' | 'domicile_name'> | undefined {
  const choice = addressProblem(value) ? null : toDomicileChoice(value);
  if (!choice) {
    addIssue(ctx, ['address'], addressProblem(value) ?? 'error_domicile');
    return undefined;
  }
  return choice.mode === 'existing'
    ? { domicile: { id_domicile: choice.id_domicile }, domicile_name: '' }
    : { domicile: choice.new_domicile, domicile_name: choice.domicile_name };
}

/**
 * The module form's schema (spec §5 Module form): the customer when the installation has a user, the
 * name, the content (liquid) and the required inputs of each active model.
 */
export function moduleFormSchema(module: ModuleDetail, withCustomer: boolean) {
  return z.pipe(
    z.custom<ModuleValues>(),
    z.transform((v: ModuleValues, ctx): ModuleOutput => {
      const domicile = readDomicile(v.address, ctx);
      const asset_name = v.asset_name.trim();
      if (asset_name === '') addIssue(ctx, ['asset_name'], 'step_4.name_required');
      const client = withCustomer
        ? readId(v.id_client, ['id_client'], ctx, 'step_4.customer_required')
        : null;
      const asset_models = readModels(module, v.models, ctx);
      if (!domicile || asset_name === '' || client === undefined || !asset_models) return z.NEVER;
      return {
        asset_name,
        asset_code: v.asset_code.trim() || null,
        asset_models,
        client: client === null ? null : { id_client: client },
        ...domicile,
      };
    }),
  );
}

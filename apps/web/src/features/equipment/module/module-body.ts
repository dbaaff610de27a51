import {
  applyMultiplier,
  type DeviceCheck,
  type FormValue,
  type ModuleDetail,
  type ModuleFormInput,
  type ModuleInstallationBody,
  moduleInstallationBody,
  moduleValueProblems,
} from '@installer/contracts';
import { type AddressValue, addressProblem, toDomicileChoice } from '../../address/index.ts';
import type { BodyIssue, ContractCheck } from '../contract-check.ts';
import type { FieldMessages } from '../../equipment-blocks/index.ts';
import { ANY_FIELD, inputMessages, MODULE_MESSAGES } from '../field-messages.ts';
import { choiceOf, numberOf, textOf } from '../../../lib/form-input.ts';
import { type ModuleModelValues, type ModuleValues, modelKey } from './module-values.ts';

/** What the module form needs besides its values to make the module payload (spec §7). */
export interface ModuleContext {
  module: ModuleDetail;
  device: DeviceCheck;
  /** spec §5 Module form: the customer is asked when the installation has a user. */
  withCustomer: boolean;
}

/**
 * One input of spec §3 (int, float, string, enum, child_enum, boolean). Numbers are entered in the unit the
 * label shows and sent times the input's multiplier (spec §9: litres to cubic millimetres, ...).
 */
function inputValue(input: ModuleFormInput, raw: string | boolean | undefined): FormValue {
  if (input.type === 'boolean') return raw === true;
  const typed = typeof raw === 'string' ? raw : '';
  if (input.type !== 'int' && input.type !== 'float') return textOf(typed);
  const value = numberOf(typed);
  return value === null ? null : applyMultiplier(value, input.multiplier);
}

function configurationOf(inputs: ModuleFormInput[], values: ModuleModelValues['inputs']) {
  return Object.fromEntries(inputs.map((input) => [input.name, inputValue(input, values[input.name])]));
}

/** The payload's domicile and its name (spec §7), once the address block's own rules (spec §5) are met. */
function domicileOf(address: AddressValue) {
  const choice = toDomicileChoice(address);
  if (!choice) return { domicile_name: '', domicile: undefined };
  switch (choice.mode) {
    case 'existing':
      return { domicile_name: '', domicile: { id_domicile: choice.id_domicile } };
    // Made without signal (docs/decisions/0007-offline-installations-checked-on-sending.md).
    case 'typed':
      return {
        domicile_name: choice.domicile_name,
        domicile: { mode: 'typed', address_text: choice.address_text },
      };
    case 'coordinates': {
      const { latitude, longitude } = choice;
      return { domicile_name: choice.domicile_name, domicile: { mode: 'coordinates', latitude, longitude } };
    }
    default:
      return { domicile_name: choice.domicile_name, domicile: choice.new_domicile };
  }
}

/**
 * The module installation payload (spec §7) a module form stands for, checked by the contracts:
 * `moduleInstallationBody`, and each active model's inputs by `moduleValueProblems`.
 */
export function moduleCheck(v: ModuleValues, c: ModuleContext): ContractCheck<ModuleInstallationBody> {
  const active = c.module.asset_models.filter((model) => v.models[modelKey(model)]?.active);
  const asset_models = active.map((model) => ({
    is_required: true,
    id_asset_model: model.id_asset_model,
    id_asset_liquid: choiceOf(v.models[modelKey(model)]?.id_asset_liquid ?? ''),
    configuration: configurationOf(model.form_inputs, v.models[modelKey(model)]?.inputs ?? {}),
  }));
  const body = {
    id_module: c.module.id_module,
    id_device: c.device.id_device,
    asset_name: v.asset_name,
    asset_code: textOf(v.asset_code),
    asset_models,
    // With a user, a customer not chosen is missing; without one, the professional's own account (null).
    client: c.withCustomer ? { id_client: choiceOf(v.id_client) } : null,
    ...domicileOf(v.address),
  };
  const problems: BodyIssue[] = active.flatMap((model, index) => {
    const configuration = asset_models[index]?.configuration ?? {};
    return moduleValueProblems(model.form_inputs, configuration).map((problem) => ({
      path: ['asset_models', index, 'configuration', problem.path],
      input: configuration[problem.path],
    }));
  });

  const fieldOf = (path: readonly PropertyKey[]): string | null => {
    const [top, index, part, name] = path;
    if (top === 'asset_name' || top === 'asset_code') return top;
    if (top === 'client') return 'id_client';
    if (top === 'domicile' || top === 'domicile_name') return 'address';
    const model = top === 'asset_models' && typeof index === 'number' ? active[index] : undefined;
    if (!model) return null;
    if (part === 'id_asset_liquid') return `models.${modelKey(model)}.id_asset_liquid`;
    return part === 'configuration' && name !== undefined
      ? `models.${modelKey(model)}.inputs.${String(name)}`
      : null;
  };
  const own: Record<string, FieldMessages> = MODULE_MESSAGES;
  const messagesOf = (field: string): FieldMessages => {
    if (field === 'address') return { required: addressProblem(v.address) ?? 'error_domicile' };
    const [, key, part, name] = field.split('.');
    if (part === 'id_asset_liquid') return MODULE_MESSAGES.content;
    const input = active.find((m) => modelKey(m) === key)?.form_inputs.find((i) => i.name === name);
    return input ? inputMessages(input) : (own[field] ?? ANY_FIELD);
  };
  return { schema: moduleInstallationBody, body, problems, fieldOf, messagesOf };
}

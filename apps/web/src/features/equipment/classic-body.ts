import {
  type AssetType,
  asSiloType,
  type ClassicInstallationBody,
  classicInstallationBody,
  type DeviceCheck,
  EQUIPMENT_BLOCKS,
  EQUIPMENT_KINDS,
  type EquipmentBlock,
  type EquipmentKind,
  type GenericModel,
  genericValueProblems,
  SILO_DIMENSIONS,
  siloRequiredFields,
} from '@installer/contracts';
import { addressProblem, toDomicileChoice } from '../address/index.ts';
import type { ClassicValues, GenericValues, SiloValues, TankValues } from './classic-values.ts';
import type { ContractCheck } from './contract-check.ts';
import { ANY_FIELD, classicMessages, type FieldMessages, inputMessages } from './field-messages.ts';
import { choiceOf, dateTimeOf, numberOf, textOf } from './form-input.ts';

/** What the tank, silo or generic form needs besides its values to make the classic payload (spec §7). */
export interface ClassicContext {
  kind: EquipmentKind;
  genericModel: GenericModel | null;
  device: DeviceCheck;
  assetType: AssetType;
  idUser: number | null;
}

function tankOf(v: TankValues) {
  return {
    know_model_brand_asset: v.know_model_brand_asset,
    id_brand_reference: v.know_model_brand_asset ? choiceOf(v.id_brand_reference) : null,
    id_model_reference: v.know_model_brand_asset ? choiceOf(v.id_model_reference) : null,
    tank_type: choiceOf(v.tank_type),
    is_mobile: v.is_mobile,
    volume: numberOf(v.volume),
    height: numberOf(v.height),
    length: numberOf(v.length),
    width: numberOf(v.width),
  };
}

/** The silo block shows the dimensions its type requires: those are sent, the others empty (spec §5). */
function siloOf(v: SiloValues) {
  const shown = siloRequiredFields(asSiloType(choiceOf(v.silo_type)));
  const dimensions = SILO_DIMENSIONS.map((field) => [
    field,
    shown.includes(field) ? numberOf(v[field]) : null,
  ]);
  return {
    know_model_brand_asset: v.know_model_brand_asset,
    brand: v.know_model_brand_asset ? choiceOf(v.brand) : null,
    model: v.know_model_brand_asset ? choiceOf(v.model) : null,
    silo_type: choiceOf(v.silo_type),
    ...Object.fromEntries(dimensions),
  };
}

function genericOf(model: GenericModel, v: GenericValues) {
  const value = (type: string, raw: string | boolean | undefined) => {
    if (type === 'boolean') return raw === true;
    const typed = typeof raw === 'string' ? raw : '';
    if (type === 'int') return numberOf(typed);
    if (type === 'datetime') return dateTimeOf(typed);
    return textOf(typed);
  };
  return {
    id_asset_generic_module: model.id_asset_generic_module,
    generic_type: model.id_asset_generic_module,
    values: Object.fromEntries(
      model.form_inputs.map((input) => [input.name, value(input.type, v[input.name])]),
    ),
  };
}

/** The specification block of the payload a classic kind's values make. */
interface BlockPayload {
  tank?: ReturnType<typeof tankOf>;
  silo?: ReturnType<typeof siloOf>;
  generic?: ReturnType<typeof genericOf>;
}

/** Each specification block's part of the payload (contracts lists/equipment-kinds.ts): one per block. */
const PAYLOAD_OF_BLOCK: { [B in EquipmentBlock]: (v: ClassicValues, c: ClassicContext) => BlockPayload } = {
  tank: (v) => ({ tank: tankOf(v.tank) }),
  silo: (v) => ({ silo: siloOf(v.silo) }),
  generic: (v, c) => (c.genericModel ? { generic: genericOf(c.genericModel, v.generic) } : {}),
};

/** The form field of a path of the classic payload: its own block's names, the address for the domicile. */
function fieldOf(path: readonly PropertyKey[]): string | null {
  const [top, part, field, name] = path.map(String);
  if (top !== 'asset' || part === undefined) return null;
  if (part === 'domicile') return 'address';
  if (part === 'name' || part === 'description') return part;
  if (part === 'generic') return field === 'values' && name ? `generic.${name}` : null;
  // The other blocks' fields are the form's, under the block's name.
  if ((part === 'specification' || EQUIPMENT_BLOCKS.some((block) => block === part)) && field)
    return `${part}.${field}`;
  return null;
}

/**
 * The classic installation payload (spec §7) a tank, silo or generic form stands for, checked by the contracts:
 * `classicInstallationBody`, and the generic model's inputs by `genericValueProblems`.
 */
export function classicCheck(v: ClassicValues, c: ClassicContext): ContractCheck<ClassicInstallationBody> {
  const block = PAYLOAD_OF_BLOCK[EQUIPMENT_KINDS[c.kind].block](v, c);
  const { generic } = block;
  const body = {
    device_number: c.device.device_number,
    id_professional: c.device.id_professional,
    id_referential: c.assetType.id_referential,
    id_user: c.idUser,
    asset: {
      name: v.name,
      description: v.description,
      specification: {
        offset: numberOf(v.specification.offset),
        id_liquid_type: choiceOf(v.specification.id_liquid_type),
        id_localisation_type: choiceOf(v.specification.id_localisation_type),
        index_monitoring_type: choiceOf(v.specification.index_monitoring_type),
        index_screw_number: choiceOf(v.specification.index_screw_number),
      },
      ...block,
      // The address block's value is a domicile once its own rules (spec §5 Address) are met.
      domicile: toDomicileChoice(v.address) ?? undefined,
    },
  };
  const messages: Record<string, FieldMessages> = {
    ...classicMessages(c.kind === 'generic'),
    address: { required: addressProblem(v.address) ?? 'error_domicile' },
  };
  const inputs = c.genericModel?.form_inputs ?? [];
  return {
    schema: classicInstallationBody,
    body,
    problems: generic
      ? genericValueProblems(inputs, generic.values).map((problem) => ({
          path: ['asset', 'generic', 'values', problem.path],
          input: generic.values[problem.path],
        }))
      : [],
    fieldOf,
    messagesOf: (field) => {
      const input = inputs.find((i) => `generic.${i.name}` === field);
      return input ? inputMessages(input) : (messages[field] ?? ANY_FIELD);
    },
  };
}

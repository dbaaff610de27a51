import {
  type AssetType,
  type ClassicInstallationBody,
  classicInstallationBody,
  type DeviceCheck,
  EQUIPMENT_BLOCKS,
  EQUIPMENT_KINDS,
  type EquipmentBlock,
  type EquipmentKind,
  type GenericModel,
  genericValueProblems,
} from '@installer/contracts';
import { addressProblem, toDomicileChoice } from '../address/index.ts';
import { BLOCKS, type FieldMessages } from '../equipment-blocks/index.ts';
import { choiceOf, numberOf } from '../../lib/form-input.ts';
import type { ClassicValues } from './classic-values.ts';
import type { ContractCheck } from './contract-check.ts';
import { ANY_FIELD, classicMessages, inputMessages } from './field-messages.ts';

/** What the tank, silo or generic form needs besides its values to make the classic payload (spec §7). */
export interface ClassicContext {
  kind: EquipmentKind;
  genericModel: GenericModel | null;
  device: DeviceCheck;
  assetType: AssetType;
  idUser: number | null;
}

/** The block of a classic kind's payload (spec §7), by its definition (equipment-blocks/). */
const blockPayload = <B extends EquipmentBlock>(block: B, v: ClassicValues, c: ClassicContext) =>
  BLOCKS[block].payload(v[block], c);

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
  const kindBlock = EQUIPMENT_KINDS[c.kind].block;
  const payload = blockPayload(kindBlock, v, c);
  // A generic model's inputs are checked beside the schema, by `genericValueProblems`.
  const generic = kindBlock === 'generic' ? blockPayload('generic', v, c) : null;
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
      ...(payload === null ? {} : { [kindBlock]: payload }),
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

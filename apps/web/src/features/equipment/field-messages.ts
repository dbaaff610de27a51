import { EQUIPMENT_BLOCKS, type FormInputRule } from '@installer/contracts';
import type { MessageKey } from '../../i18n/message-key.ts';
import { BLOCKS, choice, type FieldMessages, text } from '../equipment-blocks/index.ts';

/**
 * THE place where what the contracts refuse becomes the message a step-4 field shows (spec §5 keys, STYLE
 * habit 6). The rules themselves are the contracts'; here is only which words each field uses. A block's own
 * fields' words are its definition's (equipment-blocks/), gathered here.
 */

/** An issue of the contracts on a field: what the field held decides between missing and refused. */
export function messageOf(messages: FieldMessages, issue: { input?: unknown }): MessageKey {
  const missing = issue.input === undefined || issue.input === null || issue.input === '';
  return missing ? messages.required : (messages.invalid ?? messages.required);
}

/** A field no table names: what spec §5 says of any required field. */
export const ANY_FIELD: FieldMessages = { required: 'required_field' };

/** The tank, silo and generic forms' own fields (a generic model's inputs: `inputMessages`). */
export function classicMessages(honey: boolean): Record<string, FieldMessages> {
  return {
    name: text('step_4.name_required'),
    description: text('step_4.text_too_long'),
    ...Object.fromEntries(
      EQUIPMENT_BLOCKS.flatMap((block) =>
        Object.entries(BLOCKS[block].messages).map(([field, m]) => [`${block}.${field}`, m]),
      ),
    ),
    'specification.offset': { required: 'step_4.offset_required', invalid: 'step_4.number_not_valid' },
    // spec §5: the liquid type is the honey type of a generic (beehive) equipment.
    'specification.id_liquid_type': choice(honey ? 'step_4.honey_required' : 'step_4.liquid_required'),
    'specification.id_localisation_type': choice('step_4.localisation_required'),
    'specification.index_monitoring_type': choice('step_4.monitoring_required'),
    'specification.index_screw_number': choice('step_4.screw_required'),
  };
}

/** spec §5 Module form: the customer, the name and code; each model's content (its inputs: `inputMessages`). */
export const MODULE_MESSAGES = {
  id_client: choice('step_4.customer_required'),
  asset_name: text('step_4.name_required'),
  asset_code: text('step_4.text_too_long'),
  content: choice('step_4.content_required'),
} satisfies Record<string, FieldMessages>;

/** spec §5 Add-client dialog: the company name is required. */
export const CLIENT_MESSAGES = {
  company_name: text('step_4.company_name_required'),
  client_space_name: text('step_4.text_too_long'),
  siret: text('step_4.text_too_long'),
  code_client: text('step_4.text_too_long'),
} satisfies Record<string, FieldMessages>;

const REFUSED_INPUT: Record<FormInputRule['type'], MessageKey> = {
  string: 'step_4.text_too_long',
  int: 'step_4.integer_not_valid',
  float: 'step_4.number_not_valid',
  datetime: 'wrong_date_format',
  boolean: 'required_field',
  enum: 'required_field',
  child_enum: 'required_field',
};

/** spec §5 Generic and Module form: a model's input flagged required says "Required field". */
export const inputMessages = (input: Pick<FormInputRule, 'type'>): FieldMessages => ({
  required: 'required_field',
  invalid: REFUSED_INPUT[input.type],
});

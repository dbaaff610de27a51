import type { FormInputRule, SiloDimension } from '@installer/contracts';
import type { MessageKey } from '../../i18n/message-key.ts';

/**
 * THE place where what the contracts refuse becomes the message a step-4 field shows (spec §5 keys, STYLE
 * habit 6). The rules themselves are the contracts'; here is only which words each field uses.
 */

/** The messages of one field: its value is missing, or it is there and the contracts refuse it. */
export interface FieldMessages {
  required: MessageKey;
  invalid?: MessageKey;
}

/** An issue of the contracts on a field: what the field held decides between missing and refused. */
export function messageOf(messages: FieldMessages, issue: { input?: unknown }): MessageKey {
  const missing = issue.input === undefined || issue.input === null || issue.input === '';
  return missing ? messages.required : (messages.invalid ?? messages.required);
}

/** A field no table names: what spec §5 says of any required field. */
export const ANY_FIELD: FieldMessages = { required: 'required_field' };

const text = (required: MessageKey): FieldMessages => ({ required, invalid: 'step_4.text_too_long' });
const choice = (required: MessageKey): FieldMessages => ({ required });
const dimension = (required: MessageKey): FieldMessages => ({ required, invalid: 'step_4.positive_number' });

/** spec §5: the required brand, model, volume, height, length, width, diameter and cone messages. */
const SILO_DIMENSIONS: Record<SiloDimension, FieldMessages> = {
  volume: dimension('required_volume'),
  height: dimension('required_height'),
  diameter_right_side: dimension('required_diameter'),
  length_right_side: dimension('required_length'),
  width_right_side: dimension('required_width'),
  cone_height: dimension('required_cone_height'),
  width_min_cone: dimension('required_width_min_cone'),
  length_diameter_min_cone: dimension('required_length_diameter_min_cone'),
};

/** The tank, silo and generic forms' own fields (a generic model's inputs: `inputMessages`). */
export function classicMessages(honey: boolean): Record<string, FieldMessages> {
  return {
    name: text('step_4.name_required'),
    description: text('step_4.text_too_long'),
    'tank.tank_type': choice('step_4.tank_type_required'),
    'tank.id_brand_reference': choice('required_brand'),
    'tank.id_model_reference': choice('required_model'),
    'tank.volume': dimension('required_volume'),
    'tank.height': dimension('required_height'),
    'tank.length': dimension('required_length'),
    'tank.width': dimension('required_width'),
    'silo.silo_type': choice('step_4.silo_type_required'),
    'silo.brand': choice('required_brand'),
    'silo.model': choice('required_model'),
    ...Object.fromEntries(Object.entries(SILO_DIMENSIONS).map(([field, m]) => [`silo.${field}`, m])),
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

import type { GenericModel } from '@installer/contracts';
import * as z from 'zod/mini';
import { dateTimeOf, numberOf, textOf } from '../../lib/form-input.ts';
import type { BlockDefinition, ReportFact } from './block-definition.ts';

/** A generic model's inputs by name: text for string/int/datetime, a flag for boolean. */
export type GenericValues = Record<string, string | boolean>;

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

const stored = z.record(z.string(), z.union([z.string().check(z.maxLength(2000)), z.boolean()]));

/**
 * The generic block: a generic model's inputs (spec §3 Asset generic module). Its inputs' messages are the
 * model's (`inputMessages`), its defaults the model's inputs (the classic form fills them).
 */
export const genericDefinition: BlockDefinition<'generic', GenericValues, ReturnType<typeof genericOf>> = {
  defaults: () => ({}),
  parse: (kept, defaults) => z.catch(stored, defaults).parse(kept),
  payload: (v, c) => (c.genericModel ? genericOf(c.genericModel, v) : null),
  messages: {},
  reportFacts: (specification, { t, value }) => [
    ...(specification.model_name ? [[t('step_4.generic_model'), specification.model_name] as const] : []),
    ...specification.values.map((each): ReportFact => [each.label, value(each.value, each.unit)]),
  ],
  step5Facts: (_generic, offset) => ({
    capacity: null,
    tankFormat: null,
    idModel: null,
    configuration: { offset },
  }),
};

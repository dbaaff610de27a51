import {
  type AssetSpecification,
  assetSpecification,
  type DomicileChoice,
  type GenericModel,
  type GenericSpecification,
  genericSpecification,
  MONITORING_TYPES,
  SCREW_NUMBERS,
  SILO_TYPES,
  type SiloDimension,
  type SiloSpecification,
  siloRequiredFields,
  siloSpecification,
  TANK_TYPES,
  type TankSpecification,
  tankSpecification,
} from '@installer/contracts';
import * as z from 'zod/mini';
import type { MessageKey } from '../../i18n/message-key.ts';
import { type AddressValue, addressProblem, toDomicileChoice } from '../address/address-value.ts';
import type {
  ClassicKind,
  ClassicValues,
  GenericValues,
  SiloValues,
  SpecificationValues,
  TankValues,
} from './classic-values.ts';
import { addIssue, readChoice, readDateTime, readId, readNumber } from './form-fields.ts';

/** What a valid classic form gives: the asset of the classic installation payload (spec §7). */
export interface ClassicOutput {
  name: string;
  description: string;
  domicile: DomicileChoice;
  specification: AssetSpecification;
  tank?: TankSpecification;
  silo?: SiloSpecification;
  generic?: GenericSpecification;
}

type Ctx = z.core.ParsePayload;
const positive: MessageKey = 'step_4.positive_number';

/** spec §5 Address: the rules live with the address block; an invalid address blocks the form. */
const address = z.pipe(
  z.custom<AddressValue>(),
  z.transform((value: AddressValue, ctx): DomicileChoice => {
    const problem = addressProblem(value);
    const choice = problem ? null : toDomicileChoice(value);
    if (!choice) {
      addIssue(ctx, [], problem ?? 'error_domicile');
      return z.NEVER;
    }
    return choice;
  }),
);

/** spec §5 Tank: type, brand and model (when the installer says they know them), volume and dimensions. */
function readTank(v: TankValues, ctx: Ctx): TankSpecification | undefined {
  const shape = tankSpecification.shape;
  const tank_type = readChoice(v.tank_type, TANK_TYPES, ['tank_type'], ctx, 'step_4.tank_type_required');
  const known = v.know_model_brand_asset;
  const brand = known ? readId(v.id_brand_reference, ['id_brand_reference'], ctx, 'required_brand') : null;
  const model = known ? readId(v.id_model_reference, ['id_model_reference'], ctx, 'required_model') : null;
  const volume = readNumber(
    v.volume,
    { required: 'required_volume', schema: shape.volume, invalid: positive },
    ['volume'],
    ctx,
  );
  const height = readNumber(
    v.height,
    { required: 'required_height', schema: shape.height, invalid: positive },
    ['height'],
    ctx,
  );
  const length = readNumber(
    v.length,
    { required: 'required_length', schema: shape.length, invalid: positive },
    ['length'],
    ctx,
  );
  const width = readNumber(
    v.width,
    { required: 'required_width', schema: shape.width, invalid: positive },
    ['width'],
    ctx,
  );
  if (tank_type === undefined || brand === undefined || model === undefined) return undefined;
  if (typeof volume !== 'number' || typeof height !== 'number' || typeof length !== 'number')
    return undefined;
  if (typeof width !== 'number') return undefined;
  return {
    know_model_brand_asset: known,
    id_brand_reference: brand,
    id_model_reference: model,
    tank_type,
    is_mobile: v.is_mobile,
    volume,
    height,
    length,
    width,
  };
}

/** The message of spec §5 for each silo dimension left empty. */
export const SILO_REQUIRED_MESSAGE: Record<SiloDimension, MessageKey> = {
  volume: 'required_volume',
  height: 'required_height',
  diameter_right_side: 'required_diameter',
  length_right_side: 'required_length',
  width_right_side: 'required_width',
  cone_height: 'required_cone_height',
  width_min_cone: 'required_width_min_cone',
  length_diameter_min_cone: 'required_length_diameter_min_cone',
};

/**
 * spec §5 Silo: type, volume and total height, then exactly the dimensions the type needs (contracts
 * `siloRequiredFields`). The others are sent empty, whatever an earlier type left in them.
 */
function readSilo(v: SiloValues, ctx: Ctx): SiloSpecification | undefined {
  const silo_type = readChoice(v.silo_type, SILO_TYPES, ['silo_type'], ctx, 'step_4.silo_type_required');
  const known = v.know_model_brand_asset;
  const brand = known ? readId(v.brand, ['brand'], ctx, 'required_brand') : null;
  const model = known ? readId(v.model, ['model'], ctx, 'required_model') : null;
  const dims: Partial<Record<SiloDimension, number | null>> = {};
  let valid = silo_type !== undefined && brand !== undefined && model !== undefined;
  // Before a type is chosen, the two dimensions every type needs still say they are missing.
  const fields: SiloDimension[] =
    silo_type === undefined ? ['volume', 'height'] : siloRequiredFields(silo_type);
  for (const field of fields) {
    const rule = {
      required: SILO_REQUIRED_MESSAGE[field],
      schema: siloSpecification.shape[field],
      invalid: positive,
    };
    const value = readNumber(v[field], rule, [field], ctx);
    if (value === undefined) valid = false;
    dims[field] = value;
  }
  if (!valid || silo_type === undefined) return undefined;
  const dim = (field: SiloDimension) => dims[field] ?? null;
  return {
    know_model_brand_asset: known,
    brand,
    model,
    silo_type,
    volume: dim('volume'),
    height: dim('height'),
    diameter_right_side: dim('diameter_right_side'),
    length_right_side: dim('length_right_side'),
    width_right_side: dim('width_right_side'),
    cone_height: dim('cone_height'),
    width_min_cone: dim('width_min_cone'),
    length_diameter_min_cone: dim('length_diameter_min_cone'),
  };
}

/** spec §3/§5 Generic: the model's inputs (string, int, boolean, datetime); those flagged required are. */
function readGeneric(model: GenericModel, v: GenericValues, ctx: Ctx): GenericSpecification | undefined {
  const values: GenericSpecification['values'] = {};
  let valid = true;
  for (const input of model.form_inputs) {
    const raw = v[input.name];
    const text = typeof raw === 'string' ? raw : '';
    let value: string | number | boolean | null | undefined;
    if (input.type === 'boolean') value = raw === true;
    else if (input.type === 'datetime') value = readDateTime(text, [input.name], ctx, input.required);
    else if (input.type === 'int') {
      const rule = {
        required: input.required ? ('required_field' as const) : null,
        schema: z.number().check(z.int(), z.minimum(-1e9), z.maximum(1e9)),
        invalid: 'step_4.integer_not_valid' as const,
        integer: true,
      };
      value = readNumber(text, rule, [input.name], ctx);
    } else {
      value = text.trim() === '' ? null : text.trim();
      if (value === null && input.required) {
        addIssue(ctx, [input.name], 'required_field');
        value = undefined;
      }
    }
    if (value === undefined) valid = false;
    else values[input.name] = value;
  }
  if (!valid) return undefined;
  return genericSpecification.parse({
    id_asset_generic_module: model.id_asset_generic_module,
    generic_type: model.id_asset_generic_module,
    values,
  });
}

/** spec §3/§5 Asset specification: offset (0 accepted), liquid (honey for generic), localisation, monitoring, screw. */
function readSpecification(
  kind: ClassicKind,
  v: SpecificationValues,
  ctx: Ctx,
): AssetSpecification | undefined {
  const offset = readNumber(
    v.offset,
    {
      required: 'step_4.offset_required',
      schema: assetSpecification.shape.offset,
      invalid: 'step_4.number_not_valid',
    },
    ['offset'],
    ctx,
  );
  const liquidMessage = kind === 'generic' ? 'step_4.honey_required' : 'step_4.liquid_required';
  const liquid = readId(v.id_liquid_type, ['id_liquid_type'], ctx, liquidMessage);
  const localisation = readId(
    v.id_localisation_type,
    ['id_localisation_type'],
    ctx,
    'step_4.localisation_required',
  );
  const monitoring = readChoice(
    v.index_monitoring_type,
    MONITORING_TYPES,
    ['index_monitoring_type'],
    ctx,
    'step_4.monitoring_required',
  );
  const screw = readChoice(
    v.index_screw_number,
    SCREW_NUMBERS,
    ['index_screw_number'],
    ctx,
    'step_4.screw_required',
  );
  if (typeof offset !== 'number' || liquid === undefined || localisation === undefined) return undefined;
  if (monitoring === undefined || screw === undefined) return undefined;
  return {
    offset,
    id_liquid_type: liquid,
    id_localisation_type: localisation,
    index_monitoring_type: monitoring,
    index_screw_number: screw,
  };
}

const withIssues = <I, O>(read: (value: I, ctx: Ctx) => O | undefined) =>
  z.pipe(
    z.custom<I>(),
    z.transform((value: I, ctx): O => {
      const out = read(value, ctx);
      return out === undefined ? z.NEVER : out;
    }),
  );

/**
 * The zod schema of the tank, silo or generic form (react-hook-form's resolver): issues carry the i18n key
 * of the spec §5 message, and a valid form gives the asset of the classic payload. A generic form needs its
 * model (spec §3 form_inputs).
 */
export function classicFormSchema(
  kind: ClassicKind,
  genericModel: GenericModel | null,
): z.ZodMiniType<ClassicOutput, ClassicValues> {
  return z.pipe(
    z.object({
      address,
      name: z.string().check(z.trim(), z.minLength(1, 'step_4.name_required'), z.maxLength(200)),
      description: z.string().check(z.trim(), z.maxLength(2000)),
      tank: kind === 'cuve' ? withIssues(readTank) : z.custom<TankValues>(),
      silo: kind === 'silo' ? withIssues(readSilo) : z.custom<SiloValues>(),
      generic:
        kind === 'generic' && genericModel
          ? withIssues((v: GenericValues, ctx) => readGeneric(genericModel, v, ctx))
          : z.custom<GenericValues>(),
      specification: withIssues((v: SpecificationValues, ctx) => readSpecification(kind, v, ctx)),
    }),
    z.transform(
      (v): ClassicOutput => ({
        name: v.name,
        description: v.description,
        domicile: v.address,
        specification: v.specification,
        ...(kind === 'cuve' ? { tank: v.tank as TankSpecification } : {}),
        ...(kind === 'silo' ? { silo: v.silo as SiloSpecification } : {}),
        ...(kind === 'generic' ? { generic: v.generic as GenericSpecification } : {}),
      }),
    ),
  );
}

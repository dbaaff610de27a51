import * as z from 'zod/mini';
import type { EquipmentBlock } from './lists/equipment-kinds.ts';
import { asSiloType, SILO_TYPES, siloRequiredFields } from './rules/silo.ts';
import { TANK_TYPES } from './rules/tank.ts';

/** spec §3 entities as the API returns them. */
const text = (max = 255) => z.string().check(z.maxLength(max));
const optionalText = (max = 255) => z.nullish(text(max));
const dbId = z.number().check(z.int(), z.positive());

export const userClient = z.object({ id_user: dbId, email: z.string() });
export type UserClient = z.infer<typeof userClient>;

export const installationText = z.object({
  notice: z.nullable(z.string()),
  description: z.nullable(z.string()),
  introduction: z.nullable(z.string()),
});
export type InstallationText = z.infer<typeof installationText>;

const deskVersion = z.enum(['V1', 'V2']);

export const deviceCheck = z.object({
  is_installable: z.boolean(),
  id_professional: dbId,
  uid_professional: z.string(),
  name_professional: z.string(),
  id_device: dbId,
  id_device_referentiel: dbId,
  id_device_referential: dbId,
  device_number: z.string(),
  value_type_device: z.nullable(z.string()),
  url_device_detail: z.string(),
  authorized_desk_version: deskVersion,
  installation: installationText,
});
export type DeviceCheck = z.infer<typeof deviceCheck>;

export const assetType = z.object({
  id_referential: dbId,
  key: z.string(),
  value: z.string(),
  description: z.nullable(z.string()),
  id_module: z.nullable(dbId),
  id_asset_generic_module: z.nullable(dbId),
});
export type AssetType = z.infer<typeof assetType>;

export const liquid = z.object({ id_asset_liquid: dbId, name: z.string() });
export type Liquid = z.infer<typeof liquid>;

export const localisationType = z.object({ id_referential: dbId, value: z.string() });
export type LocalisationType = z.infer<typeof localisationType>;

export const brand = z.object({ id_brand_reference: dbId, name: z.string() });
export type Brand = z.infer<typeof brand>;
export const model = z.object({ id_model_reference: dbId, trade_name: z.string() });

export const domicile = z.object({
  id_domicile: dbId,
  address_name: z.string(),
  address: z.string(),
  city: z.nullable(z.string()),
  postal_code: z.nullable(z.string()),
});
export type Domicile = z.infer<typeof domicile>;

/** spec §3 New domicile, as a geocoded place or a located position gives it. */
export const newDomicile = z.object({
  id_google_place: optionalText(),
  country: optionalText(),
  country_code: optionalText(8),
  locality: optionalText(),
  postal_code: optionalText(32),
  route: optionalText(),
  street_number: optionalText(32),
  number: optionalText(32),
  address: text(500).check(z.trim(), z.minLength(1)),
  address2: optionalText(),
  complement: optionalText(),
  plus_code: optionalText(64),
  latitude: z.number().check(z.minimum(-90), z.maximum(90)),
  longitude: z.number().check(z.minimum(-180), z.maximum(180)),
  reference: optionalText(),
});
export type NewDomicile = z.infer<typeof newDomicile>;

/** spec §3 form inputs of a generic model. */
export const genericInputType = z.enum(['string', 'int', 'boolean', 'datetime']);
const genericFormInput = z.object({
  name: z.string(),
  label: z.string(),
  type: genericInputType,
  required: z.boolean(),
});
export type GenericFormInput = z.infer<typeof genericFormInput>;
export const genericModel = z.object({
  id_asset_generic_module: dbId,
  name: z.string(),
  form_inputs: z.array(genericFormInput),
});
export type GenericModel = z.infer<typeof genericModel>;

/** spec §3 form inputs of a module's asset model. */
export const moduleInputType = z.enum(['int', 'float', 'string', 'enum', 'child_enum', 'boolean']);
const moduleFormInput = z.object({
  name: z.string(),
  label: z.string(),
  type: moduleInputType,
  required: z.boolean(),
  multiplier: z.nullable(z.number()),
  /** Choices of an enum input, each with a value and a label. */
  enum: z.nullable(z.array(z.object({ value: z.string(), label: z.string() }))),
  /** For a child_enum: the name of the enum input it depends on. */
  parent_enum: z.nullable(z.string()),
  /** For a child_enum: its choices for each value of the parent enum. */
  child_enum: z.nullable(z.record(z.string(), z.array(z.object({ value: z.string(), label: z.string() })))),
  unit: z.nullable(z.string()),
});
export type ModuleFormInput = z.infer<typeof moduleFormInput>;

const moduleAssetModel = z.object({
  id_asset_model: dbId,
  name: z.string(),
  path_model: z.nullable(z.string()),
  form_inputs: z.array(moduleFormInput),
  config: z.object({ tank_type: z.nullable(z.number().check(z.int())) }),
});
export type ModuleAssetModel = z.infer<typeof moduleAssetModel>;

export const metricConfig = z.object({
  label: z.string(),
  unit: z.nullable(z.string()),
  is_visible: z.boolean(),
  /** JSON string whose `output` is a 3-level path into the emission (rules/metrics.ts). */
  parameters: z.string(),
});
export type MetricConfig = z.infer<typeof metricConfig>;

export const moduleDetail = z.object({
  id_module: dbId,
  key: z.string(),
  name: z.string(),
  total_models: z.number().check(z.int()),
  asset_models: z.array(moduleAssetModel),
  default_metrics_configuration: z.object({ metrics: z.array(metricConfig) }),
});
export type ModuleDetail = z.infer<typeof moduleDetail>;

export const publicClient = z.object({ id_client: dbId, uid: z.string(), client_space_name: z.string() });
export type PublicClient = z.infer<typeof publicClient>;

export const displayOptions = z.object({
  src_logo: z.nullable(z.string()),
  url_platform: z.nullable(z.string()),
  tunnel_installation_url: z.nullable(z.string()),
  primary: z.nullable(z.string()),
  src_favicon: z.nullable(z.string()),
});
export type DisplayOptions = z.infer<typeof displayOptions>;

/**
 * spec §3 First emission response: the measurement fields the result screen and the report read. The one
 * list of them: rules/measurement.ts keeps these (and the module groups below) of a sensor's message.
 */
export const measurementFields = z.object({
  mesure: z.nullish(z.number()),
  hauteur_liquide: z.nullish(z.number()),
  signal_quality: z.nullish(z.number().check(z.int(), z.minimum(0), z.maximum(5))),
  volume: z.nullish(z.number()),
  weight: z.nullish(z.union([z.number(), z.boolean()])),
});

/**
 * spec §3 nested objects read by module metrics: a 3-level path (rules/metrics.ts), so names at two levels
 * and a plain value at the third (`{"tanks": {"tank_1": {"level_mm": 640}}}`).
 */
const measurementGroup = z.record(
  z.string(),
  z.record(z.string(), z.union([z.number(), z.string(), z.boolean(), z.null()])),
);
export type MeasurementGroup = z.infer<typeof measurementGroup>;

/** What a sensor's message may carry, as the ingest call accepts it: anything beyond is dropped on storing. */
export const emissionData = z.catchall(measurementFields, z.unknown());
export type EmissionData = z.infer<typeof emissionData>;

const MEASUREMENT_KEYS = new Set([...Object.keys(measurementFields.shape), 'emitted_at', 'received_at']);

/**
 * Beside the measurement fields (and a measurement's two dates), nothing but module groups. A refinement
 * rather than a catchall of groups: TypeScript cannot type an index signature of groups beside numbers.
 */
export const onlyMeasurementGroups = z.refine(
  (value: unknown) =>
    typeof value === 'object' &&
    value !== null &&
    Object.entries(value).every(
      ([key, inner]) => MEASUREMENT_KEYS.has(key) || measurementGroup.safeParse(inner).success,
    ),
  'only measurement fields and module groups',
);

/** A measurement as the public report shows it: the measurement fields and module groups only. */
export const measurement = z.catchall(measurementFields, z.unknown()).check(onlyMeasurementGroups);
export type Measurement = z.infer<typeof measurement>;

export const firstEmission = z.extend(emissionData, {
  emitted_at: z.string(),
  received_at: z.string(),
});
export type FirstEmission = z.infer<typeof firstEmission>;

/**
 * A spec §5 rule of one specification block that says which of its fields are required. It runs even while
 * other fields are invalid (zod skips a plain refinement then), so that a form shows every missing value at
 * once; the block may be half-parsed, so the rule reads its fields as unknown values.
 */
const requiredFieldsRule = (fieldsOf: (block: Readonly<Record<string, unknown>>) => readonly string[]) =>
  z.superRefine(
    (block: Readonly<Record<string, unknown>>, ctx) => {
      for (const field of fieldsOf(block)) {
        const value = block[field];
        if (value === null || value === undefined)
          ctx.addIssue({ code: 'custom', path: [field], message: 'required', input: value });
      }
    },
    { when: (payload) => typeof payload.value === 'object' && payload.value !== null },
  );

/** spec §3 Tank specification; brand and model only when known (spec §5). */
const tankSpecification = z
  .object({
    know_model_brand_asset: z.boolean(),
    id_brand_reference: z.nullish(dbId),
    id_model_reference: z.nullish(dbId),
    tank_type: z.union(TANK_TYPES.map((t) => z.literal(t))),
    is_mobile: z._default(z.boolean(), false),
    volume: z.number().check(z.positive(), z.maximum(1e9)),
    height: z.number().check(z.positive(), z.maximum(1e5)),
    length: z.number().check(z.positive(), z.maximum(1e5)),
    width: z.number().check(z.positive(), z.maximum(1e5)),
  })
  .check(
    // spec §5 Tank: brand and model are required when the installer says they know them.
    requiredFieldsRule((tank) =>
      tank.know_model_brand_asset === true ? ['id_brand_reference', 'id_model_reference'] : [],
    ),
  );
export type TankSpecification = z.infer<typeof tankSpecification>;

const dimension = z.nullish(z.number().check(z.positive(), z.maximum(1e5)));
/** spec §3 Silo specification; which dimensions are required depends on silo_type (rules/silo.ts). */
const siloSpecification = z
  .object({
    know_model_brand_asset: z.boolean(),
    brand: z.nullish(dbId),
    model: z.nullish(dbId),
    silo_type: z.union(SILO_TYPES.map((t) => z.literal(t))),
    volume: z.nullish(z.number().check(z.positive(), z.maximum(1e9))),
    height: dimension,
    diameter_right_side: dimension,
    length_right_side: dimension,
    width_right_side: dimension,
    cone_height: dimension,
    width_min_cone: dimension,
    length_diameter_min_cone: dimension,
  })
  .check(
    // spec §5 Silo: brand and model when known, like a tank's; then the dimensions the type needs (volume and
    // total height whatever the type, even one not chosen yet).
    requiredFieldsRule((silo) => [
      ...(silo.know_model_brand_asset === true ? ['brand', 'model'] : []),
      ...siloRequiredFields(asSiloType(silo.silo_type)),
    ]),
  );
export type SiloSpecification = z.infer<typeof siloSpecification>;

/** spec §3 Generic specification: the model id and the values of its form inputs. */
const genericSpecification = z.object({
  id_asset_generic_module: dbId,
  generic_type: dbId,
  values: z.record(
    z.string().check(z.maxLength(64)),
    z.union([z.string().check(z.maxLength(1000)), z.number(), z.boolean(), z.null()]),
  ),
});
export type GenericSpecification = z.infer<typeof genericSpecification>;

/**
 * The payload schema of each specification block of the classic kinds (lists/equipment-kinds.ts): a block
 * without one does not compile. The classic payload (api/installation.ts) takes them from here.
 */
export const SPECIFICATION_OF_BLOCK = {
  tank: tankSpecification,
  silo: siloSpecification,
  generic: genericSpecification,
} satisfies Record<EquipmentBlock, unknown>;

/** A labelled value of a generic model's or a module model's input, in the report's language. */
export const labelledValue = z.object({
  label: z.string(),
  value: z.union([z.string(), z.number(), z.boolean(), z.null()]),
  unit: z.nullable(z.string()),
});

/** spec §3 Tank specification: dimensions in cm, volume in litres (spec §9). */
const reportTank = z.object({
  kind: z.literal('tank'),
  tank_type: z.number().check(z.int()),
  is_mobile: z.boolean(),
  volume: z.number(),
  height: z.number(),
  length: z.number(),
  width: z.number(),
  brand: z.nullable(z.string()),
  model: z.nullable(z.string()),
});

const siloDimension = z.nullable(z.number());
/** spec §3 Silo specification. */
const reportSilo = z.object({
  kind: z.literal('silo'),
  silo_type: z.number().check(z.int()),
  volume: siloDimension,
  height: siloDimension,
  diameter_right_side: siloDimension,
  length_right_side: siloDimension,
  width_right_side: siloDimension,
  cone_height: siloDimension,
  width_min_cone: siloDimension,
  length_diameter_min_cone: siloDimension,
  brand: z.nullable(z.string()),
  model: z.nullable(z.string()),
});

/** spec §3 Generic specification: the model's inputs with their labels, in the report's language. */
const reportGeneric = z.object({
  kind: z.literal('generic'),
  model_name: z.nullable(z.string()),
  values: z.array(labelledValue),
});

/**
 * The handover report's part of each block (spec §3; api/report.ts), beside its payload above, so that a block is
 * written in one file of the contracts: a block without one does not compile.
 */
export const REPORT_OF_BLOCK = {
  tank: reportTank,
  silo: reportSilo,
  generic: reportGeneric,
} satisfies { [B in EquipmentBlock]: z.ZodMiniObject<{ kind: z.ZodMiniLiteral<B> }> };

/** spec §3 Asset specification. */
const MONITORING_TYPES = [-1, 1] as const;
const SCREW_NUMBERS = [0, 1, 2, 3] as const;
export const assetSpecification = z.object({
  offset: z.number().check(z.minimum(-1e5), z.maximum(1e5)),
  id_liquid_type: dbId,
  id_localisation_type: dbId,
  index_monitoring_type: z.union(MONITORING_TYPES.map((t) => z.literal(t))),
  index_screw_number: z._default(z.union(SCREW_NUMBERS.map((t) => z.literal(t))), 0),
});
export type AssetSpecification = z.infer<typeof assetSpecification>;

import { z } from 'zod';
import { SILO_TYPES } from './rules/silo.ts';
import { TANK_TYPES } from './rules/tank.ts';

/** spec §3 entities as the API returns them. */
const text = (max = 255) => z.string().max(max);
const optionalText = (max = 255) => z.string().max(max).nullish();
const dbId = z.number().int().positive();

export const userClient = z.object({ id_user: dbId, email: z.string() });
export type UserClient = z.infer<typeof userClient>;

export const installationText = z.object({
  notice: z.string().nullable(),
  description: z.string().nullable(),
  introduction: z.string().nullable(),
});
export type InstallationText = z.infer<typeof installationText>;

export const deskVersion = z.enum(['V1', 'V2']);

export const deviceCheck = z.object({
  is_installable: z.boolean(),
  id_professional: dbId,
  uid_professional: z.string(),
  name_professional: z.string(),
  id_device: dbId,
  id_device_referentiel: dbId,
  id_device_referential: dbId,
  device_number: z.string(),
  value_type_device: z.string().nullable(),
  url_device_detail: z.string(),
  authorized_desk_version: deskVersion,
  installation: installationText,
});
export type DeviceCheck = z.infer<typeof deviceCheck>;

export const assetType = z.object({
  id_referential: dbId,
  key: z.string(),
  value: z.string(),
  description: z.string().nullable(),
  id_module: dbId.nullable(),
  id_asset_generic_module: dbId.nullable(),
});
export type AssetType = z.infer<typeof assetType>;

export const liquid = z.object({ id_asset_liquid: dbId, name: z.string() });
export type Liquid = z.infer<typeof liquid>;

export const localisationType = z.object({ id_referential: dbId, value: z.string() });
export type LocalisationType = z.infer<typeof localisationType>;

export const brand = z.object({ id_brand_reference: dbId, name: z.string() });
export type Brand = z.infer<typeof brand>;
export const model = z.object({ id_model_reference: dbId, trade_name: z.string() });
export type Model = z.infer<typeof model>;

export const domicile = z.object({
  id_domicile: dbId,
  address_name: z.string(),
  address: z.string(),
  city: z.string().nullable(),
  postal_code: z.string().nullable(),
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
  address: text(500).trim().min(1),
  address2: optionalText(),
  complement: optionalText(),
  plus_code: optionalText(64),
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
  reference: optionalText(),
});
export type NewDomicile = z.infer<typeof newDomicile>;

/** spec §3 form inputs of a generic model. */
export const genericInputType = z.enum(['string', 'int', 'boolean', 'datetime']);
export const genericFormInput = z.object({
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
export const moduleFormInput = z.object({
  name: z.string(),
  label: z.string(),
  type: moduleInputType,
  required: z.boolean(),
  multiplier: z.number().nullable(),
  /** Choices of an enum input, each with a value and a label. */
  enum: z.array(z.object({ value: z.string(), label: z.string() })).nullable(),
  /** For a child_enum: the name of the enum input it depends on. */
  parent_enum: z.string().nullable(),
  /** For a child_enum: its choices for each value of the parent enum. */
  child_enum: z.record(z.string(), z.array(z.object({ value: z.string(), label: z.string() }))).nullable(),
  unit: z.string().nullable(),
});
export type ModuleFormInput = z.infer<typeof moduleFormInput>;

export const moduleAssetModel = z.object({
  id_asset_model: dbId,
  name: z.string(),
  path_model: z.string().nullable(),
  form_inputs: z.array(moduleFormInput),
  config: z.object({ tank_type: z.number().int().nullable() }),
});
export type ModuleAssetModel = z.infer<typeof moduleAssetModel>;

export const metricConfig = z.object({
  label: z.string(),
  unit: z.string().nullable(),
  is_visible: z.boolean(),
  /** JSON string whose `output` is a 3-level path into the emission (rules/metrics.ts). */
  parameters: z.string(),
});
export type MetricConfig = z.infer<typeof metricConfig>;

export const moduleDetail = z.object({
  id_module: dbId,
  key: z.string(),
  name: z.string(),
  total_models: z.number().int(),
  asset_models: z.array(moduleAssetModel),
  default_metrics_configuration: z.object({ metrics: z.array(metricConfig) }),
});
export type ModuleDetail = z.infer<typeof moduleDetail>;

export const publicClient = z.object({ id_client: dbId, uid: z.string(), client_space_name: z.string() });
export type PublicClient = z.infer<typeof publicClient>;

export const displayOptions = z.object({
  src_logo: z.string().nullable(),
  url_platform: z.string().nullable(),
  tunnel_installation_url: z.string().nullable(),
  primary: z.string().nullable(),
  src_favicon: z.string().nullable(),
});
export type DisplayOptions = z.infer<typeof displayOptions>;

/** spec §3 First emission response: known fields plus nested objects read by module metrics. */
export const emissionData = z
  .object({
    mesure: z.number().nullish(),
    hauteur_liquide: z.number().nullish(),
    signal_quality: z.number().int().min(0).max(5).nullish(),
    volume: z.number().nullish(),
    weight: z.union([z.number(), z.boolean()]).nullish(),
  })
  .catchall(z.unknown());
export type EmissionData = z.infer<typeof emissionData>;

export const firstEmission = emissionData.extend({
  emitted_at: z.string(),
  received_at: z.string(),
});
export type FirstEmission = z.infer<typeof firstEmission>;

/** spec §3 Tank specification; brand and model only when known (spec §5). */
export const tankSpecification = z.object({
  know_model_brand_asset: z.boolean(),
  id_brand_reference: dbId.nullish(),
  id_model_reference: dbId.nullish(),
  tank_type: z.union(TANK_TYPES.map((t) => z.literal(t))),
  is_mobile: z.boolean().default(false),
  volume: z.number().positive().max(1e9),
  height: z.number().positive().max(1e5),
  length: z.number().positive().max(1e5),
  width: z.number().positive().max(1e5),
});
export type TankSpecification = z.infer<typeof tankSpecification>;

const dimension = z.number().positive().max(1e5).nullish();
/** spec §3 Silo specification; which dimensions are required depends on silo_type (rules/silo.ts). */
export const siloSpecification = z.object({
  know_model_brand_asset: z.boolean(),
  brand: dbId.nullish(),
  model: dbId.nullish(),
  silo_type: z.union(SILO_TYPES.map((t) => z.literal(t))),
  volume: z.number().positive().max(1e9).nullish(),
  height: dimension,
  diameter_right_side: dimension,
  length_right_side: dimension,
  width_right_side: dimension,
  cone_height: dimension,
  width_min_cone: dimension,
  length_diameter_min_cone: dimension,
});
export type SiloSpecification = z.infer<typeof siloSpecification>;

/** spec §3 Generic specification: the model id and the values of its form inputs. */
export const genericSpecification = z.object({
  id_asset_generic_module: dbId,
  generic_type: dbId,
  values: z.record(z.string().max(64), z.union([z.string().max(1000), z.number(), z.boolean(), z.null()])),
});
export type GenericSpecification = z.infer<typeof genericSpecification>;

/** spec §3 Asset specification. */
export const MONITORING_TYPES = [-1, 1] as const;
export const SCREW_NUMBERS = [0, 1, 2, 3] as const;
export const assetSpecification = z.object({
  offset: z.number().min(-1e5).max(1e5),
  id_liquid_type: dbId,
  id_localisation_type: dbId,
  index_monitoring_type: z.union(MONITORING_TYPES.map((t) => z.literal(t))),
  index_screw_number: z.union(SCREW_NUMBERS.map((t) => z.literal(t))).default(0),
});
export type AssetSpecification = z.infer<typeof assetSpecification>;

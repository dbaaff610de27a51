import type { BrandType } from '@installer/contracts';

/**
 * Reference data (catalogues). Ids are assigned by the catalogue, not generated, because the spec
 * names some of them (generic model 5, referential 230) and the app may keep them in links.
 * Texts live in `*_texts` tables, one row per content language.
 */
export interface AssetTypesTable {
  id_referential: number;
  key: string;
  id_module: number | null;
  id_asset_generic_module: number | null;
  position: number;
}

export interface AssetTypeTextsTable {
  id_referential: number;
  language: string;
  value: string;
  description: string | null;
}

/** Which asset types a professional can install. */
export interface ProfessionalAssetTypesTable {
  id_professional: number;
  id_referential: number;
}

export interface LiquidsTable {
  id_asset_liquid: number;
  code: string;
}

export interface LiquidTextsTable {
  id_asset_liquid: number;
  language: string;
  name: string;
}

/** The contents offered for an asset type key or a module key (cuve, silo, generic, GNC_TANK...). */
export interface LiquidAssetTypesTable {
  id_asset_liquid: number;
  type_key: string;
}

export interface LocalisationTypesTable {
  id_referential: number;
  code: string;
}

export interface LocalisationTypeTextsTable {
  id_referential: number;
  language: string;
  value: string;
}

export interface BrandReferencesTable {
  id_brand_reference: number;
  type: BrandType;
  name: string;
}

/**
 * A tank or silo model. Its figures (spec §3 Tank and Silo specification: litres and centimetres) fill the
 * form when the installer picks it; null where the catalogue does not know them. A tank model has a
 * tank_type, a silo model a silo_type; volume and height serve both.
 */
export interface ModelReferencesTable {
  id_model_reference: number;
  id_brand_reference: number;
  trade_name: string;
  tank_type: number | null;
  silo_type: number | null;
  volume: number | null;
  height: number | null;
  length: number | null;
  width: number | null;
  diameter_right_side: number | null;
  length_right_side: number | null;
  width_right_side: number | null;
  cone_height: number | null;
  width_min_cone: number | null;
  length_diameter_min_cone: number | null;
}

/** A generic model: `form_inputs` is JSON, its labels keyed by content language. */
export interface AssetGenericModulesTable {
  id_asset_generic_module: number;
  form_inputs: string;
}

export interface AssetGenericModuleTextsTable {
  id_asset_generic_module: number;
  language: string;
  name: string;
}

/** A module (spec §3 Module type codes); `default_metrics_configuration` is JSON with localised labels. */
export interface ModulesTable {
  id_module: number;
  key: string;
  default_metrics_configuration: string;
}

export interface ModuleTextsTable {
  id_module: number;
  language: string;
  name: string;
}

export interface ModuleAssetModelsTable {
  id_asset_model: number;
  id_module: number;
  position: number;
  path_model: string | null;
  /** JSON: the module form inputs, labels keyed by content language. */
  form_inputs: string;
  tank_type: number | null;
}

export interface ModuleAssetModelTextsTable {
  id_asset_model: number;
  language: string;
  name: string;
}

import type { ColumnType, Generated } from 'kysely';

export interface AssetsTable {
  id_asset: Generated<number>;
  id_professional: number;
  id_referential: number;
  id_module: number | null;
  name: string;
  description: string;
  asset_code: string | null;
  id_domicile: number;
  id_user: number | null;
  id_client: number | null;
  created_at: string;
}

/** spec §3 Asset specification (`offset` is `level_offset` here: OFFSET is an SQL keyword). */
interface AssetSpecificationsTable {
  id_asset: number;
  level_offset: number;
  id_liquid_type: number;
  id_localisation_type: number;
  index_monitoring_type: number;
  index_screw_number: number;
}

interface TankSpecificationsTable {
  id_asset: number;
  know_model_brand_asset: number;
  id_brand_reference: number | null;
  id_model_reference: number | null;
  tank_type: number;
  is_mobile: number;
  volume: number;
  height: number;
  length: number;
  width: number;
}

interface SiloSpecificationsTable {
  id_asset: number;
  know_model_brand_asset: number;
  id_brand_reference: number | null;
  id_model_reference: number | null;
  silo_type: number;
  volume: number | null;
  height: number | null;
  diameter_right_side: number | null;
  length_right_side: number | null;
  width_right_side: number | null;
  cone_height: number | null;
  width_min_cone: number | null;
  length_diameter_min_cone: number | null;
}

interface GenericSpecificationsTable {
  id_asset: number;
  id_asset_generic_module: number;
  generic_type: number;
  /** JSON object of the model's form input values. */
  field_values: string;
}

/**
 * The specification tables of the classic blocks, one `<block>_specifications` per block of contracts
 * lists/equipment-kinds.ts. `Database` (schema.ts) extends this, so a new block's table is written here only.
 */
export interface SpecificationTables {
  asset_specifications: AssetSpecificationsTable;
  tank_specifications: TankSpecificationsTable;
  silo_specifications: SiloSpecificationsTable;
  generic_specifications: GenericSpecificationsTable;
}

/** spec §3 Model configuration of a module asset. */
export interface AssetModelConfigurationsTable {
  id_asset: number;
  id_asset_model: number;
  id_asset_liquid: number;
  is_required: number;
  /** JSON object of the asset model's form input values. */
  configuration: string;
}

/** A device sits on one asset at a time: id_device is the key. */
export interface AssetDevicesTable {
  id_device: number;
  id_asset: number;
  linked_at: string;
}

export interface InstallationsTable {
  id_installation: Generated<number>;
  id_installer: number;
  id_device: number;
  id_asset: number;
  id_domicile: number;
  kind: 'classic' | 'module';
  created_at: string;
  /** Set by each edit (PUT /installation/:id_installation); null until the first. */
  updated_at: string | null;
  /** The job it was made for (docs/decisions/0022-office-jobs.md), or null. */
  id_job: ColumnType<number | null, number | null | undefined, number | null>;
  /** Where the phone was when it was made, if it said. */
  latitude: ColumnType<number | null, number | null | undefined, number | null>;
  longitude: ColumnType<number | null, number | null | undefined, number | null>;
}

/** DESIGN §3 Idempotency-Key of every route that takes one, per installer (services/idempotency.ts). */
export interface IdempotencyKeysTable {
  id_installer: number;
  idempotency_key: string;
  request_hash: string;
  /** JSON of the answer given the first time; null while the claiming request is at work. */
  response_body: string | null;
  /** When the key was claimed, or last taken over: the claim's fencing token. */
  created_at: string;
  /** The process holding the claim (services/idempotency.ts); null on rows of the previous release. */
  holder: ColumnType<string | null, string | null | undefined, string | null>;
  /** Until when the holder's lease runs: it renews it while it works; null on rows of the previous release. */
  lease_until: ColumnType<string | null, string | null | undefined, string | null>;
}

/** spec §7 OtoDataInstall (step 5), kept for a retry when forwarding fails. */
export interface ExternalConfigurationsTable {
  id_configuration: Generated<number>;
  id_device: number;
  id_installer: number;
  serial_number: string;
  product: string;
  /** JSON of the payload as forwarded. */
  payload: string;
  forwarded_at: string | null;
  forward_error: string | null;
  /** The Idempotency-Key it was sent with: a retry forwards this row again instead of storing a copy. */
  idempotency_key: string | null;
  created_at: string;
  /**
   * Set when a later configuration of the same device was stored: the latest one is the one that counts,
   * and a retry of a superseded one is no longer forwarded.
   */
  superseded_at: string | null;
}

import type { Kysely } from 'kysely';
import type { ApiTokensTable, InstallersTable, ProfessionalsTable } from './tables/accounts.table.ts';
import type { DeviceSwapsTable, InvitationSendsTable, ReportLinksTable } from './tables/after-visit.table.ts';
import type {
  AssetDevicesTable,
  AssetModelConfigurationsTable,
  AssetsTable,
  ExternalConfigurationsTable,
  IdempotencyKeysTable,
  InstallationsTable,
  SpecificationTables,
} from './tables/assets.table.ts';
import type {
  ClientsTable,
  DomicileGeocodingTable,
  DomicilesTable,
  UserClientsTable,
} from './tables/customers.table.ts';
import type {
  DeviceReferentialsTable,
  DeviceReferentialTextsTable,
  DevicesTable,
  DisplayOptionsTable,
} from './tables/devices.table.ts';
import type { EmissionsTable, ErrorLogsTable, PhotosTable } from './tables/emissions.table.ts';
import type { InstallationReviewsTable, JobDevicesTable, JobsTable } from './tables/office.table.ts';
import type {
  AssetGenericModulesTable,
  AssetGenericModuleTextsTable,
  AssetTypesTable,
  AssetTypeTextsTable,
  BrandReferencesTable,
  LiquidAssetTypesTable,
  LiquidsTable,
  LiquidTextsTable,
  LocalisationTypesTable,
  LocalisationTypeTextsTable,
  ModelReferencesTable,
  ModuleAssetModelsTable,
  ModuleAssetModelTextsTable,
  ModulesTable,
  ModuleTextsTable,
  ProfessionalAssetTypesTable,
} from './tables/reference.table.ts';

/**
 * The database as Kysely sees it. Runtime types are the same on SQLite and PostgreSQL:
 * ids are 32-bit integers, booleans integers 0/1, dates ISO 8601 text, JSON text parsed in the
 * repositories, measures double precision. A table group lives in `tables/<group>.table.ts`; the
 * specification tables come whole from `SpecificationTables` (assets.table.ts), where a new block's is written.
 */
export interface Database extends SpecificationTables {
  professionals: ProfessionalsTable;
  installers: InstallersTable;
  api_tokens: ApiTokensTable;
  display_options: DisplayOptionsTable;
  user_clients: UserClientsTable;
  clients: ClientsTable;
  domiciles: DomicilesTable;
  domicile_geocoding: DomicileGeocodingTable;
  device_referentials: DeviceReferentialsTable;
  device_referential_texts: DeviceReferentialTextsTable;
  devices: DevicesTable;
  asset_types: AssetTypesTable;
  asset_type_texts: AssetTypeTextsTable;
  professional_asset_types: ProfessionalAssetTypesTable;
  liquids: LiquidsTable;
  liquid_texts: LiquidTextsTable;
  liquid_asset_types: LiquidAssetTypesTable;
  localisation_types: LocalisationTypesTable;
  localisation_type_texts: LocalisationTypeTextsTable;
  brand_references: BrandReferencesTable;
  model_references: ModelReferencesTable;
  asset_generic_modules: AssetGenericModulesTable;
  asset_generic_module_texts: AssetGenericModuleTextsTable;
  modules: ModulesTable;
  module_texts: ModuleTextsTable;
  module_asset_models: ModuleAssetModelsTable;
  module_asset_model_texts: ModuleAssetModelTextsTable;
  assets: AssetsTable;
  asset_model_configurations: AssetModelConfigurationsTable;
  asset_devices: AssetDevicesTable;
  installations: InstallationsTable;
  idempotency_keys: IdempotencyKeysTable;
  external_configurations: ExternalConfigurationsTable;
  emissions: EmissionsTable;
  photos: PhotosTable;
  error_logs: ErrorLogsTable;
  device_swaps: DeviceSwapsTable;
  report_links: ReportLinksTable;
  invitation_sends: InvitationSendsTable;
  jobs: JobsTable;
  job_devices: JobDevicesTable;
  installation_reviews: InstallationReviewsTable;
}

/** A connection to our schema, on either dialect (database.ts opens it). */
export type Db = Kysely<Database>;

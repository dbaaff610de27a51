import Database from 'better-sqlite3';

/**
 * Read-only access to the e2e server's SQLite database, for assertions on what a journey stored. Each call
 * opens and closes its own connection: the server writes in WAL mode, and a fresh read sees its last commit.
 */
export function query<Row>(sql: string, ...params: unknown[]): Row[] {
  const file = process.env.E2E_DATABASE_FILE;
  if (!file) throw new Error('E2E_DATABASE_FILE is not set: run the tests through playwright test');
  const db = new Database(file, { readonly: true, fileMustExist: true });
  try {
    return db.prepare(sql).all(...params) as Row[];
  } finally {
    db.close();
  }
}

export interface TokenRow {
  token_hash: string;
  expires_at: string;
  revoked_at: string | null;
}

/** The bearer tokens issued to an installer, newest first. */
export function tokensOf(email: string): TokenRow[] {
  return query<TokenRow>(
    `select t.token_hash, t.expires_at, t.revoked_at
       from api_tokens t join installers i on i.id_installer = t.id_installer
      where i.email = ? order by t.id_token desc`,
    email.toLowerCase(),
  );
}

export interface DeviceRow {
  id_device: number;
  device_number: string;
  is_installable: number;
  installed_at: string | null;
}

export function deviceByNumber(deviceNumber: string): DeviceRow | undefined {
  return query<DeviceRow>(
    'select id_device, device_number, is_installable, installed_at from devices where device_number = ?',
    deviceNumber,
  )[0];
}

export interface InstallationRow {
  id_installation: number;
  kind: 'classic' | 'module';
  id_asset: number;
  asset_name: string;
  id_domicile: number;
}

/** The installations of a device, oldest first: "the installation exists" for later journeys. */
export function installationsOf(deviceNumber: string): InstallationRow[] {
  return query<InstallationRow>(
    `select i.id_installation, i.kind, i.id_asset, a.name as asset_name, i.id_domicile
       from installations i
       join devices d on d.id_device = i.id_device
       join assets a on a.id_asset = i.id_asset
      where d.device_number = ? order by i.id_installation`,
    deviceNumber,
  );
}

export interface AssetTypeRow {
  key: string;
  value: string;
  description: string | null;
  /** A module's type (step 3 lists it under Modules); null for the classic kinds (under Equipment). */
  id_module: number | null;
}

/** The asset types a professional may install, in a content language (what step 3 lists before filtering). */
export function assetTypesOfProfessional(professionalName: string, language = 'en'): AssetTypeRow[] {
  return query<AssetTypeRow>(
    `select t.key, x.value, x.description, t.id_module
       from asset_types t
       join professional_asset_types pt on pt.id_referential = t.id_referential
       join professionals p on p.id_professional = pt.id_professional
       join asset_type_texts x on x.id_referential = t.id_referential and x.language = ?
      where p.name = ? order by t.position`,
    language,
    professionalName,
  );
}

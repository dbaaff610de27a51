import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../db/database.ts';
import type { DeviceSwapsTable } from '../db/tables/after-visit.table.ts';
import type { AssetsTable, InstallationsTable } from '../db/tables/assets.table.ts';

/** The installation with what its asset says of it; `id_device` is the device on the equipment now. */
export type OwnInstallation = Pick<
  Selectable<InstallationsTable>,
  'id_installation' | 'id_installer' | 'id_device' | 'id_asset' | 'id_domicile' | 'created_at'
> &
  Pick<Selectable<AssetsTable>, 'id_module' | 'id_user'>;

/**
 * An installation of the professional (DESIGN §3 Scoping: its asset is the professional's), whoever of its
 * installers made it; another professional's is not found.
 */
export async function findInstallationOfProfessional(
  db: Db,
  idInstallation: number,
  idProfessional: number,
): Promise<OwnInstallation | undefined> {
  return db
    .selectFrom('installations as i')
    .innerJoin('assets as a', 'a.id_asset', 'i.id_asset')
    .select([
      'i.id_installation',
      'i.id_installer',
      'i.id_device',
      'i.id_asset',
      'a.id_domicile',
      'a.id_module',
      'a.id_user',
      'i.created_at',
    ])
    .where('i.id_installation', '=', idInstallation)
    .where('a.id_professional', '=', idProfessional)
    .executeTakeFirst();
}

/** An installation's device now and its creation: what its device periods start from. */
export async function findInstallationDevice(
  db: Db,
  idInstallation: number,
): Promise<{ id_installation: number; id_device: number; created_at: string } | undefined> {
  return db
    .selectFrom('installations')
    .select(['id_installation', 'id_device', 'created_at'])
    .where('id_installation', '=', idInstallation)
    .executeTakeFirst();
}

/** The installation whose equipment carries the professional's device now, if it is installed. */
export async function findCurrentInstallationOfDevice(
  db: Db,
  idDevice: number,
  idProfessional: number,
): Promise<{ id_installation: number } | undefined> {
  return db
    .selectFrom('installations as i')
    .innerJoin('devices as d', 'd.id_device', 'i.id_device')
    .select('i.id_installation')
    .where('i.id_device', '=', idDevice)
    .where('d.id_professional', '=', idProfessional)
    .where('d.installed_at', 'is not', null)
    .orderBy('i.id_installation', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/**
 * Puts the new device on the installation, unless its device changed since it was read: of two swaps at
 * once only one moves it (the condition is in the update). Returns whether this one did.
 */
export async function moveInstallationToDevice(
  db: Db,
  idInstallation: number,
  fromDevice: number,
  toDevice: number,
): Promise<boolean> {
  const result = await db
    .updateTable('installations')
    .set({ id_device: toDevice })
    .where('id_installation', '=', idInstallation)
    .where('id_device', '=', fromDevice)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/**
 * Takes the device off its asset and marks it not installed: it can be installed again elsewhere. Its
 * emissions and photos stay, and the swap row says until when they belonged to this installation.
 */
export async function releaseDevice(db: Db, idDevice: number, idAsset: number): Promise<void> {
  await db
    .deleteFrom('asset_devices')
    .where('id_device', '=', idDevice)
    .where('id_asset', '=', idAsset)
    .execute();
  await db.updateTable('devices').set({ installed_at: null }).where('id_device', '=', idDevice).execute();
}

export async function findDeviceNumberById(
  db: Db,
  idDevice: number,
): Promise<{ id_device: number; device_number: string }> {
  return db
    .selectFrom('devices')
    .select(['id_device', 'device_number'])
    .where('id_device', '=', idDevice)
    .executeTakeFirstOrThrow();
}

export type NewSwap = Omit<Insertable<DeviceSwapsTable>, 'id_swap'>;

export async function insertDeviceSwap(db: Db, swap: NewSwap): Promise<number> {
  const row = await db.insertInto('device_swaps').values(swap).returning('id_swap').executeTakeFirstOrThrow();
  return row.id_swap;
}

export type SwapRow = Pick<Selectable<DeviceSwapsTable>, 'id_old_device' | 'id_new_device' | 'swapped_at'>;

/** The installation's swaps, in the order they happened. */
export async function findSwaps(db: Db, idInstallation: number): Promise<SwapRow[]> {
  return db
    .selectFrom('device_swaps')
    .select(['id_old_device', 'id_new_device', 'swapped_at'])
    .where('id_installation', '=', idInstallation)
    .orderBy('id_swap')
    .execute();
}

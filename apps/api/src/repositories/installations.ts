import type { Selectable } from 'kysely';
import type { Db } from '../db/database.ts';
import type { InstallationsTable } from '../db/tables/assets.table.ts';
import type { DevicesTable } from '../db/tables/devices.table.ts';

/**
 * The latest installation of a device made by an installer of the professional (DESIGN §3 Scoping: another
 * professional's installation is never named).
 */
export async function findInstallationOfDevice(
  db: Db,
  idProfessional: number,
  idDevice: number,
): Promise<{ id_installation: number } | undefined> {
  return db
    .selectFrom('installations')
    .innerJoin('installers', 'installers.id_installer', 'installations.id_installer')
    .select('installations.id_installation')
    .where('installations.id_device', '=', idDevice)
    .where('installers.id_professional', '=', idProfessional)
    .orderBy('installations.id_installation', 'desc')
    .executeTakeFirst();
}

export type EditedInstallation = Pick<
  Selectable<InstallationsTable>,
  'id_installation' | 'id_device' | 'id_asset' | 'created_at'
> &
  Pick<Selectable<DevicesTable>, 'device_number'>;

const professionalInstallers = (db: Db, idProfessional: number) =>
  db.selectFrom('installers').select('id_installer').where('id_professional', '=', idProfessional);

/** An installation made by an installer of the professional, with its device's number; else undefined. */
export async function findOwnInstallation(
  db: Db,
  idProfessional: number,
  idInstallation: number,
): Promise<EditedInstallation | undefined> {
  return db
    .selectFrom('installations')
    .innerJoin('devices', 'devices.id_device', 'installations.id_device')
    .select([
      'installations.id_installation',
      'installations.id_device',
      'devices.device_number',
      'installations.id_asset',
      'installations.created_at',
    ])
    .where('installations.id_installation', '=', idInstallation)
    .where('installations.id_installer', 'in', professionalInstallers(db, idProfessional))
    .executeTakeFirst();
}

/**
 * Marks the professional's installation edited at `now`, first thing in the edit's transaction: on
 * PostgreSQL the row stays locked until the edit commits, so two edits of one installation take turns
 * instead of interleaving their deletes and inserts. Returns whether such an installation exists.
 */
export async function markInstallationEdited(
  db: Db,
  idProfessional: number,
  idInstallation: number,
  now: string,
): Promise<boolean> {
  const result = await db
    .updateTable('installations')
    .set({ updated_at: now })
    .where('id_installation', '=', idInstallation)
    .where('id_installer', 'in', professionalInstallers(db, idProfessional))
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** After an edit: what kind of payload the installation now has, and its domicile. */
export async function setInstallationAsset(
  db: Db,
  idInstallation: number,
  change: { kind: 'classic' | 'module'; id_domicile: number },
): Promise<void> {
  await db.updateTable('installations').set(change).where('id_installation', '=', idInstallation).execute();
}

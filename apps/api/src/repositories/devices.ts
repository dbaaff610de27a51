import type { DeviceCheck, PrimedDevice } from '@installer/contracts';
import type { Selectable } from 'kysely';
import type { Db } from '../db/database.ts';
import { preparedQuery } from '../db/prepared-query.ts';
import type { DevicesTable } from '../db/tables/devices.table.ts';
import { memoryPerDatabase } from './timed-memory.ts';

/** The device's own columns of a device check (spec §3 Device check result). */
const DEVICE_COLUMNS = [
  'devices.id_device',
  'devices.device_number',
  'devices.is_installable',
  'devices.installed_at',
  'devices.id_device_referential',
  'devices.value_type_device',
  'devices.url_device_detail',
  'devices.desk_version',
] as const;

/** Its model's notice and texts (spec §3 `installation`), `texts` being the model's texts in one language. */
const TEXT_COLUMNS = ['device_referentials.notice', 'texts.description', 'texts.introduction'] as const;

/** The device check's joins and columns (spec §3 Device check result), texts in `language`. */
const deviceChecks = (db: Db, language: string) =>
  db
    .selectFrom('devices')
    .innerJoin('professionals', 'professionals.id_professional', 'devices.id_professional')
    .innerJoin(
      'device_referentials',
      'device_referentials.id_device_referential',
      'devices.id_device_referential',
    )
    .leftJoin('device_referential_texts as texts', (join) =>
      join
        .onRef('texts.id_device_referential', '=', 'devices.id_device_referential')
        .on('texts.language', '=', language),
    )
    .select([
      ...DEVICE_COLUMNS,
      'professionals.id_professional',
      'professionals.uid as uid_professional',
      'professionals.name as name_professional',
      ...TEXT_COLUMNS,
    ]);

type DeviceCheckRow = Awaited<ReturnType<ReturnType<typeof deviceChecks>['execute']>>[number];

/**
 * spec §3 Device check result. A device already installed is no longer installable: installing it again
 * would be a conflict.
 */
function deviceCheckOfRow(row: DeviceCheckRow): DeviceCheck {
  return {
    is_installable: row.is_installable === 1 && row.installed_at === null,
    id_professional: row.id_professional,
    uid_professional: row.uid_professional,
    name_professional: row.name_professional,
    id_device: row.id_device,
    // spec §3 names the field both ways; the app may read either.
    id_device_referentiel: row.id_device_referential,
    id_device_referential: row.id_device_referential,
    device_number: row.device_number,
    value_type_device: row.value_type_device,
    url_device_detail: row.url_device_detail,
    authorized_desk_version: row.desk_version,
    installation: {
      notice: row.notice,
      description: row.description ?? null,
      introduction: row.introduction ?? null,
    },
  };
}

/** The device check's own columns: one indexed seek on (id_professional, device_number), nothing joined. */
const deviceCheckQuery = preparedQuery((db: Db, idProfessional: number, deviceNumber: string) =>
  db
    .selectFrom('devices')
    .select(DEVICE_COLUMNS)
    .where('devices.device_number', '=', deviceNumber)
    .where('devices.id_professional', '=', idProfessional),
);

/** A device model's installation texts in one language (spec §3 `installation`). */
type InstallationTexts = Pick<DeviceCheckRow, 'notice' | 'description' | 'introduction'>;

const installationTextsQuery = preparedQuery((db: Db, idReferential: number, language: string) =>
  db
    .selectFrom('device_referentials')
    .leftJoin('device_referential_texts as texts', (join) =>
      join
        .onRef('texts.id_device_referential', '=', 'device_referentials.id_device_referential')
        .on('texts.language', '=', language),
    )
    .select(TEXT_COLUMNS)
    .where('device_referentials.id_device_referential', '=', idReferential),
);

/**
 * Each model's texts of the last minute, per database (docs/decisions/0034-device-check-reads-one-table.md):
 * reference data no call of the API writes (the seed and migrations do), shared by every device of a model,
 * so that a device check reads its one device row. A text changed in the database is seen within the minute,
 * as an installer changed by hand is (docs/decisions/0017-sign-out-reaches-every-instance.md).
 */
const installationTextsOf = memoryPerDatabase<Db, InstallationTexts>(10_000, 60_000);

async function installationTexts(
  db: Db,
  idReferential: number,
  language: string,
): Promise<InstallationTexts | undefined> {
  const memory = installationTextsOf(db);
  const key = `${idReferential} ${language}`;
  const known = memory.get(key, Date.now());
  if (known) return known;
  const texts = await installationTextsQuery.first(db, idReferential, language);
  if (texts) memory.set(key, texts, Date.now());
  return texts;
}

/** The professional a device check answers for: the signed-in installer's (SessionInstaller). */
export type CheckingProfessional = Pick<
  DeviceCheckRow,
  'id_professional' | 'uid_professional' | 'name_professional'
>;

/**
 * spec §3 Device check result of a device of the professional, texts in `language`. The professional's
 * names come from the session: the device is looked for among that professional's only (spec §8).
 */
export async function findDeviceCheck(
  db: Db,
  professional: CheckingProfessional,
  deviceNumber: string,
  language: string,
): Promise<DeviceCheck | undefined> {
  const device = await deviceCheckQuery.first(db, professional.id_professional, deviceNumber);
  if (!device) return undefined;
  const texts = await installationTexts(db, device.id_device_referential, language);
  // A model is never deleted while a device refers to it (foreign key): no texts means no such device.
  if (!texts) return undefined;
  return deviceCheckOfRow({
    ...device,
    id_professional: professional.id_professional,
    uid_professional: professional.uid_professional,
    name_professional: professional.name_professional,
    ...texts,
  });
}

/**
 * A device's place in the devices list (its order): a page ends at its last device, and the next starts after
 * it, in its part (not installed, installed).
 */
export type DeviceListPosition = Pick<Selectable<DevicesTable>, 'installed_at' | 'device_number'>;

/**
 * The professional's devices as the device check answers them, not installed first (by number), then
 * installed ones most recently installed first (then by number), with the latest installation of each by
 * the professional's installers. At most `limit` of them, after `after`: each part is one range of
 * `devices_professional_installed` (migration 2026112621); each latest installation one seek.
 */
export async function listDeviceChecks(
  db: Db,
  idProfessional: number,
  language: string,
  limit: number,
  after: DeviceListPosition | null = null,
): Promise<{ device: PrimedDevice; installed_at: string | null }[]> {
  const part = (installed: boolean, count: number) =>
    deviceChecks(db, language)
      .select((eb) =>
        eb
          .selectFrom('installations')
          .innerJoin('installers', 'installers.id_installer', 'installations.id_installer')
          .select((max) => max.fn.max('installations.id_installation').as('id_installation'))
          .whereRef('installations.id_device', '=', 'devices.id_device')
          .where('installers.id_professional', '=', idProfessional)
          .as('id_installation'),
      )
      .where('devices.id_professional', '=', idProfessional)
      .where('devices.installed_at', installed ? 'is not' : 'is', null)
      .$if(!installed && after !== null, (qb) =>
        qb.where('devices.device_number', '>', after?.device_number as string),
      )
      .$if(installed && after?.installed_at != null, (qb) =>
        qb.where((eb) =>
          eb.or([
            eb('devices.installed_at', '<', after?.installed_at as string),
            eb.and([
              eb('devices.installed_at', '=', after?.installed_at as string),
              eb('devices.device_number', '>', after?.device_number as string),
            ]),
          ]),
        ),
      )
      .$if(installed, (qb) => qb.orderBy('devices.installed_at', 'desc'))
      .orderBy('devices.device_number')
      .limit(count)
      .execute();
  const inInstalledPart = after !== null && after.installed_at !== null;
  const rows = inInstalledPart ? [] : await part(false, limit);
  if (rows.length < limit) rows.push(...(await part(true, limit - rows.length)));
  // The two fields set on the check itself: copying each check into new objects, twice, cost a page of 250
  // devices about a seventh of its server's time in a profile (its CPU: 10.1 to 12.5 ms, 9.2 to 10.1 after).
  return rows.map((row) => ({
    device: Object.assign(deviceCheckOfRow(row), {
      is_installed: row.installed_at !== null,
      id_installation: row.id_installation ?? null,
    }),
    installed_at: row.installed_at,
  }));
}

/** spec §2 Step 2 beehive hosts: the device number of a serial number (case-insensitive). */
export async function findDeviceNumberBySerial(
  db: Db,
  idProfessional: number,
  serial: string,
): Promise<string | undefined> {
  const row = await db
    .selectFrom('devices')
    .select('device_number')
    .where((eb) => eb(eb.fn('upper', ['serial_number']), '=', serial.toUpperCase()))
    .where('id_professional', '=', idProfessional)
    .executeTakeFirst();
  return row?.device_number;
}

export type InstallableDevice = Pick<
  Selectable<DevicesTable>,
  'id_device' | 'device_number' | 'id_device_referential' | 'is_installable' | 'installed_at'
>;

const installableColumns = [
  'id_device',
  'device_number',
  'id_device_referential',
  'is_installable',
  'installed_at',
] as const;

export async function findDeviceByNumber(
  db: Db,
  idProfessional: number,
  deviceNumber: string,
): Promise<InstallableDevice | undefined> {
  return db
    .selectFrom('devices')
    .select(installableColumns)
    .where('device_number', '=', deviceNumber)
    .where('id_professional', '=', idProfessional)
    .executeTakeFirst();
}

export async function findDeviceById(
  db: Db,
  idProfessional: number,
  idDevice: number,
): Promise<InstallableDevice | undefined> {
  return db
    .selectFrom('devices')
    .select(installableColumns)
    .where('id_device', '=', idDevice)
    .where('id_professional', '=', idProfessional)
    .executeTakeFirst();
}

/**
 * Marks the device installed unless it already is. The condition is in the update itself, so of two
 * concurrent installations only one changes the row; returns whether this one did.
 */
export async function markDeviceInstalled(db: Db, idDevice: number, at: string): Promise<boolean> {
  const result = await db
    .updateTable('devices')
    .set({ installed_at: at })
    .where('id_device', '=', idDevice)
    .where('installed_at', 'is', null)
    .where('is_installable', '=', 1)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export async function findDeviceReferentialName(db: Db, id: number): Promise<string | undefined> {
  const row = await db
    .selectFrom('device_referentials')
    .select('name')
    .where('id_device_referential', '=', id)
    .executeTakeFirst();
  return row?.name;
}

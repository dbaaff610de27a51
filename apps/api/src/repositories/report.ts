import type { Db } from '../db/database.ts';
import { DEFAULT_TUNNEL_KEY } from './display-options.ts';

/** The installation as its handover report shows it: who, what, where; texts in `language`. */
export async function findReportInstallation(db: Db, idInstallation: number, language: string) {
  return (
    db
      .selectFrom('installations as i')
      .innerJoin('installers as inst', 'inst.id_installer', 'i.id_installer')
      .innerJoin('assets as a', 'a.id_asset', 'i.id_asset')
      .innerJoin('professionals as p', 'p.id_professional', 'a.id_professional')
      // A professional's tunnel, else the default one; none configured at all leaves the report unbranded.
      .leftJoin('display_options as o', (join) =>
        join.on((eb) => eb('o.key', '=', eb.fn.coalesce('p.display_option_key', eb.val(DEFAULT_TUNNEL_KEY)))),
      )
      .innerJoin('devices as d', 'd.id_device', 'i.id_device')
      .innerJoin('device_referentials as r', 'r.id_device_referential', 'd.id_device_referential')
      .innerJoin('asset_types as t', 't.id_referential', 'a.id_referential')
      .leftJoin('asset_type_texts as tt', (join) =>
        join.onRef('tt.id_referential', '=', 'a.id_referential').on('tt.language', '=', language),
      )
      .innerJoin('domiciles as dom', 'dom.id_domicile', 'a.id_domicile')
      .select([
        'i.id_installation',
        'i.created_at',
        'i.id_device',
        'inst.name as installer_name',
        'p.id_professional',
        'p.name as professional_name',
        'o.src_logo',
        'o.url_platform',
        'o.tunnel_installation_url',
        'o.primary_color',
        'o.src_favicon',
        'd.device_number',
        'd.value_type_device',
        'd.installed_at',
        'r.name as referential_name',
        'a.id_asset',
        'a.id_module',
        'a.name as asset_name',
        'a.description as asset_description',
        't.key as type_key',
        'tt.value as type_name',
        'dom.address_name',
        'dom.address',
        'dom.city',
        'dom.postal_code',
        'dom.country',
        'dom.latitude',
        'dom.longitude',
      ])
      .where('i.id_installation', '=', idInstallation)
      .executeTakeFirst()
  );
}

/** The device numbers and model names of devices an installation had. */
export async function findDeviceNames(
  db: Db,
  ids: number[],
): Promise<{ id_device: number; device_number: string; referential_name: string }[]> {
  if (ids.length === 0) return [];
  return db
    .selectFrom('devices as d')
    .innerJoin('device_referentials as r', 'r.id_device_referential', 'd.id_device_referential')
    .select(['d.id_device', 'd.device_number', 'r.name as referential_name'])
    .where('d.id_device', 'in', ids)
    .execute();
}

/** The liquid of a classic asset, named in `language` (its block is read by services/classic-blocks.ts). */
export async function findClassicLiquid(db: Db, idAsset: number, language: string): Promise<string | null> {
  const row = await db
    .selectFrom('asset_specifications as s')
    .leftJoin('liquid_texts as lt', (join) =>
      join.onRef('lt.id_asset_liquid', '=', 's.id_liquid_type').on('lt.language', '=', language),
    )
    .select('lt.name')
    .where('s.id_asset', '=', idAsset)
    .executeTakeFirst();
  return row?.name ?? null;
}

/** The model configurations of a module asset, each model's content named in `language`. */
export async function findModelConfigurations(db: Db, idAsset: number, language: string) {
  return db
    .selectFrom('asset_model_configurations as c')
    .leftJoin('liquid_texts as lt', (join) =>
      join.onRef('lt.id_asset_liquid', '=', 'c.id_asset_liquid').on('lt.language', '=', language),
    )
    .select(['c.id_asset_model', 'c.configuration', 'lt.name as liquid'])
    .where('c.id_asset', '=', idAsset)
    .orderBy('c.id_asset_model')
    .execute();
}

/** Which device an installation had, from when until when (until null: it still has it). */
export interface DevicePeriod {
  id_device: number;
  from: string;
  until: string | null;
}

/**
 * The photos taken of each device while it was on the installation's equipment, oldest first; with
 * `idPhoto`, that photo only if it is one of them. A device's photos from another installation (before it
 * came, after it left) are not this report's.
 */
export async function findPhotosOfPeriods(db: Db, periods: DevicePeriod[], idPhoto?: number) {
  return db
    .selectFrom('photos')
    .select(['id_photo', 'id_device', 'file_name', 'content_type', 'created_at'])
    .where((eb) =>
      eb.or(
        periods.map((period) =>
          eb.and([
            eb('id_device', '=', period.id_device),
            eb('created_at', '>=', period.from),
            ...(period.until === null ? [] : [eb('created_at', '<', period.until)]),
          ]),
        ),
      ),
    )
    .$if(idPhoto !== undefined, (qb) => qb.where('id_photo', '=', idPhoto as number))
    .orderBy('created_at')
    .orderBy('id_photo')
    .execute();
}

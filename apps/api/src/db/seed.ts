import { EQUIPMENT_KIND_KEYS } from '@installer/contracts';
import { hashPassword } from '../security/password.ts';
import { CONTENT_LANGUAGES, type ContentLanguage } from '@installer/contracts';
import type { Db } from './database.ts';
import {
  CLIENTS,
  DEMO_PASSWORD,
  DISPLAY_OPTIONS,
  INSTALLERS,
  OWN_DOMICILES,
  PROFESSIONALS,
  USER_CLIENTS,
} from './demo/accounts.ts';
import {
  ASSET_TYPE_IDS,
  BRANDS,
  CLASSIC_ASSET_TYPES,
  GENERIC_MODELS,
  LIQUIDS,
  LOCALISATION_TYPES,
  modelFigureColumns,
  moduleAssetTypeId,
} from './demo/catalogue.ts';
import { DEVICES, deviceDetailUrl, REFERENTIALS } from './demo/devices.ts';
import { DEMO_JOBS } from './demo/jobs.ts';
import { DEMO_MODULES, GNC_TANK_MODULE_ID } from './demo/modules.ts';
import type { StoredMetrics } from './json-columns.ts';

/** One row per content language. */
const perLanguage = <T>(row: (language: ContentLanguage) => T): T[] => CONTENT_LANGUAGES.map(row);

/**
 * Seeds the demo data of DESIGN §4 on a fresh database, in one transaction. A database that already
 * has a professional is left alone, so restarting the server never duplicates or resets anything.
 * Returns whether it seeded.
 */
export async function seedDemoData(db: Db): Promise<boolean> {
  const existing = await db.selectFrom('professionals').select('id_professional').limit(1).executeTakeFirst();
  if (existing) return false;

  const passwordHashes = await Promise.all(
    INSTALLERS.map((installer) => hashPassword(installer.password ?? DEMO_PASSWORD)),
  );
  const now = new Date().toISOString();

  await db.transaction().execute(async (trx) => {
    await trx.insertInto('display_options').values(DISPLAY_OPTIONS).execute();

    const professionalIds = { demo: 0, other: 0 };
    for (const key of ['demo', 'other'] as const) {
      const row = await trx
        .insertInto('professionals')
        .values(PROFESSIONALS[key])
        .returning('id_professional')
        .executeTakeFirstOrThrow();
      professionalIds[key] = row.id_professional;
    }

    await trx
      .insertInto('installers')
      .values(
        INSTALLERS.map((installer, index) => ({
          id_professional: professionalIds[installer.professional],
          email: installer.email.toLowerCase(),
          name: installer.name,
          password_hash: passwordHashes[index] ?? '',
          created_at: now,
          role: installer.role ?? 'installer',
        })),
      )
      .execute();

    for (const client of USER_CLIENTS) {
      const { id_user } = await trx
        .insertInto('user_clients')
        .values({
          id_professional: professionalIds[client.professional],
          email: client.email,
          first_name: client.first_name,
          last_name: client.last_name,
          status: client.status,
          created_at: now,
        })
        .returning('id_user')
        .executeTakeFirstOrThrow();
      for (const domicile of client.domiciles) {
        await trx
          .insertInto('domiciles')
          .values({
            ...domicile,
            id_professional: professionalIds[client.professional],
            id_user,
            created_at: now,
          })
          .execute();
      }
    }

    for (const { domiciles, professional, ...client } of CLIENTS) {
      const { id_client } = await trx
        .insertInto('clients')
        .values({ ...client, id_professional: professionalIds[professional], created_at: now })
        .returning('id_client')
        .executeTakeFirstOrThrow();
      for (const domicile of domiciles) {
        await trx
          .insertInto('domiciles')
          .values({ ...domicile, id_professional: professionalIds[professional], id_client, created_at: now })
          .execute();
      }
    }

    for (const { professional, domicile } of OWN_DOMICILES) {
      await trx
        .insertInto('domiciles')
        .values({ ...domicile, id_professional: professionalIds[professional], created_at: now })
        .execute();
    }

    await trx
      .insertInto('device_referentials')
      .values(REFERENTIALS.map((r) => ({ id_device_referential: r.id, name: r.name, notice: r.notice })))
      .execute();
    await trx
      .insertInto('device_referential_texts')
      .values(
        REFERENTIALS.flatMap((r) =>
          perLanguage((language) => ({
            id_device_referential: r.id,
            language,
            description: r.description[language],
            introduction: r.introduction?.[language] ?? null,
          })),
        ),
      )
      .execute();

    await trx
      .insertInto('devices')
      .values(
        DEVICES.map((device) => ({
          device_number: device.device_number,
          serial_number: device.serial_number,
          id_device_referential: device.referential,
          id_professional: professionalIds[device.professional],
          desk_version: device.desk_version,
          is_installable: device.is_installable ? 1 : 0,
          value_type_device: device.value_type_device,
          url_device_detail: deviceDetailUrl(device.device_number),
          installed_at: null,
          created_at: now,
        })),
      )
      .execute();

    await trx
      .insertInto('asset_generic_modules')
      .values(
        GENERIC_MODELS.map((m) => ({ id_asset_generic_module: m.id, form_inputs: JSON.stringify(m.inputs) })),
      )
      .execute();
    await trx
      .insertInto('asset_generic_module_texts')
      .values(
        GENERIC_MODELS.flatMap((m) =>
          perLanguage((language) => ({ id_asset_generic_module: m.id, language, name: m.name[language] })),
        ),
      )
      .execute();

    await trx
      .insertInto('modules')
      .values(
        DEMO_MODULES.map((m) => ({
          id_module: m.id,
          key: m.key,
          default_metrics_configuration: JSON.stringify({ metrics: m.metrics } satisfies StoredMetrics),
        })),
      )
      .execute();
    await trx
      .insertInto('module_texts')
      .values(
        DEMO_MODULES.flatMap((m) =>
          perLanguage((language) => ({ id_module: m.id, language, name: m.name[language] })),
        ),
      )
      .execute();
    const assetModels = DEMO_MODULES.flatMap((m) =>
      m.models.map((model, position) => ({ model, position, module: m })),
    );
    await trx
      .insertInto('module_asset_models')
      .values(
        assetModels.map(({ model, position, module }) => ({
          id_asset_model: model.id,
          id_module: module.id,
          position,
          path_model: model.path_model,
          form_inputs: JSON.stringify(model.inputs),
          tank_type: model.tank_type,
        })),
      )
      .execute();
    await trx
      .insertInto('module_asset_model_texts')
      .values(
        assetModels.flatMap(({ model }) =>
          perLanguage((language) => ({ id_asset_model: model.id, language, name: model.name[language] })),
        ),
      )
      .execute();

    const assetTypes = [
      ...CLASSIC_ASSET_TYPES.map((t) => ({ ...t, id_module: null })),
      ...DEMO_MODULES.map((m) => ({
        id: moduleAssetTypeId(m.id),
        key: m.key,
        value: m.name,
        description: m.description,
        id_module: m.id,
        id_asset_generic_module: null,
      })),
    ];
    await trx
      .insertInto('asset_types')
      .values(
        assetTypes.map((t, position) => ({
          id_referential: t.id,
          key: t.key,
          id_module: t.id_module,
          id_asset_generic_module: t.id_asset_generic_module,
          position,
        })),
      )
      .execute();
    await trx
      .insertInto('asset_type_texts')
      .values(
        assetTypes.flatMap((t) =>
          perLanguage((language) => ({
            id_referential: t.id,
            language,
            value: t.value[language],
            description: t.description[language],
          })),
        ),
      )
      .execute();
    // The demo professional installs everything; the other one tanks, silos and generic equipment.
    const otherTypes = new Set<number>([
      ...EQUIPMENT_KIND_KEYS.map((kind) => ASSET_TYPE_IDS[kind]),
      moduleAssetTypeId(GNC_TANK_MODULE_ID),
    ]);
    await trx
      .insertInto('professional_asset_types')
      .values([
        ...assetTypes.map((t) => ({ id_professional: professionalIds.demo, id_referential: t.id })),
        ...assetTypes
          .filter((t) => otherTypes.has(t.id))
          .map((t) => ({ id_professional: professionalIds.other, id_referential: t.id })),
      ])
      .execute();

    await trx
      .insertInto('liquids')
      .values(LIQUIDS.map((l) => ({ id_asset_liquid: l.id, code: l.code })))
      .execute();
    await trx
      .insertInto('liquid_texts')
      .values(
        LIQUIDS.flatMap((l) =>
          perLanguage((language) => ({ id_asset_liquid: l.id, language, name: l.name[language] })),
        ),
      )
      .execute();
    const liquidIds = new Map(LIQUIDS.map((l) => [l.code, l.id]));
    const liquidLinks = [
      ...LIQUIDS.flatMap((l) => l.types.map((type_key) => ({ id_asset_liquid: l.id, type_key }))),
      ...DEMO_MODULES.flatMap((m) =>
        m.liquids.map((code) => {
          const id = liquidIds.get(code);
          if (id === undefined) throw new Error(`demo module ${m.key} names unknown content ${code}`);
          return { id_asset_liquid: id, type_key: m.key };
        }),
      ),
    ];
    await trx.insertInto('liquid_asset_types').values(liquidLinks).execute();

    await trx
      .insertInto('localisation_types')
      .values(LOCALISATION_TYPES.map((t) => ({ id_referential: t.id, code: t.code })))
      .execute();
    await trx
      .insertInto('localisation_type_texts')
      .values(
        LOCALISATION_TYPES.flatMap((t) =>
          perLanguage((language) => ({ id_referential: t.id, language, value: t.value[language] })),
        ),
      )
      .execute();

    await trx
      .insertInto('brand_references')
      .values(BRANDS.map((b) => ({ id_brand_reference: b.id, type: b.type, name: b.name })))
      .execute();
    await trx
      .insertInto('model_references')
      .values(
        BRANDS.flatMap((b) =>
          b.models.map((m) => ({
            id_model_reference: m.id,
            id_brand_reference: b.id,
            trade_name: m.trade_name,
            ...modelFigureColumns(m),
          })),
        ),
      )
      .execute();

    await seedDemoJobs(trx, professionalIds.demo, now);
  });
  return true;
}

/** The demo office's jobs (demo/jobs.ts), dated from the seed's day. */
async function seedDemoJobs(db: Db, idProfessional: number, now: string): Promise<void> {
  for (const job of DEMO_JOBS) {
    const installer = await db
      .selectFrom('installers')
      .select('id_installer')
      .where('email', '=', job.installer)
      .executeTakeFirstOrThrow();
    const domicile = await db
      .selectFrom('domiciles')
      .innerJoin('user_clients', 'user_clients.id_user', 'domiciles.id_user')
      .select(['domiciles.id_domicile', 'domiciles.id_user'])
      .where('user_clients.email', '=', job.customer)
      .where('domiciles.address_name', '=', job.address)
      .executeTakeFirstOrThrow();
    const { id_job } = await db
      .insertInto('jobs')
      .values({
        id_professional: idProfessional,
        id_installer: installer.id_installer,
        id_user: domicile.id_user as number,
        id_domicile: domicile.id_domicile,
        type_key: job.type_key,
        id_brand_reference: null,
        id_model_reference: null,
        dimensions: null,
        device_count: job.device_count,
        scheduled_date: new Date(Date.parse(now) + job.day * 86_400_000).toISOString().slice(0, 10),
        window_start: job.window?.[0] ?? null,
        window_end: job.window?.[1] ?? null,
        notes: job.notes,
        status: 'planned',
        version: 1,
        not_doable_reason: null,
        not_doable_note: null,
        not_doable_at: null,
        not_doable_photo: null,
        not_doable_photo_type: null,
        created_at: now,
        updated_at: now,
      })
      .returning('id_job')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('job_devices')
      .values(job.device_numbers.map((device_number, rank) => ({ id_job, device_number, rank })))
      .execute();
  }
}

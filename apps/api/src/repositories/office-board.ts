import { type SqlBool, sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { emissionSinceInstallation } from './emission-since-installation.ts';

export interface OfficeInstallationFilter {
  idProfessional: number;
  /** Made at or after this instant (ISO). */
  fromAt: string;
  /** Made before this instant (ISO). */
  toAt: string;
  idInstaller: number | null;
  search: string | null;
  language: string;
  now: string;
  /** Keyset: only installations with a larger id (the export's cursor). */
  afterId: number | null;
  /** Only installations the office verified (the export). */
  verifiedOnly: boolean;
  limit: number | null;
}

function likeContaining(term: string): string {
  return `%${term.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * The professional's installations made in a period, each with what the office checks: device, customer,
 * address, equipment, the first and the last measurement since the device was installed (one seek each in
 * `emissions_device_received`), the review and who made it, and the latest report link still valid. ONE
 * query, in id order (oldest first).
 */
export function findOfficeInstallations(db: Db, filter: OfficeInstallationFilter) {
  const pattern = filter.search ? likeContaining(filter.search) : null;
  return db
    .selectFrom('installations as i')
    .innerJoin('installers as ins', 'ins.id_installer', 'i.id_installer')
    .innerJoin('devices as d', 'd.id_device', 'i.id_device')
    .innerJoin('assets as a', 'a.id_asset', 'i.id_asset')
    .innerJoin('domiciles as dom', 'dom.id_domicile', 'a.id_domicile')
    .innerJoin('asset_types as t', 't.id_referential', 'a.id_referential')
    .leftJoin('asset_type_texts as tt', (join) =>
      join.onRef('tt.id_referential', '=', 'a.id_referential').on('tt.language', '=', filter.language),
    )
    .leftJoin('user_clients as u', 'u.id_user', 'a.id_user')
    .leftJoin('clients as c', 'c.id_client', 'a.id_client')
    .leftJoin('installation_reviews as rv', 'rv.id_installation', 'i.id_installation')
    .leftJoin('installers as reviewer', 'reviewer.id_installer', 'rv.id_installer')
    .leftJoin('emissions as first', (join) =>
      join.on((eb) => eb('first.id_emission', '=', emissionSinceInstallation('first'))),
    )
    .leftJoin('emissions as last', (join) =>
      join.on((eb) => eb('last.id_emission', '=', emissionSinceInstallation('latest'))),
    )
    .select((eb) => [
      'i.id_installation',
      'i.id_job',
      'i.kind',
      'i.created_at',
      'i.latitude as site_latitude',
      'i.longitude as site_longitude',
      'i.id_installer',
      'ins.name as installer_name',
      'ins.email as installer_email',
      'd.id_device',
      'd.device_number',
      'd.installed_at',
      'a.name as asset_name',
      't.key as type_key',
      'tt.value as type_name',
      'dom.id_domicile',
      'dom.address_name',
      'dom.address',
      'dom.city',
      'dom.postal_code',
      'dom.latitude',
      'dom.longitude',
      'u.id_user',
      'u.email as user_email',
      'u.first_name',
      'u.last_name',
      'c.id_client',
      'c.company_name',
      'rv.state as review_state',
      'rv.comment as review_comment',
      'rv.at as review_at',
      'rv.id_installer as reviewer_id',
      'reviewer.name as reviewer_name',
      'first.received_at as first_emission_at',
      'first.data as first_emission_data',
      'last.received_at as last_emission_at',
      'last.data as last_emission_data',
      eb
        .selectFrom('report_links as rl')
        .select((inner) => inner.fn.max('rl.expires_at').as('expires'))
        .whereRef('rl.id_installation', '=', 'i.id_installation')
        .where('rl.revoked_at', 'is', null)
        .where('rl.expires_at', '>', filter.now)
        .as('report_link_expires_at'),
    ])
    .where('ins.id_professional', '=', filter.idProfessional)
    .where('i.created_at', '>=', filter.fromAt)
    .where('i.created_at', '<', filter.toAt)
    .$if(filter.idInstaller !== null, (qb) => qb.where('i.id_installer', '=', filter.idInstaller as number))
    .$if(filter.afterId !== null, (qb) => qb.where('i.id_installation', '>', filter.afterId as number))
    .$if(filter.verifiedOnly, (qb) => qb.where('rv.state', '=', 'verified'))
    .$if(pattern !== null, (qb) =>
      qb.where((eb) => {
        const contains = (column: Parameters<typeof sql>[1]) =>
          sql<SqlBool>`lower(${column}) like ${pattern} escape '\\'`;
        return eb.or([
          contains(sql`d.device_number`),
          contains(sql`u.email`),
          contains(sql`coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '')`),
          contains(sql`c.company_name`),
          contains(sql`dom.address_name`),
          contains(sql`dom.address`),
          contains(sql`dom.city`),
          contains(sql`a.name`),
        ]);
      }),
    )
    .orderBy('i.id_installation')
    .$if(filter.limit !== null, (qb) => qb.limit(filter.limit as number))
    .execute();
}
export type OfficeInstallationRow = Awaited<ReturnType<typeof findOfficeInstallations>>[number];

/** The photos of these devices taken since each was installed: ONE query. */
export function findPhotosOfDevices(db: Db, idDevices: readonly number[]) {
  if (idDevices.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('photos as p')
    .innerJoin('devices as d', 'd.id_device', 'p.id_device')
    .select(['p.id_photo', 'p.id_device'])
    .where('p.id_device', 'in', idDevices)
    .where((eb) =>
      eb.or([eb('d.installed_at', 'is', null), eb('p.created_at', '>=', eb.ref('d.installed_at'))]),
    )
    .orderBy('p.id_photo')
    .execute();
}

/** An installation of the professional (by its installer's), or undefined. */
export function findInstallationOfProfessional(db: Db, idProfessional: number, idInstallation: number) {
  return db
    .selectFrom('installations as i')
    .innerJoin('installers as ins', 'ins.id_installer', 'i.id_installer')
    .select('i.id_installation')
    .where('i.id_installation', '=', idInstallation)
    .where('ins.id_professional', '=', idProfessional)
    .executeTakeFirst();
}

/** Records the office's check, replacing the previous one. */
export async function saveReview(
  db: Db,
  review: {
    id_installation: number;
    state: 'verified' | 'flagged';
    comment: string | null;
    id_installer: number;
    at: string;
  },
): Promise<void> {
  await db
    .insertInto('installation_reviews')
    .values(review)
    .onConflict((oc) =>
      oc.column('id_installation').doUpdateSet({
        state: review.state,
        comment: review.comment,
        id_installer: review.id_installer,
        at: review.at,
      }),
    )
    .execute();
}

/** A photo of one of the professional's devices. */
export function findPhotoOfProfessional(db: Db, idProfessional: number, idPhoto: number) {
  return db
    .selectFrom('photos as p')
    .innerJoin('devices as d', 'd.id_device', 'p.id_device')
    .select(['p.id_device', 'p.file_name', 'p.content_type'])
    .where('p.id_photo', '=', idPhoto)
    .where('d.id_professional', '=', idProfessional)
    .executeTakeFirst();
}

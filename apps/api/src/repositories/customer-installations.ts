import type { Db } from '../db/database.ts';
import { emissionSinceInstallation } from './emission-since-installation.ts';
import { revokeReportLink } from './report-links.ts';

/**
 * The most installations one answer lists: a household or a farm has a few sensors; the bound keeps a
 * mistyped shared address (one e-mail for a whole company) from making an answer without end.
 */
const CUSTOMER_INSTALLATIONS_MAX = 500;

/**
 * The installations a customer's space shows (spec §6, docs/decisions/0021-customer-space.md): those whose
 * asset is for a user client of the account's e-mail, at any professional, unless that user client's address
 * is one the look-up calls taken (it cannot become a customer). An installation for a client company has no
 * user client (assets.id_user is null), so it is never among them.
 */
function ofCustomer(db: Db, email: string) {
  return db
    .selectFrom('installations as i')
    .innerJoin('assets as a', 'a.id_asset', 'i.id_asset')
    .innerJoin('user_clients as u', 'u.id_user', 'a.id_user')
    .where('u.email', '=', email)
    .where('u.status', '<>', 'taken')
    .where('a.id_client', 'is', null);
}

/**
 * The customer's installations, newest first, each with its current device, equipment, address, the device's
 * latest measurement since it was installed (one backward seek in `emissions_device_received`, as My
 * installations reads it) and the newest live link to its report.
 */
export function findCustomerInstallations(db: Db, email: string, language: string, now: string) {
  return ofCustomer(db, email)
    .innerJoin('devices as d', 'd.id_device', 'i.id_device')
    .innerJoin('domiciles as dom', 'dom.id_domicile', 'a.id_domicile')
    .innerJoin('asset_types as t', 't.id_referential', 'a.id_referential')
    .leftJoin('asset_type_texts as tt', (join) =>
      join.onRef('tt.id_referential', '=', 'a.id_referential').on('tt.language', '=', language),
    )
    .leftJoin('emissions as e', (join) =>
      join.on((eb) => eb('e.id_emission', '=', emissionSinceInstallation('latest'))),
    )
    .leftJoin('report_links as l', (join) =>
      join.on((eb) =>
        eb(
          'l.id_report_link',
          '=',
          eb
            .selectFrom('report_links as k')
            .select('k.id_report_link')
            .whereRef('k.id_installation', '=', 'i.id_installation')
            .where('k.revoked_at', 'is', null)
            .where('k.expires_at', '>', now)
            .orderBy('k.created_at', 'desc')
            .orderBy('k.id_report_link', 'desc')
            .limit(1),
        ),
      ),
    )
    .select([
      'i.id_installation',
      'i.created_at',
      'd.device_number',
      'a.name as asset_name',
      't.key as type_key',
      'tt.value as type_name',
      'dom.address_name',
      'dom.address',
      'e.emitted_at as latest_emitted_at',
      'e.data as latest_data',
      'l.id_report_link',
      'l.expires_at as report_expires_at',
    ])
    .orderBy('i.created_at', 'desc')
    .orderBy('i.id_installation', 'desc')
    .limit(CUSTOMER_INSTALLATIONS_MAX)
    .execute();
}

export type CustomerInstallationRow = Awaited<ReturnType<typeof findCustomerInstallations>>[number];

/** Whether the installation is one of the customer's (as the list says); false for anybody else's. */
export async function isCustomerInstallation(
  db: Db,
  email: string,
  idInstallation: number,
): Promise<boolean> {
  const row = await ofCustomer(db, email)
    .select('i.id_installation')
    .where('i.id_installation', '=', idInstallation)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Revokes a link to the report of one of the customer's installations, if it still works; whether the link
 * is theirs at all (revoked or expired already, it is still theirs: stopping it again changes nothing).
 */
export async function stopReportLinkOfCustomer(
  db: Db,
  email: string,
  idReportLink: number,
  now: string,
): Promise<boolean> {
  const link = await ofCustomer(db, email)
    .innerJoin('report_links as l', 'l.id_installation', 'i.id_installation')
    .select('l.id_report_link')
    .where('l.id_report_link', '=', idReportLink)
    .executeTakeFirst();
  if (!link) return false;
  await revokeReportLink(db, idReportLink, now);
  return true;
}

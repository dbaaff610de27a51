import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../db/database.ts';
import type { ReportLinksTable } from '../db/tables/after-visit.table.ts';

export type NewReportLink = Omit<Insertable<ReportLinksTable>, 'id_report_link' | 'revoked_at'>;

export async function insertReportLink(db: Db, link: NewReportLink): Promise<number> {
  const row = await db
    .insertInto('report_links')
    .values({ ...link, revoked_at: null })
    .returning('id_report_link')
    .executeTakeFirstOrThrow();
  return row.id_report_link;
}

/** A link no mail carried after all (the mail was refused): it never existed for anybody. */
export async function deleteReportLink(db: Db, idReportLink: number): Promise<void> {
  await db.deleteFrom('report_links').where('id_report_link', '=', idReportLink).execute();
}

export type ValidReportLink = Pick<
  Selectable<ReportLinksTable>,
  'id_report_link' | 'id_installation' | 'locale' | 'expires_at'
>;

/** The link of a token hash that is neither revoked nor expired at `now`: one seek in its unique index. */
export async function findValidReportLink(
  db: Db,
  tokenHash: string,
  now: string,
): Promise<ValidReportLink | undefined> {
  return db
    .selectFrom('report_links')
    .select(['id_report_link', 'id_installation', 'locale', 'expires_at'])
    .where('token_hash', '=', tokenHash)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
}

/** Revokes every link of the installation still in force; their count. */
export async function revokeReportLinksOf(db: Db, idInstallation: number, now: string): Promise<number> {
  const result = await db
    .updateTable('report_links')
    .set({ revoked_at: now })
    .where('id_installation', '=', idInstallation)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Revokes one link, if it is still in force (the customer's "Stop the link": docs/decisions/0021). */
export async function revokeReportLink(db: Db, idReportLink: number, now: string): Promise<void> {
  await db
    .updateTable('report_links')
    .set({ revoked_at: now })
    .where('id_report_link', '=', idReportLink)
    .where('revoked_at', 'is', null)
    .execute();
}

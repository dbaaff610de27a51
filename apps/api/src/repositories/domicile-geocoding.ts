import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../db/database.ts';
import type { DomicileGeocodingTable } from '../db/tables/customers.table.ts';

export type DomicileGeocodingRow = Selectable<DomicileGeocodingTable>;

export async function insertDomicileGeocoding(
  db: Db,
  row: Insertable<DomicileGeocodingTable>,
): Promise<void> {
  await db.insertInto('domicile_geocoding').values(row).execute();
}

/** The geocoding of a domicile, whatever its state; undefined when there is none (the address is complete). */
export async function findDomicileGeocoding(
  db: Db,
  idDomicile: number,
): Promise<DomicileGeocodingRow | undefined> {
  return db
    .selectFrom('domicile_geocoding')
    .selectAll()
    .where('id_domicile', '=', idDomicile)
    .executeTakeFirst();
}

export interface Claim {
  /** A random value of this run: the rows it holds say so. */
  claim: string;
  now: string;
  /** Until when the rows are this run's; past it another run may take them over. */
  until: string;
  limit: number;
}

/**
 * Claims up to `limit` addresses due for another look-up (pending, due, and nobody's or their claim run out)
 * for this run, and answers them. The update re-checks the claim on the rows it locks: on PostgreSQL a second
 * instance claiming the same rows at the same moment waits for the first's update, then finds them claimed
 * and takes none; SQLite has one writer at a time. So one address is worked on by one instance at a time.
 */
export async function claimDueGeocodings(db: Db, claim: Claim): Promise<DomicileGeocodingRow[]> {
  await db
    .updateTable('domicile_geocoding')
    .set((eb) => ({
      claim: claim.claim,
      claimed_until: claim.until,
      attempts: eb('attempts', '+', 1),
    }))
    .where('id_domicile', 'in', (eb) =>
      eb
        .selectFrom('domicile_geocoding as due')
        .select('due.id_domicile')
        .where('due.state', '=', 'pending')
        .where('due.next_attempt_at', '<=', claim.now)
        .where((inner) =>
          inner.or([inner('due.claimed_until', 'is', null), inner('due.claimed_until', '<=', claim.now)]),
        )
        .orderBy('due.next_attempt_at')
        .limit(claim.limit),
    )
    .where('state', '=', 'pending')
    .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<=', claim.now)]))
    .execute();
  return db
    .selectFrom('domicile_geocoding')
    .selectAll()
    .where('claim', '=', claim.claim)
    .orderBy('next_attempt_at')
    .execute();
}

/** Gives a claimed address back, to be tried again at `nextAttemptAt`; false if the claim was lost. */
export async function postponeGeocoding(
  db: Db,
  idDomicile: number,
  claim: string,
  nextAttemptAt: string,
): Promise<boolean> {
  const result = await db
    .updateTable('domicile_geocoding')
    .set({ next_attempt_at: nextAttemptAt, claim: null, claimed_until: null })
    .where('id_domicile', '=', idDomicile)
    .where('claim', '=', claim)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/**
 * Ends a claimed address's look-up: done (`to_correct` null, the row goes) or flagged for the installer.
 * False when the claim was lost meanwhile (taken over, or the installer corrected the address): the caller
 * then writes nothing.
 */
export async function settleGeocoding(
  db: Db,
  idDomicile: number,
  claim: string,
  toCorrect: 'not_precise' | 'not_found' | null,
): Promise<boolean> {
  if (toCorrect === null) {
    const deleted = await db
      .deleteFrom('domicile_geocoding')
      .where('id_domicile', '=', idDomicile)
      .where('claim', '=', claim)
      .executeTakeFirst();
    return deleted.numDeletedRows > 0n;
  }
  const updated = await db
    .updateTable('domicile_geocoding')
    .set({ state: toCorrect, claim: null, claimed_until: null })
    .where('id_domicile', '=', idDomicile)
    .where('claim', '=', claim)
    .executeTakeFirst();
  return updated.numUpdatedRows > 0n;
}

/** The installer corrected the address: nothing left to look up or to correct. */
export async function deleteDomicileGeocoding(db: Db, idDomicile: number): Promise<void> {
  await db.deleteFrom('domicile_geocoding').where('id_domicile', '=', idDomicile).execute();
}

/** The domicile of an installation made by an installer of the professional, with its geocoding state. */
export async function findInstallationDomicile(db: Db, idProfessional: number, idInstallation: number) {
  return db
    .selectFrom('installations as i')
    .innerJoin('installers as inst', 'inst.id_installer', 'i.id_installer')
    .innerJoin('assets as a', 'a.id_asset', 'i.id_asset')
    .innerJoin('domiciles as dom', 'dom.id_domicile', 'a.id_domicile')
    .select(['dom.id_domicile', 'dom.address_name', 'dom.geocoding'])
    .where('i.id_installation', '=', idInstallation)
    .where('inst.id_professional', '=', idProfessional)
    .executeTakeFirst();
}

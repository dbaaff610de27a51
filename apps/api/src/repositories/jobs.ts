import { type Insertable, type RawBuilder, type SqlBool, sql } from 'kysely';
import type { Db } from '../db/database.ts';
import type { JobsTable } from '../db/tables/office.table.ts';
import { emissionSinceInstallation } from './emission-since-installation.ts';

export type NewJob = Omit<Insertable<JobsTable>, 'id_job'>;
export type JobChange = Pick<
  NewJob,
  | 'id_installer'
  | 'id_user'
  | 'id_domicile'
  | 'type_key'
  | 'id_brand_reference'
  | 'id_model_reference'
  | 'dimensions'
  | 'equipment_name'
  | 'id_liquid_type'
  | 'id_localisation_type'
  | 'monitoring_type'
  | 'device_count'
  | 'scheduled_date'
  | 'window_start'
  | 'window_end'
  | 'notes'
>;

async function insertDevices(db: Db, idJob: number, deviceNumbers: readonly string[]): Promise<void> {
  if (deviceNumbers.length === 0) return;
  await db
    .insertInto('job_devices')
    .values(deviceNumbers.map((device_number, rank) => ({ id_job: idJob, device_number, rank })))
    .execute();
}

export async function insertJob(db: Db, job: NewJob, deviceNumbers: readonly string[]): Promise<number> {
  const { id_job } = await db.insertInto('jobs').values(job).returning('id_job').executeTakeFirstOrThrow();
  await insertDevices(db, id_job, deviceNumbers);
  return id_job;
}

/**
 * Replaces a planned job's fields and devices if it is still at `version` (optimistic concurrency): false
 * when another change came first, or the job is no longer planned.
 */
export async function updateJobAt(
  db: Db,
  idJob: number,
  version: number,
  change: JobChange,
  deviceNumbers: readonly string[],
  now: string,
): Promise<boolean> {
  const updated = await db
    .updateTable('jobs')
    .set({ ...change, version: version + 1, updated_at: now })
    .where('id_job', '=', idJob)
    .where('version', '=', version)
    .where('status', '=', 'planned')
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) !== 1) return false;
  await db.deleteFrom('job_devices').where('id_job', '=', idJob).execute();
  await insertDevices(db, idJob, deviceNumbers);
  return true;
}

/** Cancels a job that is not cancelled yet: false when it already was. */
export async function cancelJobRow(db: Db, idJob: number, now: string): Promise<boolean> {
  const updated = await db
    .updateTable('jobs')
    .set((eb) => ({ status: 'cancelled', version: eb('version', '+', 1), updated_at: now }))
    .where('id_job', '=', idJob)
    .where('status', '!=', 'cancelled')
    .executeTakeFirst();
  return Number(updated.numUpdatedRows) === 1;
}

export interface NotDoableReport {
  reason: string;
  note: string;
  photoKey: string | null;
  photoType: string | null;
}

/** Records the installer's not-doable report on a planned job: false when it is no longer planned. */
export async function markJobNotDoable(
  db: Db,
  idJob: number,
  report: NotDoableReport,
  now: string,
): Promise<boolean> {
  const updated = await db
    .updateTable('jobs')
    .set((eb) => ({
      status: 'not_doable',
      not_doable_reason: report.reason,
      not_doable_note: report.note,
      not_doable_photo: report.photoKey,
      not_doable_photo_type: report.photoType,
      not_doable_at: now,
      version: eb('version', '+', 1),
      updated_at: now,
    }))
    .where('id_job', '=', idJob)
    .where('status', '=', 'planned')
    .executeTakeFirst();
  return Number(updated.numUpdatedRows) === 1;
}

/** A job's owner and status: who may see it (its professional) and act on it (its assigned account). */
export async function findJobHead(db: Db, idJob: number) {
  return db
    .selectFrom('jobs')
    .select([
      'id_job',
      'id_professional',
      'id_installer',
      'status',
      'version',
      'not_doable_photo',
      'not_doable_photo_type',
    ])
    .where('id_job', '=', idJob)
    .executeTakeFirst();
}

/** `%term%` matching literally (the escape character is the backslash). */
function likeContaining(term: string): string {
  return `%${term.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export interface JobFilter {
  idProfessional: number;
  /** Scheduled on or after this day (YYYY-MM-DD). */
  from: string;
  /** Scheduled on or before this day; null: no end. */
  to: string | null;
  /** Assigned to this account only. */
  idInstaller: number | null;
  /** Leave cancelled jobs out (My jobs). */
  withoutCancelled: boolean;
  /** A job id: that job only. */
  idJob: number | null;
  search: string | null;
  language: string;
}

/** The jobs of a filter with their customer, address, assigned account and asset type name: ONE query. */
export function findJobRows(db: Db, filter: JobFilter) {
  const pattern = filter.search ? likeContaining(filter.search) : null;
  return (
    db
      .selectFrom('jobs as j')
      .innerJoin('user_clients as u', 'u.id_user', 'j.id_user')
      .innerJoin('domiciles as dom', 'dom.id_domicile', 'j.id_domicile')
      .innerJoin('installers as ins', 'ins.id_installer', 'j.id_installer')
      .leftJoin('asset_types as t', 't.key', 'j.type_key')
      .leftJoin('asset_type_texts as tt', (join) =>
        join.onRef('tt.id_referential', '=', 't.id_referential').on('tt.language', '=', filter.language),
      )
      .selectAll('j')
      .select([
        'u.email as customer_email',
        'u.first_name as customer_first_name',
        'u.last_name as customer_last_name',
        'dom.address_name',
        'dom.address',
        'dom.city',
        'dom.postal_code',
        'dom.latitude',
        'dom.longitude',
        'ins.name as installer_name',
        'ins.email as installer_email',
        'tt.value as type_name',
      ])
      .where('j.id_professional', '=', filter.idProfessional)
      .where('j.scheduled_date', '>=', filter.from)
      .$if(filter.to !== null, (qb) => qb.where('j.scheduled_date', '<=', filter.to as string))
      .$if(filter.idInstaller !== null, (qb) => qb.where('j.id_installer', '=', filter.idInstaller as number))
      .$if(filter.withoutCancelled, (qb) => qb.where('j.status', '!=', 'cancelled'))
      .$if(filter.idJob !== null, (qb) => qb.where('j.id_job', '=', filter.idJob as number))
      .$if(pattern !== null, (qb) =>
        qb.where((eb) => {
          const contains = (column: RawBuilder<unknown>) =>
            sql<SqlBool>`lower(${column}) like ${pattern} escape '\\'`;
          return eb.or([
            contains(sql`u.email`),
            contains(sql`coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '')`),
            contains(sql`dom.address_name`),
            contains(sql`dom.address`),
            contains(sql`dom.city`),
            contains(sql`j.notes`),
            eb.exists(
              eb
                .selectFrom('job_devices as jd')
                .select('jd.id_job')
                .whereRef('jd.id_job', '=', 'j.id_job')
                .where(sql<SqlBool>`lower(jd.device_number) like ${pattern} escape '\\'`),
            ),
          ]);
        }),
      )
      .orderBy('j.scheduled_date')
      // Jobs with a time window first, by its start: the same order on both databases (PostgreSQL puts
      // nulls last in an ascending order, SQLite first).
      .orderBy(sql`j.window_start is null`)
      .orderBy('j.window_start')
      .orderBy('j.id_job')
      .execute()
  );
}
export type JobRow = Awaited<ReturnType<typeof findJobRows>>[number];

/** The listed devices of these jobs, in their order: ONE query. */
export function findJobDevices(db: Db, idJobs: readonly number[]) {
  if (idJobs.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('job_devices')
    .select(['id_job', 'device_number'])
    .where('id_job', 'in', idJobs)
    .orderBy('id_job')
    .orderBy('rank')
    .execute();
}

/**
 * The installations made for these jobs with their current device and its last measurement since it was
 * installed (one backward seek in `emissions_device_received` each): ONE query.
 */
export function findJobInstallations(db: Db, idJobs: readonly number[]) {
  if (idJobs.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('installations as i')
    .innerJoin('devices as d', 'd.id_device', 'i.id_device')
    .leftJoin('emissions as e', (join) =>
      join.on((eb) => eb('e.id_emission', '=', emissionSinceInstallation('latest'))),
    )
    .select([
      'i.id_installation',
      'i.id_job',
      'i.created_at',
      'd.device_number',
      'd.installed_at',
      'e.received_at as last_emission_at',
    ])
    .where('i.id_job', 'in', idJobs)
    .orderBy('i.id_installation')
    .execute();
}
export type JobInstallationRow = Awaited<ReturnType<typeof findJobInstallations>>[number];

/** The professional's accounts, for assignment. */
export function listAccounts(db: Db, idProfessional: number) {
  return db
    .selectFrom('installers')
    .select(['id_installer', 'name', 'email', 'role'])
    .where('id_professional', '=', idProfessional)
    .orderBy('name')
    .orderBy('id_installer')
    .execute();
}

export function findAccountOfProfessional(db: Db, idProfessional: number, idInstaller: number) {
  return db
    .selectFrom('installers')
    .select(['id_installer'])
    .where('id_professional', '=', idProfessional)
    .where('id_installer', '=', idInstaller)
    .executeTakeFirst();
}

import { randomBytes } from 'node:crypto';
import {
  installationState,
  type Job,
  type JobInput,
  type JobList,
  type JobState,
  jobState,
  type NotDoableBody,
  type NotDoableReason,
} from '@installer/contracts';
import { AppError, notFound } from '../answers/app-error.ts';
import type { Db } from '../db/database.ts';
import type { SessionInstaller } from '../repositories/auth.ts';
import { addressOfPlace, findDomicileOwner, insertDomicile } from '../repositories/domiciles.ts';
import {
  cancelJobRow,
  findAccountOfProfessional,
  findJobDevices,
  findJobHead,
  findJobInstallations,
  findJobRows,
  insertJob,
  type JobChange,
  type JobFilter,
  type JobInstallationRow,
  type JobRow,
  markJobNotDoable,
  updateJobAt,
} from '../repositories/jobs.ts';
import { isLiquidOfType } from '../repositories/liquids.ts';
import { localisationTypeExists } from '../repositories/localisation-types.ts';
import { findUserClientById } from '../repositories/user-clients.ts';
import type { PhotoStore } from '../storage/photo-store.ts';
import { idempotently } from './idempotency.ts';
import { PhotoDecoder } from './photo-decoding.ts';
import { userClientOfEmail } from './user-client-lookup.ts';
import { Issues } from './validation-issues.ts';

/** The server's day, YYYY-MM-DD (UTC): "today" of My jobs and of the office's default range. */
export const today = (now = Date.now()): string => new Date(now).toISOString().slice(0, 10);

export const jobNotFound = () => notFound('not_found', 'No such job');
const staleVersion = () =>
  new AppError(409, 'stale_version', 'The job was changed since it was read: read it again');
const jobClosed = (status: string) =>
  new AppError(409, 'job_closed', `The job is ${status.replace('_', ' ')}`, { status });

/** A job as the contracts give it, its state derived at `now` (contracts rules/job-state.ts). */
function jobOf(
  row: JobRow,
  listed: readonly string[],
  installations: readonly JobInstallationRow[],
  now: number,
  silentAfterHours: number,
): Job {
  const made = installations.map((installation) => {
    const installedAt = installation.installed_at ?? installation.created_at;
    return {
      device_number: installation.device_number,
      installation: {
        id_installation: installation.id_installation,
        installed_at: installedAt,
        state: installationState({
          installedAt,
          lastEmissionAt: installation.last_emission_at,
          now,
          silentAfterHours,
        }),
        last_emission_at: installation.last_emission_at,
      },
    };
  });
  const byNumber = new Map(made.map((m) => [m.device_number, m.installation]));
  const listedSet = new Set(listed);
  const devices = [
    ...listed.map((device_number) => ({
      device_number,
      listed: true,
      installation: byNumber.get(device_number) ?? null,
    })),
    ...made.filter((m) => !listedSet.has(m.device_number)).map((m) => ({ ...m, listed: false })),
  ];
  const expected = listed.length + row.device_count;
  return {
    id_job: row.id_job,
    version: row.version,
    status: row.status,
    state: jobState({
      status: row.status,
      expectedDevices: expected,
      installations: made.map((m) => ({
        installedAt: m.installation.installed_at,
        lastEmissionAt: m.installation.last_emission_at,
      })),
      now,
      silentAfterHours,
    }),
    scheduled_date: row.scheduled_date,
    window_start: row.window_start,
    window_end: row.window_end,
    notes: row.notes,
    customer: {
      id_user: row.id_user,
      email: row.customer_email,
      first_name: row.customer_first_name,
      last_name: row.customer_last_name,
    },
    address: {
      id_domicile: row.id_domicile,
      address_name: row.address_name,
      address: row.address,
      city: row.city,
      postal_code: row.postal_code,
      latitude: row.latitude,
      longitude: row.longitude,
    },
    equipment: {
      type_key: row.type_key,
      type_name: row.type_name ?? null,
      id_brand_reference: row.id_brand_reference,
      id_model_reference: row.id_model_reference,
      dimensions: row.dimensions === null ? null : (JSON.parse(row.dimensions) as Record<string, number>),
      name: row.equipment_name,
      id_liquid_type: row.id_liquid_type,
      id_localisation_type: row.id_localisation_type,
      monitoring_type: row.monitoring_type,
    },
    devices,
    device_count: row.device_count,
    expected_devices: Math.max(expected, 1),
    installer: { id_installer: row.id_installer, name: row.installer_name, email: row.installer_email },
    not_doable:
      row.status === 'not_doable' && row.not_doable_at !== null
        ? {
            reason: row.not_doable_reason as NotDoableReason,
            note: row.not_doable_note ?? '',
            at: row.not_doable_at,
            photo_url: row.not_doable_photo === null ? null : `/api/v1/office/jobs/${row.id_job}/photo`,
          }
        : null,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

function groupBy<T>(items: readonly T[], keyOf: (item: T) => number): Map<number, T[]> {
  const groups = new Map<number, T[]>();
  for (const item of items) {
    const key = keyOf(item);
    const group = groups.get(key);
    if (group) group.push(item);
    else groups.set(key, [item]);
  }
  return groups;
}

/**
 * The jobs of a filter with their devices and installations: three queries whatever their number (the
 * jobs, their listed devices, their installations with each last measurement), never one per job.
 */
export async function loadJobs(
  db: Db,
  filter: JobFilter,
  silentAfterHours: number,
  state: JobState | null = null,
  now = Date.now(),
): Promise<Job[]> {
  const rows = await findJobRows(db, filter);
  const ids = rows.map((row) => row.id_job);
  const [devices, installations] = await Promise.all([
    findJobDevices(db, ids),
    findJobInstallations(db, ids),
  ]);
  const listedOf = groupBy(devices, (device) => device.id_job);
  const madeOf = groupBy(installations, (installation) => installation.id_job as number);
  const jobs = rows.map((row) =>
    jobOf(
      row,
      (listedOf.get(row.id_job) ?? []).map((device) => device.device_number),
      madeOf.get(row.id_job) ?? [],
      now,
      silentAfterHours,
    ),
  );
  return state === null ? jobs : jobs.filter((job) => job.state === state);
}

export const jobListOf = (items: Job[], silentAfterHours: number, now: number): JobList => ({
  items,
  as_of: new Date(now).toISOString(),
  silent_after_hours: silentAfterHours,
});

/** One job of the professional, as the office reads it after a change. */
async function oneJob(db: Db, idProfessional: number, idJob: number, silentAfterHours: number): Promise<Job> {
  const [job] = await loadJobs(
    db,
    {
      idProfessional,
      from: '0000-01-01',
      to: null,
      idInstaller: null,
      withoutCancelled: false,
      idJob,
      search: null,
      language: 'en',
    },
    silentAfterHours,
  );
  if (!job) throw jobNotFound();
  return job;
}

/** The asset type key is one the professional offers (spec §3 professional asset types). */
async function offersTypeKey(db: Db, idProfessional: number, key: string): Promise<boolean> {
  const row = await db
    .selectFrom('professional_asset_types as pat')
    .innerJoin('asset_types as t', 't.id_referential', 'pat.id_referential')
    .select('t.key')
    .where('pat.id_professional', '=', idProfessional)
    .where('t.key', '=', key)
    .executeTakeFirst();
  return row !== undefined;
}

async function brandAndModelIssues(db: Db, input: JobInput['equipment'], issues: Issues): Promise<void> {
  const { id_brand_reference: brand, id_model_reference: model } = input;
  if (brand !== null) {
    const found = await db
      .selectFrom('brand_references')
      .select('id_brand_reference')
      .where('id_brand_reference', '=', brand)
      .executeTakeFirst();
    if (!found) issues.add('equipment.id_brand_reference', 'unknown brand');
  }
  if (model !== null) {
    const found = await db
      .selectFrom('model_references')
      .select('id_brand_reference')
      .where('id_model_reference', '=', model)
      .executeTakeFirst();
    if (!found) issues.add('equipment.id_model_reference', 'unknown model');
    else if (brand === null || found.id_brand_reference !== brand) {
      issues.add('equipment.id_model_reference', 'a model of the brand');
    }
  }
}

/** The content is one of the asset type's liquids (spec §7), the localisation type one of the list. */
async function specificationIssues(db: Db, input: JobInput['equipment'], issues: Issues): Promise<void> {
  if (input.id_liquid_type !== null && !(await isLiquidOfType(db, input.id_liquid_type, input.type_key))) {
    issues.add('equipment.id_liquid_type', `not a content of asset type ${input.type_key}`);
  }
  if (
    input.id_localisation_type !== null &&
    !(await localisationTypeExists(db, input.id_localisation_type))
  ) {
    issues.add('equipment.id_localisation_type', 'unknown localisation type');
  }
}

/**
 * The job's references checked against the professional's data and written where new (the customer made
 * from an e-mail and names, the new address), inside the caller's transaction. Another professional's
 * customer, domicile or account is 404 (DESIGN §3); a type, brand or model that does not fit is 400.
 */
export async function resolveJobInput(
  db: Db,
  idProfessional: number,
  input: JobInput,
  now: string,
): Promise<JobChange> {
  const issues = new Issues();
  if (!(await offersTypeKey(db, idProfessional, input.equipment.type_key))) {
    issues.add('equipment.type_key', 'an asset type the professional installs');
  }
  await brandAndModelIssues(db, input.equipment, issues);
  await specificationIssues(db, input.equipment, issues);
  issues.throwIfAny();
  if (!(await findAccountOfProfessional(db, idProfessional, input.id_installer))) {
    throw notFound('not_found', 'No such account');
  }
  const idUser = await customerOf(db, idProfessional, input.customer, now);
  const idDomicile = await domicileOf(db, idProfessional, idUser, input.address, now);
  return {
    id_installer: input.id_installer,
    id_user: idUser,
    id_domicile: idDomicile,
    type_key: input.equipment.type_key,
    id_brand_reference: input.equipment.id_brand_reference,
    id_model_reference: input.equipment.id_model_reference,
    dimensions: input.equipment.dimensions === null ? null : JSON.stringify(input.equipment.dimensions),
    equipment_name: input.equipment.name,
    id_liquid_type: input.equipment.id_liquid_type,
    id_localisation_type: input.equipment.id_localisation_type,
    monitoring_type: input.equipment.monitoring_type,
    device_count: input.device_count,
    scheduled_date: input.scheduled_date,
    window_start: input.window_start,
    window_end: input.window_end,
    notes: input.notes,
  };
}

/** The customer: the professional's by id, or by e-mail (found, or made from the names; 410 if taken). */
async function customerOf(
  db: Db,
  idProfessional: number,
  customer: JobInput['customer'],
  now: string,
): Promise<number> {
  if ('id_user' in customer) {
    const found = await findUserClientById(db, idProfessional, customer.id_user);
    if (!found) throw notFound('client_not_found', 'No such customer');
    // spec §4: an address taken by an account that cannot become a customer, whichever way it is named.
    if (found.status === 'taken') {
      throw new AppError(410, 'email_taken', 'This e-mail is already used by another account');
    }
    return found.id_user;
  }
  const found = await userClientOfEmail(db, idProfessional, customer.email);
  if (found) return found.id_user;
  // Not registered yet: the invitation (spec §4) finishes the account; until then it is incomplete.
  const { id_user } = await db
    .insertInto('user_clients')
    .values({
      id_professional: idProfessional,
      // Stored lower-case, as every look-up reads it (repositories/user-clients.ts).
      email: customer.email.toLowerCase(),
      first_name: customer.first_name,
      last_name: customer.last_name,
      status: 'incomplete',
      created_at: now,
    })
    .returning('id_user')
    .executeTakeFirstOrThrow();
  return id_user;
}

/** The address: one of the customer's domiciles, or a new one for them (spec §3 New domicile). */
async function domicileOf(
  db: Db,
  idProfessional: number,
  idUser: number,
  address: JobInput['address'],
  now: string,
): Promise<number> {
  if ('id_domicile' in address) {
    const owner = await findDomicileOwner(db, address.id_domicile);
    if (!owner || owner.id_professional !== idProfessional || owner.id_user !== idUser) {
      throw notFound('not_found', 'No such address for this customer');
    }
    return owner.id_domicile;
  }
  return insertDomicile(
    db,
    { id_professional: idProfessional, id_user: idUser, id_client: null },
    address.address_name,
    addressOfPlace(address.new_domicile),
    now,
  );
}

export async function createJob(
  db: Db,
  office: SessionInstaller,
  input: JobInput,
  silentAfterHours: number,
): Promise<Job> {
  const idJob = await db.transaction().execute(async (trx) => {
    const now = new Date().toISOString();
    const change = await resolveJobInput(trx, office.id_professional, input, now);
    return insertJob(
      trx,
      {
        ...change,
        id_professional: office.id_professional,
        status: 'planned',
        version: 1,
        not_doable_reason: null,
        not_doable_note: null,
        not_doable_at: null,
        not_doable_photo: null,
        not_doable_photo_type: null,
        created_at: now,
        updated_at: now,
      },
      input.device_numbers,
    );
  });
  return oneJob(db, office.id_professional, idJob, silentAfterHours);
}

/** The job, if it is the professional's: another's answers 404 as an unknown one. */
async function headOf(db: Db, idProfessional: number, idJob: number) {
  const head = await findJobHead(db, idJob);
  if (!head || head.id_professional !== idProfessional) throw jobNotFound();
  return head;
}

/** An edit of a planned job at the version it was read at: 409 stale_version when it changed since. */
export async function updateJob(
  db: Db,
  office: SessionInstaller,
  idJob: number,
  input: JobInput & { version: number },
  silentAfterHours: number,
): Promise<Job> {
  const head = await headOf(db, office.id_professional, idJob);
  if (head.status !== 'planned') throw jobClosed(head.status);
  if (head.version !== input.version) throw staleVersion();
  await db.transaction().execute(async (trx) => {
    const now = new Date().toISOString();
    const change = await resolveJobInput(trx, office.id_professional, input, now);
    // Checked again where it is written: an edit that lands between the read and here wins.
    if (!(await updateJobAt(trx, idJob, input.version, change, input.device_numbers, now))) {
      throw staleVersion();
    }
  });
  return oneJob(db, office.id_professional, idJob, silentAfterHours);
}

export async function cancelJob(
  db: Db,
  office: SessionInstaller,
  idJob: number,
  silentAfterHours: number,
): Promise<Job> {
  await headOf(db, office.id_professional, idJob);
  await cancelJobRow(db, idJob, new Date().toISOString());
  return oneJob(db, office.id_professional, idJob, silentAfterHours);
}

/** My jobs: the account's jobs from today on, not cancelled, today first. */
export async function myJobs(
  db: Db,
  installer: SessionInstaller,
  language: string,
  silentAfterHours: number,
): Promise<JobList> {
  const now = Date.now();
  const items = await loadJobs(
    db,
    {
      idProfessional: installer.id_professional,
      from: today(now),
      to: null,
      idInstaller: installer.id_installer,
      withoutCancelled: true,
      idJob: null,
      search: null,
      language,
    },
    silentAfterHours,
    null,
    now,
  );
  return jobListOf(items, silentAfterHours, now);
}

/**
 * The job an installation names (POST /installation/device `id_job`): the installer's own planned job,
 * else 404 as an unknown one.
 */
export async function assertOwnPlannedJob(db: Db, installer: SessionInstaller, idJob: number): Promise<void> {
  const head = await findJobHead(db, idJob);
  if (!head || head.id_installer !== installer.id_installer || head.status !== 'planned') {
    throw jobNotFound();
  }
}

export interface NotDoableInput {
  installer: SessionInstaller;
  idJob: number;
  body: NotDoableBody;
  idempotencyKey: string | null;
}

/**
 * The installer reports the job not doable on site. Only its assigned account (else 404); a cancelled job
 * is 409 job_closed; one already reported not doable answers as it is. The photo is checked by its content
 * like an installation photo (services/photo-decoding.ts). DESIGN §3 Idempotency-Key: the key is claimed
 * before the photo is stored, so the outbox's resend acts once.
 */
export async function reportNotDoable(
  db: Db,
  store: PhotoStore,
  { installer, idJob, body, idempotencyKey }: NotDoableInput,
  silentAfterHours: number,
): Promise<Job> {
  const head = await findJobHead(db, idJob);
  if (!head || head.id_installer !== installer.id_installer) throw jobNotFound();
  if (head.status === 'cancelled') throw jobClosed(head.status);
  let photo = null;
  if (body.photo !== undefined) {
    const decoder = new PhotoDecoder(null, null);
    decoder.feed(body.photo);
    photo = decoder.end();
  }
  const request = { id_job: idJob, reason: body.reason, note: body.note, picture: photo?.digest ?? null };
  await idempotently<{ id_job: number }>(
    { db, idInstaller: installer.id_installer, key: idempotencyKey, request },
    async () => {
      if (head.status !== 'planned') return { id_job: idJob };
      let key: string | null = null;
      if (photo) {
        key = `jobs/${idJob}/${randomBytes(16).toString('hex')}${photo.extension}`;
        await store.put(key, photo.bytes, photo.contentType);
      }
      const report = {
        reason: body.reason,
        note: body.note,
        photoKey: key,
        photoType: photo?.contentType ?? null,
      };
      const marked = await markJobNotDoable(db, idJob, report, new Date().toISOString());
      if (!marked) {
        if (key) await store.delete(key).catch(() => undefined);
        const now = await findJobHead(db, idJob);
        if (now?.status === 'cancelled') throw jobClosed(now.status);
      }
      return { id_job: idJob };
    },
  );
  return oneJob(db, installer.id_professional, idJob, silentAfterHours);
}

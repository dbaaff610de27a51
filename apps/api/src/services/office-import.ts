import {
  IMPORT_COLUMNS,
  IMPORT_OPTIONAL_COLUMNS,
  type ImportColumn,
  type ImportRefusal,
  JOB_DEVICES_MAX,
  type JobInput,
  jobInput,
} from '@installer/contracts';
import * as z from 'zod/mini';
import { AppError, badRequest } from '../answers/app-error.ts';
import type { Db } from '../db/database.ts';
import type { SessionInstaller } from '../repositories/auth.ts';
import { insertJob } from '../repositories/jobs.ts';
import { CsvSyntaxError, csvLine, parseCsv } from './csv.ts';
import { importedEquipment } from './import-equipment.ts';
import { resolveJobInput, today } from './jobs.ts';

type Row = Record<ImportColumn, string> & { row: number };

/** The fields every row of one job must agree on (its devices are the rows' own). */
const JOB_COLUMNS = IMPORT_COLUMNS.filter(
  (column) => column !== 'job_ref' && column !== 'device_number' && column !== 'device_count',
);

/** The column of each equipment field the file gives (api/office.ts IMPORT_COLUMNS). */
const EQUIPMENT_COLUMNS: Record<string, ImportColumn> = {
  id_brand_reference: 'brand',
  id_model_reference: 'model',
  dimensions: 'dimensions',
  name: 'equipment_name',
  id_liquid_type: 'liquid',
  id_localisation_type: 'localisation',
  monitoring_type: 'monitoring_type',
};

/** Where a refusal of the job's schema (api/jobs.ts) points in the file. */
function columnOfIssue(path: readonly PropertyKey[]): ImportColumn | null {
  const [head, next] = path.map(String);
  switch (head) {
    case 'customer':
      return next === 'first_name'
        ? 'customer_first_name'
        : next === 'last_name'
          ? 'customer_last_name'
          : 'customer_email';
    case 'address':
      if (next === 'address_name') return 'address_name';
      if (next === 'new_domicile') {
        const field = String(path[2]);
        if (field === 'postal_code') return 'postal_code';
        if (field === 'locality') return 'city';
        if (field === 'country_code') return 'country_code';
        if (field === 'latitude') return 'latitude';
        if (field === 'longitude') return 'longitude';
        return 'address';
      }
      return 'address_name';
    case 'equipment':
      return EQUIPMENT_COLUMNS[next ?? ''] ?? 'equipment_type';
    case 'device_numbers':
      return 'device_number';
    case 'id_installer':
      return 'installer_email';
    default:
      return (IMPORT_COLUMNS as readonly string[]).includes(head ?? '') ? (head as ImportColumn) : null;
  }
}

interface FlatIssue {
  path: readonly PropertyKey[];
  message: string;
}

/**
 * The issues of a job's schema, a union's opened: a file names a customer and an address by their fields
 * unless the professional has them, so a union refused is its last form's (the new customer, the new
 * address) issues, each at its own field.
 */
function flatIssues(issues: readonly z.core.$ZodIssue[], prefix: readonly PropertyKey[] = []): FlatIssue[] {
  return issues.flatMap((issue) => {
    const path = [...prefix, ...issue.path];
    if (issue.code === 'invalid_union' && issue.errors.length > 0) {
      return flatIssues(issue.errors.at(-1) ?? [], path);
    }
    return [{ path, message: issue.message }];
  });
}

const number = (text: string): number | undefined => (text.trim() === '' ? undefined : Number(text));

interface Lookups {
  accounts: Map<string, number>;
  customers: Map<string, number>;
  domiciles: Map<string, number>;
}

/** The job a group of rows describes, before its references are checked against the database. */
function jobOfRows(
  rows: readonly Row[],
  lookups: Lookups,
): { input: unknown; refusals: ImportRefusal[]; deviceRows: number[] } {
  const first = rows[0] as Row;
  const refusals: ImportRefusal[] = [];
  for (const row of rows.slice(1)) {
    for (const column of JOB_COLUMNS) {
      if (row[column].trim() !== first[column].trim()) {
        refusals.push({ row: row.row, column, reason: `differs from row ${first.row} of the same job_ref` });
      }
    }
  }
  const deviceNumbers: string[] = [];
  /** The row of each listed device, so a refused number points at its own row. */
  const deviceRows: number[] = [];
  let deviceCount = 0;
  for (const row of rows) {
    const deviceNumber = row.device_number.trim();
    const count = row.device_count.trim();
    if (deviceNumber === '' && count === '') {
      refusals.push({ row: row.row, column: 'device_number', reason: 'a device_number or a device_count' });
    }
    if (deviceNumber !== '') {
      if (deviceNumbers.includes(deviceNumber)) {
        refusals.push({ row: row.row, column: 'device_number', reason: 'the same device twice in the job' });
      }
      deviceNumbers.push(deviceNumber);
      deviceRows.push(row.row);
    }
    if (count !== '') {
      const n = Number(count);
      if (!Number.isInteger(n) || n < 1 || n > JOB_DEVICES_MAX) {
        refusals.push({
          row: row.row,
          column: 'device_count',
          reason: `a whole number from 1 to ${JOB_DEVICES_MAX}`,
        });
      } else deviceCount += n;
    }
  }
  const email = first.customer_email.trim().toLowerCase();
  const idUser = lookups.customers.get(email);
  const idDomicile =
    idUser === undefined
      ? undefined
      : lookups.domiciles.get(`${idUser}\n${first.address_name.trim().toLowerCase()}`);
  const idInstaller = lookups.accounts.get(first.installer_email.trim().toLowerCase());
  if (idInstaller === undefined) {
    refusals.push({
      row: first.row,
      column: 'installer_email',
      reason: 'not an account of the professional',
    });
  }
  const optional = (text: string) => (text.trim() === '' ? null : text.trim());
  const input = {
    customer:
      idUser !== undefined
        ? { id_user: idUser }
        : {
            email: first.customer_email,
            first_name: first.customer_first_name,
            last_name: first.customer_last_name,
          },
    address:
      idDomicile !== undefined
        ? { id_domicile: idDomicile }
        : {
            address_name: first.address_name,
            new_domicile: {
              address: first.address,
              postal_code: optional(first.postal_code),
              locality: optional(first.city),
              country_code: optional(first.country_code),
              latitude: number(first.latitude),
              longitude: number(first.longitude),
            },
          },
    equipment: { type_key: first.equipment_type },
    device_numbers: deviceNumbers,
    device_count: deviceCount,
    scheduled_date: first.scheduled_date.trim(),
    window_start: optional(first.window_start),
    window_end: optional(first.window_end),
    notes: first.notes,
    id_installer: idInstaller ?? 1,
  };
  return { input, refusals, deviceRows };
}

/** The professional's accounts, and the customers and their domiciles the file names: three queries. */
async function lookupsOf(db: Db, idProfessional: number, rows: readonly Row[]): Promise<Lookups> {
  const emails = [...new Set(rows.map((row) => row.customer_email.trim().toLowerCase()).filter(Boolean))];
  const accounts = await db
    .selectFrom('installers')
    .select(['id_installer', 'email'])
    .where('id_professional', '=', idProfessional)
    .execute();
  const customers =
    emails.length === 0
      ? []
      : await db
          .selectFrom('user_clients')
          .select(['id_user', 'email'])
          .where('id_professional', '=', idProfessional)
          .where('email', 'in', emails)
          .execute();
  const domiciles =
    customers.length === 0
      ? []
      : await db
          .selectFrom('domiciles')
          .select(['id_domicile', 'id_user', 'address_name'])
          .where('id_professional', '=', idProfessional)
          .where(
            'id_user',
            'in',
            customers.map((customer) => customer.id_user),
          )
          .orderBy('id_domicile')
          .execute();
  const domicileMap = new Map<string, number>();
  for (const domicile of domiciles) {
    const key = `${domicile.id_user}\n${domicile.address_name.trim().toLowerCase()}`;
    if (!domicileMap.has(key)) domicileMap.set(key, domicile.id_domicile);
  }
  return {
    accounts: new Map(accounts.map((account) => [account.email, account.id_installer])),
    customers: new Map(customers.map((customer) => [customer.email, customer.id_user])),
    domiciles: domicileMap,
  };
}

const refused = (rows: ImportRefusal[]) =>
  badRequest('import_refused', `The import was refused: ${rows.length} problem(s); nothing was written`, {
    rows: rows.sort((a, b) => a.row - b.row),
  });

/**
 * The office's CSV import (api/office.ts): one row a device of a job (rows sharing a job_ref are one job)
 * or a job with a device_count. Every job is checked with the job's own contract (api/jobs.ts) and then
 * against the database as POST /office/jobs checks it (services/jobs.ts), in ONE transaction: any refused
 * row rolls every write back and answers 400 import_refused naming each refusal (row, column, reason).
 */
export async function importJobs(
  db: Db,
  office: SessionInstaller,
  csv: string,
): Promise<{ jobs: number; devices: number }> {
  let records: ReturnType<typeof parseCsv>;
  try {
    records = parseCsv(csv);
  } catch (error) {
    if (error instanceof CsvSyntaxError) {
      throw refused([{ row: Math.max(0, error.record - 1), column: null, reason: error.message }]);
    }
    throw error;
  }
  const [header, ...data] = records;
  const names = (header?.fields ?? []).map((name) => name.trim().toLowerCase());
  // The columns appended to the template later may be absent: a file made from the first template imports.
  const optional: readonly string[] = IMPORT_OPTIONAL_COLUMNS;
  const missing = IMPORT_COLUMNS.filter((column) => !names.includes(column) && !optional.includes(column));
  const unknown = names.filter((name) => !(IMPORT_COLUMNS as readonly string[]).includes(name));
  if (missing.length > 0 || unknown.length > 0) {
    throw refused([
      ...missing.map((column) => ({ row: 0, column, reason: 'a column of the template is missing' })),
      ...unknown.map((column) => ({ row: 0, column, reason: 'not a column of the template' })),
    ]);
  }
  if (data.length === 0) throw refused([{ row: 0, column: null, reason: 'no rows after the header' }]);
  const refusals: ImportRefusal[] = [];
  const rows: Row[] = [];
  for (const record of data) {
    const row = record.record - 1;
    if (record.fields.length !== names.length) {
      refusals.push({
        row,
        column: null,
        reason: `${record.fields.length} fields where the header has ${names.length}`,
      });
      continue;
    }
    const values = Object.fromEntries([
      ...optional.map((name) => [name, '']),
      ...names.map((name, i) => [name, record.fields[i] ?? '']),
    ]) as Record<ImportColumn, string>;
    if (values.job_ref.trim() === '') refusals.push({ row, column: 'job_ref', reason: 'required' });
    rows.push({ ...values, row });
  }
  const groups = new Map<string, Row[]>();
  for (const row of rows) {
    const ref = row.job_ref.trim();
    if (ref !== '') groups.set(ref, [...(groups.get(ref) ?? []), row]);
  }
  const lookups = await lookupsOf(db, office.id_professional, rows);
  const jobs: { rows: Row[]; input: JobInput }[] = [];
  for (const group of groups.values()) {
    const { input, refusals: own, deviceRows } = jobOfRows(group, lookups);
    const first = group[0] as Row;
    const equipment = await importedEquipment(db, first, first.row, own);
    (input as { equipment: object }).equipment = { type_key: first.equipment_type, ...equipment };
    refusals.push(...own);
    const parsed = z.safeParse(jobInput, input);
    if (!parsed.success) {
      for (const issue of flatIssues(parsed.error.issues)) {
        const [field, index] = issue.path;
        const deviceRow =
          field === 'device_numbers' && typeof index === 'number' ? deviceRows[index] : undefined;
        refusals.push({
          row: deviceRow ?? (group[0] as Row).row,
          column: columnOfIssue(issue.path),
          reason: issue.message,
        });
      }
    } else if (own.length === 0) jobs.push({ rows: group, input: parsed.data });
  }
  // The jobs that passed are checked against the database even when others were refused, so one answer
  // names every problem of the file; the transaction then writes nothing.
  let devices = 0;
  await db.transaction().execute(async (trx) => {
    const now = new Date().toISOString();
    // A new address of a new customer named by several jobs is made once, by the first.
    const madeAddresses = new Map<string, number>();
    for (const job of jobs) {
      try {
        const { customer, address } = job.input;
        const madeKey =
          'email' in customer && 'address_name' in address
            ? `${customer.email.toLowerCase()}\n${address.address_name.toLowerCase()}`
            : null;
        const made = madeKey === null ? undefined : madeAddresses.get(madeKey);
        const input = made === undefined ? job.input : { ...job.input, address: { id_domicile: made } };
        const change = await resolveJobInput(trx, office.id_professional, input, now);
        if (madeKey !== null && made === undefined) madeAddresses.set(madeKey, change.id_domicile);
        await insertJob(
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
          job.input.device_numbers,
        );
        devices += job.input.device_numbers.length + job.input.device_count;
      } catch (error) {
        // A reference the database refuses (a type not offered, an e-mail taken): that job's row.
        if (!(error instanceof AppError)) throw error;
        const issues = Array.isArray(error.details)
          ? (error.details as { path?: string; message?: string }[])
          : [];
        const row = (job.rows[0] as Row).row;
        if (issues.length === 0) refusals.push({ row, column: null, reason: error.message });
        for (const issue of issues) {
          refusals.push({
            row,
            column: columnOfIssue((issue.path ?? '').split('.')),
            reason: issue.message ?? error.message,
          });
        }
      }
    }
    // Nothing of a refused file stays: the transaction rolls back every job written before the refusal.
    if (refusals.length > 0) throw refused(refusals);
  });
  return { jobs: jobs.length, devices };
}

/** The template: the header, and one example row that imports as it is for the account that asks. */
export function importTemplate(office: SessionInstaller): string {
  const example: Record<ImportColumn, string> = {
    job_ref: 'JOB-001',
    scheduled_date: today(),
    window_start: '08:00',
    window_end: '10:00',
    installer_email: office.email,
    customer_email: 'customer@example.test',
    customer_first_name: 'Claire',
    customer_last_name: 'Dubois',
    address_name: 'Home',
    address: '12 Rue de la République, 69002 Lyon',
    postal_code: '69002',
    city: 'Lyon',
    country_code: 'FR',
    latitude: '45.7640',
    longitude: '4.8357',
    equipment_type: 'cuve',
    device_number: '',
    device_count: '1',
    notes: 'Gate code 1234',
    brand: '',
    model: '',
    dimensions: 'volume=1000',
    equipment_name: 'Fuel tank',
    liquid: '',
    localisation: '',
    monitoring_type: 'consumption',
  };
  return csvLine(IMPORT_COLUMNS) + csvLine(IMPORT_COLUMNS.map((column) => example[column]));
}

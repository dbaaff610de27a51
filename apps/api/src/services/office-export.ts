import { EXPORT_COLUMNS } from '@installer/contracts';
import type { Db } from '../db/database.ts';
import type { SessionInstaller } from '../repositories/auth.ts';
import { findOfficeInstallations } from '../repositories/office-board.ts';
import { csvLine } from './csv.ts';
import { customerNameOf, dayAfter, signalQualityOf } from './office-board.ts';

/** Installations read per query: a page in memory at a time, whatever the period holds. */
const EXPORT_PAGE_SIZE = 500;

export interface ExportRequest {
  from: string;
  to: string;
  language: string;
  pageSize?: number;
}

/**
 * The verified installations of the period as CSV lines (api/office.ts EXPORT_COLUMNS), the header first:
 * read a page at a time after the last id written (keyset), each page written before the next is read, so
 * a month of a big account is never in memory at once (docs/decisions/0022-office-jobs.md).
 */
export async function* exportLines(
  db: Db,
  office: SessionInstaller,
  { from, to, language, pageSize = EXPORT_PAGE_SIZE }: ExportRequest,
): AsyncGenerator<string> {
  yield csvLine(EXPORT_COLUMNS);
  let afterId: number | null = null;
  for (;;) {
    const rows = await findOfficeInstallations(db, {
      idProfessional: office.id_professional,
      fromAt: `${from}T00:00:00.000Z`,
      toAt: dayAfter(to),
      idInstaller: null,
      search: null,
      language,
      now: new Date().toISOString(),
      afterId,
      verifiedOnly: true,
      limit: pageSize,
    });
    for (const row of rows) {
      const cells: Record<(typeof EXPORT_COLUMNS)[number], string | number | null> = {
        id_installation: row.id_installation,
        installed_at: row.installed_at ?? row.created_at,
        installer_name: row.installer_name,
        installer_email: row.installer_email,
        customer_email: row.user_email ?? null,
        customer_name: customerNameOf(row),
        address_name: row.address_name,
        address: row.address,
        postal_code: row.postal_code,
        city: row.city,
        device_number: row.device_number,
        equipment_type: row.type_name ?? row.type_key,
        equipment_name: row.asset_name,
        first_measurement_at: row.first_emission_at,
        first_measurement_values: row.first_emission_data,
        signal_quality: signalQualityOf(row.last_emission_data),
        report_link_expires_at: row.report_link_expires_at ? String(row.report_link_expires_at) : null,
        verified_at: row.review_at,
        verified_by: row.reviewer_name ?? null,
        id_job: row.id_job,
      };
      yield csvLine(EXPORT_COLUMNS.map((column) => cells[column]));
    }
    const last = rows.at(-1);
    if (rows.length < pageSize || !last) return;
    afterId = last.id_installation;
  }
}

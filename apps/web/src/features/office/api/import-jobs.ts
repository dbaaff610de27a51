import { type ImportRefusal, importRefusal } from '@installer/contracts';
import * as z from 'zod/mini';
import { ApiError } from '../../../lib/api/api-error.ts';
import { callApi, callApiFile } from '../../../lib/api/client.ts';

export type ImportOutcome =
  | { ok: true; jobs: number; devices: number }
  | { ok: false; rows: ImportRefusal[] };

const refusedRows = z.object({ rows: z.array(importRefusal) });

/**
 * POST /office/jobs/import with the file's text: all or nothing (decision 0022). A refusal answers 400
 * import_refused with every refused row, shown as a table; any other failure is thrown.
 */
export async function importCsv(csv: string): Promise<ImportOutcome> {
  try {
    const { data } = await callApi('importJobs', { body: { csv }, expected: [400] });
    return { ok: true, ...data };
  } catch (error) {
    if (error instanceof ApiError && error.code === 'import_refused') {
      const details = refusedRows.safeParse(error.details);
      if (details.success) return { ok: false, rows: details.data.rows };
    }
    throw error;
  }
}

/** GET /office/jobs/template.csv: the header and one example row. */
export function templateCsv(): Promise<Blob> {
  return callApiFile('importTemplate', {});
}

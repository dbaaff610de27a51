import { callApiFile } from '../../../lib/api/client.ts';

/**
 * GET /office/export.csv?from&to: the verified installations of the period. The call needs the bearer token,
 * so a plain link cannot fetch it: the file is fetched and handed to the browser to save.
 */
export function exportCsv(from: string, to: string): Promise<Blob> {
  return callApiFile('officeExport', { query: { from, to } });
}

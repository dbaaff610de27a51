import type { ImportRefusal } from '@installer/contracts';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { Alert } from '../../../lib/ui/alert.tsx';
import { Table } from '../../../lib/ui/table.tsx';

/** The file was refused as a whole (decision 0022): every refused row, with its column and why, to correct. */
export function ImportRefusals({ rows }: { rows: readonly ImportRefusal[] }) {
  const { t } = useTranslation();
  return (
    <>
      <Alert severity="error" role="alert">
        {t('office.import_refused', { count: rows.length })}
      </Alert>
      <Table caption={t('office.import_rows_caption')}>
        <thead>
          <tr>
            <th scope="col" data-align="end">
              {t('office.import_row')}
            </th>
            <th scope="col">{t('office.import_column')}</th>
            <th scope="col">{t('office.import_reason')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={`${row.row}-${row.column ?? ''}-${row.reason}`} data-testid="import-refusal">
              <td data-align="end">{row.row}</td>
              <td>{row.column ?? t('office.import_whole_row')}</td>
              <td>{row.reason}</td>
            </tr>
          ))}
        </tbody>
      </Table>
    </>
  );
}

import { useTranslation } from '../../../i18n/use-translation.ts';
import { Alert } from '../../../lib/ui/alert.tsx';
import { Button } from '../../../lib/ui/button.tsx';
import { DownloadIcon } from '../../../lib/ui/icons/download-icon.tsx';
import { Stack } from '../../../lib/ui/stack.tsx';
import { Text } from '../../../lib/ui/text.tsx';
import { OfficeNav } from '../office-nav.tsx';
import { ImportRefusals } from './import-refusals.tsx';
import { useCsvImport } from './use-csv-import.ts';
import '../office.css';

/**
 * `/office/import`: jobs from a CSV file of the template's columns, all or nothing (decision 0022): the
 * server plans every job of the file, or none and answers every refused row, listed here to correct.
 */
export function ImportPage() {
  const { t } = useTranslation();
  const csv = useCsvImport();
  const { outcome } = csv;

  return (
    <Stack className="office-screen">
      <OfficeNav />
      <Text as="h1" variant="h5">
        {t('office.import_title')}
      </Text>
      <Text>{t('office.import_intro')}</Text>
      <div>
        <Button
          variant="outlined"
          startIcon={<DownloadIcon />}
          onClick={csv.downloadTemplate}
          loading={csv.downloading}
        >
          {t('office.template')}
        </Button>
      </div>
      <Stack as="form" onSubmit={csv.submit} gap={1}>
        <label className="import-file">
          <Text as="span" variant="subtitle2">
            {t('office.import_file')}
          </Text>
          <input type="file" accept=".csv,text/csv" onChange={csv.choose} />
        </label>
        {csv.tooBig ? (
          <Alert severity="error" role="alert">
            {t('office.import_too_big')}
          </Alert>
        ) : null}
        <div>
          <Button type="submit" variant="contained" loading={csv.sending} disabled={!csv.file || csv.tooBig}>
            {t('office.import_send')}
          </Button>
        </div>
      </Stack>
      {outcome?.ok ? (
        <Alert severity="success" role="status">
          {t('office.import_done', { jobs: outcome.jobs, devices: outcome.devices })}
        </Alert>
      ) : null}
      {outcome && !outcome.ok ? <ImportRefusals rows={outcome.rows} /> : null}
    </Stack>
  );
}

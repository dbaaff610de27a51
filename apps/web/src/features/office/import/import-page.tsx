import { IMPORT_CSV_MAX_CHARS } from '@installer/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ChangeEvent, type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../lib/snackbar/snackbar-store.ts';
import { Alert } from '../../../lib/ui/alert.tsx';
import { Button } from '../../../lib/ui/button.tsx';
import { DownloadIcon } from '../../../lib/ui/icons/download-icon.tsx';
import { Stack } from '../../../lib/ui/stack.tsx';
import { Table } from '../../../lib/ui/table.tsx';
import { Text } from '../../../lib/ui/text.tsx';
import { importCsv, templateCsv } from '../api/import-jobs.ts';
import { messageOf } from '../office-error.ts';
import { OfficeNav } from '../office-nav.tsx';
import { saveFile } from '../save-file.ts';
import '../office.css';

/**
 * `/office/import`: jobs from a CSV file of the template's columns, all or nothing (decision 0022): the
 * server plans every job of the file, or none and answers every refused row, listed here to correct.
 */
export function ImportPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const [tooBig, setTooBig] = useState(false);
  const run = useMutation({
    mutationFn: async (chosen: File) => importCsv(await chosen.text()),
    onSuccess: (outcome) => {
      if (outcome.ok) void queryClient.invalidateQueries({ queryKey: ['office_jobs'] });
    },
    onError: (error) => notify('error', messageOf(error)),
  });
  const template = useMutation({
    mutationFn: templateCsv,
    onSuccess: (blob) => saveFile(blob, 'jobs-template.csv'),
    onError: (error) => notify('error', messageOf(error)),
  });

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0] ?? null;
    run.reset();
    // A character of the file is one to four bytes: far beyond the limit in bytes is surely too long.
    setTooBig(chosen !== null && chosen.size > IMPORT_CSV_MAX_CHARS * 4);
    setFile(chosen);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (file && !tooBig && !run.isPending) run.mutate(file);
  };
  const outcome = run.data;

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
          onClick={() => template.mutate()}
          loading={template.isPending}
        >
          {t('office.template')}
        </Button>
      </div>
      <Stack as="form" onSubmit={submit} gap={1}>
        <label className="import-file">
          <Text as="span" variant="subtitle2">
            {t('office.import_file')}
          </Text>
          <input type="file" accept=".csv,text/csv" onChange={choose} />
        </label>
        {tooBig ? (
          <Alert severity="error" role="alert">
            {t('office.import_too_big')}
          </Alert>
        ) : null}
        <div>
          <Button type="submit" variant="contained" loading={run.isPending} disabled={!file || tooBig}>
            {t('office.import_send')}
          </Button>
        </div>
      </Stack>
      {outcome?.ok ? (
        <Alert severity="success" role="status">
          {t('office.import_done', { jobs: outcome.jobs, devices: outcome.devices })}
        </Alert>
      ) : null}
      {outcome && !outcome.ok ? (
        <>
          <Alert severity="error" role="alert">
            {t('office.import_refused', { count: outcome.rows.length })}
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
              {outcome.rows.map((row) => (
                <tr key={`${row.row}-${row.column ?? ''}-${row.reason}`} data-testid="import-refusal">
                  <td data-align="end">{row.row}</td>
                  <td>{row.column ?? t('office.import_whole_row')}</td>
                  <td>{row.reason}</td>
                </tr>
              ))}
            </tbody>
          </Table>
        </>
      ) : null}
    </Stack>
  );
}

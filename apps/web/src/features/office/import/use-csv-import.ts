import { IMPORT_CSV_MAX_CHARS } from '@installer/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ChangeEvent, type FormEvent, useState } from 'react';
import { notify } from '../../../lib/snackbar/snackbar-store.ts';
import { importCsv, templateCsv } from '../api/import-jobs.ts';
import { messageOf } from '../office-error.ts';
import { saveFile } from '../save-file.ts';

/**
 * The import's state: the chosen file (refused here when surely too long), its sending, the server's
 * outcome, and the template's download.
 */
export function useCsvImport() {
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
  return {
    file,
    tooBig,
    choose,
    submit,
    sending: run.isPending,
    outcome: run.data,
    downloadTemplate: () => template.mutate(),
    downloading: template.isPending,
  };
}

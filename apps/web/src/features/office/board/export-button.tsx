import { useMutation } from '@tanstack/react-query';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { notify } from '../../../lib/snackbar/snackbar-store.ts';
import { Button } from '../../../lib/ui/button.tsx';
import { DownloadIcon } from '../../../lib/ui/icons/download-icon.tsx';
import { exportCsv } from '../api/export-csv.ts';
import { messageOf } from '../office-error.ts';
import { saveFile } from '../save-file.ts';

/** The verified installations of the board's date range, as a CSV file saved by the browser. */
export function ExportButton({ from, to }: { from: string; to: string }) {
  const { t } = useTranslation();
  const download = useMutation({
    mutationFn: () => exportCsv(from, to),
    onSuccess: (blob) => saveFile(blob, `installations-${from}-${to}.csv`),
    onError: (error) => notify('error', messageOf(error)),
  });
  return (
    <Button
      variant="outlined"
      startIcon={<DownloadIcon />}
      onClick={() => download.mutate()}
      loading={download.isPending}
    >
      {t('office.export')}
    </Button>
  );
}

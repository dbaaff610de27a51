import { lazy, Suspense, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import type { MessageKey } from '../../i18n/message-key.ts';
import { Button } from '../../lib/ui/button.tsx';
import { ScanIcon } from '../../lib/ui/icons/scan-icon.tsx';
import { TextInput } from '../../lib/ui/text-input.tsx';

// The scanner brings the camera code and the barcode decoder: loaded when opened, as in step 2.
const ScannerDialog = lazy(async () => ({
  default: (await import('../scanner/scanner-dialog.tsx')).ScannerDialog,
}));

/** The new sensor's number, typed or scanned (spec §2 Step 2), with what is wrong with it in its helper. */
export function SwapNumberField({
  number,
  onChange,
  problem,
  current,
}: {
  number: string;
  onChange(value: string): void;
  problem: MessageKey | null;
  /** The sensor there now, which the problem may name. */
  current: string | undefined;
}) {
  const { t } = useTranslation();
  const [scanning, setScanning] = useState(false);
  return (
    <>
      <TextInput
        label={t('swap.number_label')}
        value={number}
        onChange={(event) => onChange(event.target.value)}
        required
        error={problem !== null}
        helperText={problem ? t(problem, { device_number: current ?? '' }) : t('swap.number_help')}
        autoComplete="off"
        inputMode="text"
        maxLength={64}
      />
      <Button variant="outlined" startIcon={<ScanIcon />} onClick={() => setScanning(true)}>
        {t('step_2.scan')}
      </Button>
      {scanning && (
        <Suspense fallback={null}>
          <ScannerDialog
            onDetected={(code) => {
              setScanning(false);
              onChange(code);
            }}
            onClose={() => setScanning(false)}
          />
        </Suspense>
      )}
    </>
  );
}

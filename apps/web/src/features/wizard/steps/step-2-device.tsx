import { type FormEvent, lazy, Suspense, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { useBeehiveHost } from '../../../lib/beehive.ts';
import { Button } from '../../../lib/ui/button.tsx';
import { ScanIcon } from '../../../lib/ui/icons/scan-icon.tsx';
import { Stack } from '../../../lib/ui/stack.tsx';
import { TextInput } from '../../../lib/ui/text-input.tsx';
import { useOnline } from '../../../lib/use-online.ts';
import { StepActions } from '../../../wizard-core/step-actions.tsx';
import { updateWizard, useWizard } from '../../../wizard-core/wizard-store.ts';
import { CarriedSite } from './carried-site.tsx';
import { cleanNumber } from './device-answer.ts';
import { SerialNumberForm } from './serial-number-form.tsx';
import { useDeviceCheck } from './use-device-check.ts';

// Both load only when opened: the scanner brings the camera code and the barcode decoder (docs/PERFORMANCE.md: first load).
const ScannerDialog = lazy(async () => ({
  default: (await import('../../scanner/scanner-dialog.tsx')).ScannerDialog,
}));
const BeehiveHelpDialog = lazy(async () => ({
  default: (await import('./beehive-help-dialog.tsx')).BeehiveHelpDialog,
}));

/** spec §2 Step 2: the device number, typed (Enter submits) or scanned, and the device check. */
export function Step2Device() {
  const { t } = useTranslation();
  const beehive = useBeehiveHost();
  const number = useWizard((s) => s.device_number);
  const device = useDeviceCheck(beehive);
  const [scanning, setScanning] = useState(false);
  const [helpOpen, setHelpOpen] = useState(false);
  const online = useOnline();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    device.submitNumber(number);
  };

  return (
    <Stack as="form" noValidate onSubmit={submit}>
      <CarriedSite />
      <TextInput
        label={t('step_2.number_label')}
        value={number}
        onChange={(event) => {
          updateWizard({ device_number: event.target.value });
          device.clearProblem();
        }}
        required
        autoComplete="off"
        enterKeyHint="go"
        autoCapitalize="characters"
        error={device.problem !== null}
        helperText={
          device.problem
            ? t(device.problem)
            : device.checking
              ? t('step_2.checking')
              : t(online ? 'step_2.number_help' : 'step_2.offline_help')
        }
      />
      <Button variant="outlined" startIcon={<ScanIcon />} onClick={() => setScanning(true)}>
        {t('step_2.scan')}
      </Button>

      {beehive ? (
        <SerialNumberForm
          onHelp={() => setHelpOpen(true)}
          notReachable={device.notReachable}
          onNotReachable={device.setNotReachable}
          problem={device.serialProblem}
          onTyped={device.clearSerialProblem}
          onSubmit={device.submitSerial}
          resolving={device.resolvingSerial}
        />
      ) : null}

      <StepActions loading={device.checking} />

      <Suspense fallback={null}>
        {scanning ? (
          <ScannerDialog
            onClose={() => setScanning(false)}
            onDetected={(code) => {
              setScanning(false);
              updateWizard({ device_number: cleanNumber(code) });
              device.submitNumber(code);
            }}
          />
        ) : null}
        {helpOpen ? <BeehiveHelpDialog onClose={() => setHelpOpen(false)} /> : null}
      </Suspense>
    </Stack>
  );
}

import { BEEHIVE_PRESET, type DeviceCheck, deviceNumber as deviceNumberSchema } from '@installer/contracts';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MessageKey } from '../../../i18n/message-key.ts';
import { messageForStatus } from '../../../lib/api/api-error.ts';
import { useBeehiveHost } from '../../../lib/beehive.ts';
import { notify } from '../../../lib/snackbar/snackbar-store.ts';
import { HelpIcon } from '../../../lib/ui/icons/help-icon.tsx';
import { ScanIcon } from '../../../lib/ui/icons/scan-icon.tsx';
import { TextInput } from '../../../lib/ui/text-input.tsx';
import { useOnline } from '../../../lib/use-online.ts';
import { StepActions } from '../../../wizard-core/step-actions.tsx';
import { goNext } from '../../../wizard-core/steps.ts';
import { getWizard, updateWizard, useWizard } from '../../../wizard-core/wizard-store.ts';
import { carryDraftToDevice } from '../../equipment/index.ts';
import { primedTime } from '../../priming/index.ts';
import { checkDevice, type DeviceAnswer } from '../api/is-installable.ts';
import { deviceNumberOfSerial } from '../api/sigfox-by-serial.ts';

// Both load only when opened: the scanner brings the camera code and the barcode decoder (docs/PERFORMANCE.md: first load).
const ScannerDialog = lazy(async () => ({
  default: (await import('../../scanner/scanner-dialog.tsx')).ScannerDialog,
}));
const BeehiveHelpDialog = lazy(async () => ({
  default: (await import('./beehive-help-dialog.tsx')).BeehiveHelpDialog,
}));

/** What the installer typed or scanned, as the device check expects it: no spaces, safe characters. */
function cleanNumber(raw: string): string {
  return raw.replace(/\s+/g, '');
}

/** spec §2 Step 3 beehive: the type preset to generic 'Ruche', referential 230, generic module 5. */
const BEEHIVE_ASSET_TYPE = {
  id_referential: BEEHIVE_PRESET.id_referential,
  key: BEEHIVE_PRESET.key,
  value: BEEHIVE_PRESET.value,
  description: null,
  id_module: null,
  id_asset_generic_module: BEEHIVE_PRESET.id_asset_generic_module,
};

function onDeviceChecked(device: DeviceCheck, beehive: boolean): void {
  if (!device.is_installable) {
    // spec §8: is_installable false is a warning and the wizard stays on step 2 (spec §4).
    updateWizard({ device: null });
    notify('warning', 'device_cant_be_install');
    return;
  }
  const previous = getWizard();
  const sameDevice = previous.device?.id_device === device.id_device;
  // Back here because the server refused the device (take-back.ts): the type and the equipment typed for
  // it stay, for the device chosen instead.
  const refused = previous.refusal?.step === 'device' ? previous.refusal.device_number : undefined;
  if (refused !== undefined && previous.asset_type && !beehive) {
    carryDraftToDevice(refused, device.device_number, previous.asset_type.id_referential);
  }
  updateWizard({
    device,
    device_number: device.device_number,
    asset_type: beehive
      ? BEEHIVE_ASSET_TYPE
      : sameDevice || refused !== undefined
        ? previous.asset_type
        : null,
  });
  goNext();
}

/** The phone's answer without signal (docs/decisions/0012-offline-priming.md), as of when it was primed. */
function onAnswer(answer: DeviceAnswer, beehive: boolean, language: string | undefined): void {
  if (answer.kind === 'refused') {
    updateWizard({ device: null });
    notify(answer.message === 'step_2.offline_unknown' ? 'info' : 'warning', answer.message);
    return;
  }
  if (answer.as_of && answer.device.is_installable) {
    notify('info', 'step_2.checked_on_phone', { time: primedTime(answer.as_of, language) });
  }
  onDeviceChecked(answer.device, beehive);
}

/** spec §2 Step 2: the device number, typed (Enter submits) or scanned, and the device check. */
export function Step2Device() {
  const { t, i18n } = useTranslation();
  const beehive = useBeehiveHost();
  const number = useWizard((s) => s.device_number);
  const serial = useWizard((s) => s.serial_number);
  const [problem, setProblem] = useState<MessageKey | null>(null);
  const [serialProblem, setSerialProblem] = useState<MessageKey | null>(null);
  const [notReachable, setNotReachable] = useState(false);
  const [scanning, setScanning] = useState(false);
  const [helpOpen, setHelpOpen] = useState(false);

  const online = useOnline();
  const check = useMutation({
    mutationFn: checkDevice,
    onSuccess: (answer) => onAnswer(answer, beehive, i18n.resolvedLanguage),
    onError: (error) => {
      updateWizard({ device: null });
      // spec §8 Device: 404 device_not_found, anything else error_get_device.
      notify('error', messageForStatus(error, { 404: 'device_not_found' }, 'error_get_device'));
    },
  });

  const bySerial = useMutation({
    mutationFn: deviceNumberOfSerial,
    onSuccess: (resolved, serialNumber) => {
      updateWizard({ device_number: resolved });
      setNotReachable(false);
      notify('success', 'step_2.serial_resolved', { serial: serialNumber, number: resolved });
      submitNumber(resolved);
    },
    onError: (error) =>
      notify('error', messageForStatus(error, { 404: 'device_series_number_not_found' }, 'error_get_device')),
  });

  function submitNumber(raw: string): void {
    const value = cleanNumber(raw);
    // A number the server could never know (letters, digits, dash, underscore only) is not found.
    const local: MessageKey | null =
      value === ''
        ? 'number_required'
        : deviceNumberSchema.safeParse(value).success
          ? null
          : 'device_not_found';
    setProblem(local);
    if (local === null) check.mutate(value);
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    submitNumber(number);
  };

  const submitSerial = () => {
    const value = serial.trim();
    if (value === '') return setSerialProblem('device_series_number_required');
    if (!deviceNumberSchema.safeParse(value).success)
      return setSerialProblem('device_series_number_not_found');
    setSerialProblem(null);
    bySerial.mutate(value);
  };

  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={2}>
      <TextInput
        label={t('step_2.number_label')}
        value={number}
        onChange={(event) => {
          updateWizard({ device_number: event.target.value });
          setProblem(null);
        }}
        required
        autoComplete="off"
        enterKeyHint="go"
        autoCapitalize="characters"
        error={problem !== null}
        helperText={
          problem
            ? t(problem)
            : check.isPending
              ? t('step_2.checking')
              : t(online ? 'step_2.number_help' : 'step_2.offline_help')
        }
      />
      <Button variant="outlined" startIcon={<ScanIcon />} onClick={() => setScanning(true)}>
        {t('step_2.scan')}
      </Button>

      {beehive ? (
        <Stack spacing={1.5}>
          <Button
            variant="text"
            startIcon={<HelpIcon />}
            onClick={() => setHelpOpen(true)}
            sx={{ alignSelf: 'start' }}
          >
            {t('step_2.help')}
          </Button>
          <FormControlLabel
            sx={{ minHeight: 48 }}
            control={<Switch checked={notReachable} onChange={(_, checked) => setNotReachable(checked)} />}
            label={t('step_2.number_not_reachable')}
          />
          {notReachable ? (
            <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
              <TextInput
                label={t('step_2.serial_label')}
                value={serial}
                onChange={(event) => {
                  updateWizard({ serial_number: event.target.value });
                  setSerialProblem(null);
                }}
                onKeyDown={(event) => {
                  // Enter here confirms the serial number, not the device number form around it.
                  if (event.key === 'Enter') {
                    event.preventDefault();
                    submitSerial();
                  }
                }}
                autoComplete="off"
                error={serialProblem !== null}
                helperText={serialProblem ? t(serialProblem) : ' '}
              />
              <Button
                variant="contained"
                onClick={submitSerial}
                loading={bySerial.isPending}
                sx={{ minWidth: 72 }}
              >
                {t('step_2.serial_ok')}
              </Button>
            </Stack>
          ) : null}
        </Stack>
      ) : null}

      <StepActions loading={check.isPending} />

      <Suspense fallback={null}>
        {scanning ? (
          <ScannerDialog
            onClose={() => setScanning(false)}
            onDetected={(code) => {
              setScanning(false);
              updateWizard({ device_number: cleanNumber(code) });
              submitNumber(code);
            }}
          />
        ) : null}
        {helpOpen ? <BeehiveHelpDialog onClose={() => setHelpOpen(false)} /> : null}
      </Suspense>
    </Stack>
  );
}

import { deviceNumber as deviceNumberSchema } from '@installer/contracts';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import type { MessageKey } from '../../../i18n/message-key.ts';
import { messageForStatus } from '../../../lib/api/api-error.ts';
import { notify } from '../../../lib/snackbar/snackbar-store.ts';
import { updateWizard } from '../../../wizard-core/wizard-store.ts';
import { checkDevice } from '../api/is-installable.ts';
import { deviceNumberOfSerial } from '../api/sigfox-by-serial.ts';
import { cleanNumber, onDeviceAnswer } from './device-answer.ts';

/**
 * spec §2 Step 2: the device number checked (typed, scanned, or found from the beehive's serial number),
 * and what is wrong with the number or the serial number as typed (spec §8 Device). A serial number that
 * gives a device number closes its field and checks that number.
 */
export function useDeviceCheck(beehive: boolean) {
  const { i18n } = useTranslation();
  const [problem, setProblem] = useState<MessageKey | null>(null);
  const [serialProblem, setSerialProblem] = useState<MessageKey | null>(null);
  // The beehive's "number not reachable" switch: its serial number field shows while it is on.
  const [notReachable, setNotReachable] = useState(false);

  const check = useMutation({
    mutationFn: checkDevice,
    onSuccess: (answer) => onDeviceAnswer(answer, beehive, i18n.resolvedLanguage),
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

  function submitSerial(serial: string): void {
    const value = serial.trim();
    const local: MessageKey | null =
      value === ''
        ? 'device_series_number_required'
        : deviceNumberSchema.safeParse(value).success
          ? null
          : 'device_series_number_not_found';
    setSerialProblem(local);
    if (local === null) bySerial.mutate(value);
  }

  return {
    problem,
    clearProblem: () => setProblem(null),
    serialProblem,
    clearSerialProblem: () => setSerialProblem(null),
    checking: check.isPending,
    resolvingSerial: bySerial.isPending,
    notReachable,
    setNotReachable,
    submitNumber,
    submitSerial,
  };
}

import { deviceNumber } from '@installer/contracts';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useLocation } from 'wouter';
import type { MessageKey } from '../../i18n/message-key.ts';
import { useDisplayOptions } from '../../lib/display-options.ts';
import { notify } from '../../lib/snackbar/snackbar-store.ts';
import { resultArrival } from '../../wizard-core/result-params.ts';
import type { SwapArrival } from './open-swap.ts';
import { type SwapOutcome, swapRefusal, swapSensor } from './swap-sensor.ts';

/** What is wrong with the number typed, checked before asking the server; null when it may be sent. */
function numberProblem(
  typed: string,
  current: string | undefined,
): { next: string; problem: MessageKey | null } {
  const parsed = deviceNumber.safeParse(typed);
  const next = parsed.success ? parsed.data : typed.trim();
  const problem: MessageKey | null =
    next === ''
      ? 'number_required'
      : !parsed.success
        ? 'swap.number_invalid'
        : next === current
          ? 'swap.same_device'
          : null;
  return { next, problem };
}

/**
 * The swap screen's state: the new number (typed or scanned), what is wrong with it, the call through the
 * outbox, and where the installer goes once it is made (the new device's result screen) or kept on the phone
 * (My installations).
 */
export function useSwapForm(idInstallation: number, arrival: SwapArrival | null) {
  const [, navigate] = useLocation();
  const urlPlatform = useDisplayOptions().data?.url_platform ?? null;
  const [number, setNumber] = useState('');
  const [problem, setProblem] = useState<MessageKey | null>(null);
  const swap = useMutation({ mutationFn: (next: string) => swapSensor(idInstallation, next) });

  const done = (outcome: SwapOutcome) => {
    if (outcome.queued) {
      notify('info', 'swap.queued');
      navigate('/installations');
      return;
    }
    const { result } = outcome;
    const { device } = result;
    // spec §5: the result screen needs a value type; a device without one is seen in My installations.
    if (!device.value_type_device) {
      notify('success', 'swap.done', { device_number: result.previous_device.device_number });
      navigate('/installations');
      return;
    }
    // The result screen says it itself, naming both sensors: a snackbar would only repeat it over the screen.
    const state = resultArrival(
      {
        id_device: device.id_device,
        device_number: device.device_number,
        url_device_detail: device.url_device_detail,
        value_type_device: device.value_type_device,
        id_professional: device.id_professional,
        id_module: result.id_module,
        url_platform: urlPlatform,
        installation: device.installation,
        email: result.email,
        id_installation: result.id_installation,
        site: arrival?.site ?? null,
        replaced_device_number: result.previous_device.device_number,
      },
      // The customer had their invitation when the equipment was installed.
      { revisit: true },
    );
    navigate('/result', { state });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (swap.isPending) return;
    const { next, problem: invalid } = numberProblem(number, arrival?.device_number);
    setProblem(invalid);
    if (invalid) return;
    swap.mutate(next, { onSuccess: done });
  };

  /** A number typed or scanned: what was said about the last one no longer holds. */
  const change = (value: string) => {
    setNumber(value);
    setProblem(null);
    swap.reset();
  };

  const cancel = () => (arrival ? window.history.back() : navigate('/installations'));

  return {
    number,
    change,
    problem,
    submit,
    cancel,
    pending: swap.isPending,
    refusal: swap.isError ? swapRefusal(swap.error) : null,
  };
}

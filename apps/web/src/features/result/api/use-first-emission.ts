import {
  api,
  FIRST_EMISSION_MAX_MISSES,
  FIRST_EMISSION_POLL_MS,
  type FirstEmission,
} from '@installer/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { messageForStatus } from '../../../lib/api/api-error.ts';
import { callApi } from '../../../lib/api/client.ts';
import { notify } from '../../../lib/snackbar/snackbar-store.ts';

/** spec §4 Result screen: waiting (polling), emitted (data arrived), stopped (too many misses). */
export type EmissionPhase = 'waiting' | 'emitted' | 'stopped';

export interface FirstEmissionState {
  phase: EmissionPhase;
  emission: FirstEmission | null;
  /** Failed or empty polls of the current run. */
  misses: number;
}

export interface FirstEmissionPolling extends FirstEmissionState {
  /** spec §4: the manual Refresh after polling stopped; polls at once, then every 10 s again. */
  refresh: () => void;
  /** spec §4: leaving by the device detail or a new installation stops polling. */
  stop: () => void;
}

const WAITING: FirstEmissionState = { phase: 'waiting', emission: null, misses: 0 };

/**
 * Polls `GET /device/{id_device}/first_emission` every FIRST_EMISSION_POLL_MS (spec §9: 10 s). Each failed
 * poll shows 'Unable to retrieve an emission from the sensor' (error), each empty one 'No emission from the
 * sensor' (warning) (spec §8); after more than FIRST_EMISSION_MAX_MISSES of them polling stops (spec §4).
 * The next poll is planned when the previous one has answered, so a slow network never stacks requests.
 * `enabled` false (the installation still waits in the outbox, docs/decisions/0002-outbox.md) holds polling until it is sent.
 */
export function useFirstEmission(idDevice: number, enabled = true): FirstEmissionPolling {
  const [state, setState] = useState<FirstEmissionState>(WAITING);
  // Each Refresh is a new run: a fresh miss counter and an immediate first poll.
  const [run, setRun] = useState(0);
  const stopRef = useRef<() => void>(() => {});

  useEffect(() => {
    if (!enabled) return;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let controller: AbortController | undefined;
    let misses = 0;
    const stop = () => {
      stopped = true;
      clearTimeout(timer);
      controller?.abort();
    };
    stopRef.current = stop;

    const poll = async () => {
      controller = new AbortController();
      try {
        const { data } = await callApi(api.getFirstEmission, {
          params: { id_device: idDevice },
          signal: controller.signal,
          log: 'no-answer-only',
        });
        if (stopped) return;
        if (data) {
          stop();
          setState({ phase: 'emitted', emission: data, misses });
          return;
        }
        notify('warning', 'no_emission_from_sensor');
      } catch (error) {
        if (stopped) return;
        notify('error', messageForStatus(error, {}, 'unable_to_retrieve_emission'));
      }
      misses += 1;
      if (misses > FIRST_EMISSION_MAX_MISSES) {
        stop();
        setState({ phase: 'stopped', emission: null, misses });
        return;
      }
      setState({ phase: 'waiting', emission: null, misses });
      timer = setTimeout(poll, FIRST_EMISSION_POLL_MS);
    };

    timer = setTimeout(poll, run === 0 ? FIRST_EMISSION_POLL_MS : 0);
    return stop;
  }, [idDevice, run, enabled]);

  const refresh = useCallback(() => {
    setState(WAITING);
    setRun((previous) => previous + 1);
  }, []);
  const stop = useCallback(() => stopRef.current(), []);

  return { ...state, refresh, stop };
}

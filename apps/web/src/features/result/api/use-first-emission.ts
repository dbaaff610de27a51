import { FIRST_EMISSION_MAX_MISSES, FIRST_EMISSION_POLL_MS, type FirstEmission } from '@installer/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useLayoutEffect, useState } from 'react';
import { messageForStatus } from '../../../lib/api/api-error.ts';
import { callApi } from '../../../lib/api/client.ts';
import { notify } from '../../../lib/snackbar/snackbar-store.ts';

/** spec §4 Result screen: waiting (polling), emitted (data arrived), stopped (too many misses). */
type EmissionPhase = 'waiting' | 'emitted' | 'stopped';

interface FirstEmissionState {
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

/** The polls of one run that failed or found nothing: each answered poll that is not the emission is one. */
function missesOf(state: {
  data: FirstEmission | null | undefined;
  dataUpdateCount: number;
  errorUpdateCount: number;
}) {
  return state.data ? 0 : state.dataUpdateCount + state.errorUpdateCount;
}

/**
 * Polls `GET /device/{id_device}/first_emission` every FIRST_EMISSION_POLL_MS (spec §9: 10 s). Each failed
 * poll shows 'Unable to retrieve an emission from the sensor' (error), each empty one 'No emission from the
 * sensor' (warning) (spec §8); after more than FIRST_EMISSION_MAX_MISSES of them polling stops (spec §4). The first poll comes one interval after arrival; a Refresh is a new run
 * (its own query, so its own miss count) that polls at once. A poll still on its way is never doubled (the
 * query dedupes a fetch in flight). `enabled` false (the installation still waits in the outbox,
 * docs/decisions/0002-outbox.md) holds polling until it is sent.
 *
 * The timer is the screen's own, in a layout effect, rather than TanStack Query's `refetchInterval`: a
 * layout effect ends as soon as the screen is gone from sight, also when a navigation keeps it mounted
 * but hidden while the next screen's chunk loads (a Suspense boundary showing its fallback), where the
 * query's own interval, and a `stop()` rendered in the same update as the navigation, would go on polling.
 */
export function useFirstEmission(idDevice: number, enabled = true): FirstEmissionPolling {
  // Each Refresh is a new run: a fresh miss counter and an immediate first poll.
  const [run, setRun] = useState(0);
  // spec §4: leaving through the device detail or a new installation stops polling.
  const [left, setLeft] = useState(false);
  const queryKey = ['first_emission', idDevice, run];
  const query = useQuery({
    queryKey,
    queryFn: async ({ signal }) => {
      try {
        const { data } = await callApi('getFirstEmission', {
          params: { id_device: idDevice },
          signal,
          log: 'no-answer-only',
        });
        if (!data) notify('warning', 'no_emission_from_sensor');
        return data;
      } catch (error) {
        if (!signal.aborted) notify('error', messageForStatus(error, {}, 'unable_to_retrieve_emission'));
        throw error;
      }
    },
    enabled: enabled && !left,
    // The first run waits one interval before its first poll (nothing can have arrived yet); a Refresh polls at once.
    ...(run === 0 ? { initialData: null } : {}),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    // Every answered poll renders again, an empty one too (its miss counts), not only a change of data.
    notifyOnChangeProps: ['data', 'dataUpdatedAt', 'errorUpdatedAt'],
  });
  const queryClient = useQueryClient();
  // Read at each render, which each answered poll causes (the observer's result changes with it).
  const state = queryClient.getQueryState<FirstEmission | null>(queryKey);
  const misses = state ? missesOf(state) : 0;
  const emission = query.data ?? null;
  const phase: EmissionPhase = emission
    ? 'emitted'
    : misses > FIRST_EMISSION_MAX_MISSES
      ? 'stopped'
      : 'waiting';

  // The installer may look at the sensor, not the phone: polling goes on with the screen locked (a timer
  // of the page, not of its focus). A Refresh after polling stopped starts it again.
  const polling = enabled && !left && phase === 'waiting';
  const { refetch } = query;
  useLayoutEffect(() => {
    if (!polling) return;
    const timer = setInterval(() => void refetch({ cancelRefetch: false }), FIRST_EMISSION_POLL_MS);
    return () => clearInterval(timer);
  }, [polling, refetch]);

  const refresh = useCallback(() => setRun((previous) => previous + 1), []);
  const stop = useCallback(() => {
    setLeft(true);
    void queryClient.cancelQueries({ queryKey: ['first_emission', idDevice] });
  }, [queryClient, idDevice]);

  return { phase, emission, misses, refresh, stop };
}

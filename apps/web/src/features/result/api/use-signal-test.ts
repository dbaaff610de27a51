import { FIRST_EMISSION_MAX_MISSES, FIRST_EMISSION_POLL_MS, type Reading } from '@installer/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { messageForStatus } from '../../../lib/api/api-error.ts';
import { callApi } from '../../../lib/api/client.ts';
import { notify } from '../../../lib/snackbar/snackbar-store.ts';

/** How many readings the comparison shows: the new one and a few before it. */
const READINGS_SHOWN = 5;

/**
 * idle: nothing asked yet. waiting: a test runs, polling for a reading newer than those held. received: one
 * came. stopped: none came within the result screen's patience (spec §4: more than five misses).
 */
type SignalTestPhase = 'idle' | 'waiting' | 'received' | 'stopped';

export interface SignalTest {
  phase: SignalTestPhase;
  /** The device's readings since its installation, newest first (at most READINGS_SHOWN). */
  readings: readonly Reading[];
  /** The received_at of the newest reading before this test: readings after it are the test's. */
  since: string | null;
  /** Starts a test: the readings held so far, then a poll for the next one. */
  start(): void;
  stop(): void;
}

function merge(held: readonly Reading[], fresh: readonly Reading[]): Reading[] {
  const known = new Set(held.map((reading) => reading.message_id));
  return [...fresh.filter((reading) => !known.has(reading.message_id)), ...held]
    .sort((a, b) => Date.parse(b.received_at) - Date.parse(a.received_at))
    .slice(0, READINGS_SHOWN);
}

/**
 * "Test again" on the result screen: the installer presses the sensor's button or moves it, and the screen
 * waits for the next reading (GET /device/:id/emissions?after=), polled as the first emission is (spec §9
 * every 10 s, spec §4 stopping after more than five misses), the next poll planned once the previous one
 * answered. `after` is the server's received_at of the newest reading held, never the phone's clock.
 */
export function useSignalTest(idDevice: number): SignalTest {
  const [phase, setPhase] = useState<SignalTestPhase>('idle');
  const [readings, setReadings] = useState<readonly Reading[]>([]);
  const [since, setSince] = useState<string | null>(null);
  const [run, setRun] = useState(0);
  const held = useRef<readonly Reading[]>([]);
  const stopRef = useRef<() => void>(() => {});

  useEffect(() => {
    if (run === 0) return;
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

    const fetchReadings = async (after: string | null) => {
      controller = new AbortController();
      const { data } = await callApi('deviceReadings', {
        params: { id_device: idDevice },
        query: { limit: READINGS_SHOWN, ...(after ? { after } : {}) },
        signal: controller.signal,
        log: 'no-answer-only',
      });
      return data;
    };
    const keep = (next: readonly Reading[]) => {
      held.current = next;
      setReadings(next);
    };

    const poll = async (after: string | null) => {
      try {
        const fresh = await fetchReadings(after);
        if (stopped) return;
        if (fresh.length > 0) {
          stop();
          keep(merge(held.current, fresh));
          setPhase('received');
          return;
        }
      } catch (error) {
        if (stopped) return;
        notify('error', messageForStatus(error, {}, 'unable_to_retrieve_emission'));
      }
      misses += 1;
      if (misses > FIRST_EMISSION_MAX_MISSES) {
        stop();
        setPhase('stopped');
        return;
      }
      timer = setTimeout(() => void poll(after), FIRST_EMISSION_POLL_MS);
    };

    const begin = async () => {
      try {
        // The readings so far, so the new one shows beside the earlier ones (and none is taken for new).
        const earlier = await fetchReadings(null);
        if (stopped) return;
        keep(merge(held.current, earlier));
      } catch (error) {
        if (stopped) return;
        // Without the earlier readings an old one would pass for the new one: the installer tries again.
        notify('error', messageForStatus(error, {}, 'unable_to_retrieve_emission'));
        stop();
        setPhase('stopped');
        return;
      }
      const after = held.current[0]?.received_at ?? null;
      setSince(after);
      timer = setTimeout(() => void poll(after), FIRST_EMISSION_POLL_MS);
    };
    void begin();
    return stop;
  }, [idDevice, run]);

  const start = useCallback(() => {
    setPhase('waiting');
    setRun((previous) => previous + 1);
  }, []);
  const stop = useCallback(() => stopRef.current(), []);
  return { phase, readings, since, start, stop };
}
